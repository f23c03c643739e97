// Shoppers' problem reports: one implementation over the SQL both backends speak (./sql). A report is counted against
// its client's address and stored in one transaction under that address's lock, so racing requests, on one instance
// or several, never pass the hourly bound; the shop-wide bound on reports kept is kept in the same turn.
import { READ_ALOUD_LETTERS, randomText } from '../secrets';
import type { Language } from '@domain/language';
import type { SqlRunner } from './sql';
import type { ReportRecord, ReportStore, ReportSummary } from './types';

/** A report's reference, as stored and answered: R- and six letters without look-alikes. */
export const REPORT_REFERENCE = new RegExp(`^R-[${READ_ALOUD_LETTERS}]{6}$`);
export const newReportReference = (): string => `R-${randomText(READ_ALOUD_LETTERS, 6)}`;

/** References drawn for one report before giving up: 31^6 is about 900 million, so a second draw is already rare. */
const DRAWS = 5;

interface SummaryRow {
  reference: string;
  created_at: number;
  note: string;
  page: string;
  language: Language;
}

interface ReportRow extends SummaryRow {
  viewport_width: number;
  viewport_height: number;
  build: string;
  user_agent: string;
  log_payload: string;
  log_preloaded_state: string | null;
  replay: string | null;
}

const SUMMARY_COLUMNS = 'reference, created_at, note, page, language';

const toSummary = (row: SummaryRow): ReportSummary => ({
  reference: row.reference,
  createdAt: Number(row.created_at),
  note: row.note,
  page: row.page,
  language: row.language,
});

const toReport = (row: ReportRow): ReportRecord => ({
  ...toSummary(row),
  viewport: { width: Number(row.viewport_width), height: Number(row.viewport_height) },
  build: row.build,
  userAgent: row.user_agent,
  log: { payload: row.log_payload, ...(row.log_preloaded_state !== null && { preloadedState: row.log_preloaded_state }) },
  ...(row.replay !== null && { replay: row.replay }),
});

export function reportStore(sql: SqlRunner): ReportStore {
  return {
    add: (report, rules) =>
      // 'reports' makes the kept bound exact when different addresses race; reports are rare, so the turn costs nothing.
      sql.transaction(['reports', `reports:${report.clientDigest}`], async (locked) => {
        const { now } = rules;
        await locked.run('DELETE FROM reports WHERE created_at < ?', [now - rules.keepMs]);
        const [sent] = await locked.all<{ n: number; oldest: number | null }>(
          'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM reports WHERE client_digest = ? AND created_at > ?',
          [report.clientDigest, now - rules.windowMs],
        );
        if (Number(sent.n) >= rules.perClient) {
          return { kind: 'tooMany', retryAfterMs: Number(sent.oldest ?? now) + rules.windowMs - now };
        }
        for (let draw = 1; ; draw++) {
          const reference = rules.newReference();
          const stored = await locked.run(
            `INSERT INTO reports (reference, created_at, client_digest, note, page, language, viewport_width, viewport_height, build,
               user_agent, log_payload, log_preloaded_state, replay) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (reference) DO NOTHING`,
            [
              reference,
              now,
              report.clientDigest,
              report.note,
              report.page,
              report.language,
              report.viewport.width,
              report.viewport.height,
              report.build,
              report.userAgent,
              report.log.payload,
              report.log.preloadedState ?? null,
              report.replay ?? null,
            ],
          );
          if (stored === 1) {
            await locked.run(
              `DELETE FROM reports WHERE reference NOT IN (SELECT reference FROM reports ORDER BY created_at DESC, reference${sql.dialect.bytewise} DESC LIMIT ?)`,
              [rules.kept],
            );
            return { kind: 'stored', reference };
          }
          if (draw >= DRAWS) throw new Error(`${DRAWS} report references drawn, every one taken`);
        }
      }),

    async list({ page, size, since }) {
      const [count] = await sql.all<{ n: number }>('SELECT COUNT(*) AS n FROM reports WHERE created_at >= ?', [since]);
      const rows = await sql.all<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM reports WHERE created_at >= ? ORDER BY created_at DESC, reference${sql.dialect.bytewise} DESC LIMIT ? OFFSET ?`,
        [since, size, (page - 1) * size],
      );
      return { list: rows.map(toSummary), total: Number(count.n) };
    },

    async find(reference, since) {
      const row = await sql.one<ReportRow>(
        `SELECT ${SUMMARY_COLUMNS}, viewport_width, viewport_height, build, user_agent, log_payload, log_preloaded_state,
           replay FROM reports WHERE reference = ? AND created_at >= ?`,
        [reference, since],
      );
      return row ? toReport(row) : null;
    },
  };
}
