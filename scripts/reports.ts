// `npm run reports -- list [--page N] | show R-… | save R-… FILE.json | test R-… [FILE]`: the shoppers' problem reports
// (server/README.md, "Problem reports") from a terminal. `save` writes the report's log as the Redux DevTools export it
// is, which DevTools' Import and `npm run replay` read; `test` writes a draft saga test of it (src/qa/reportTest.ts). It
// talks to the running shop as `npm run orders` does (./staffCalls).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatShopDateTime } from '../src/domain/shopTime';
import { draftReportTest, type StaffReport } from '../src/qa/reportTest';
import { printStaffList, printable, staffCall, staffCommand } from './staffCalls';

interface ReportSummary {
  reference: string;
  createdAt: number;
  note: string;
  page: string;
  language: string;
}

interface Report extends ReportSummary, StaffReport {
  viewport: { width: number; height: number };
  userAgent: string;
}

/** Each command's line in the usage, in the order shown. */
const COMMAND_LINES = {
  list: 'list [--page N]              newest first, 20 a page',
  show: 'show R-…                     the report, and what its log holds',
  save: 'save R-… FILE.json           its log, for DevTools’ Import or npm run replay -- FILE.json',
  test: 'test R-… [FILE]              a draft saga test of it (default src/qa/drafts/R-….test.ts) to trim and commit',
};

const USAGE = [
  ...Object.values(COMMAND_LINES).map((line, k) => `${k ? '       ' : 'usage: '}npm run reports -- ${line}`),
  'Needs ADMIN_TOKEN; SHOP_URL (default http://localhost:8080) and API_KEY as the shop’s.',
].join('\n');

const NOTE_SHOWN = 60;

const oneLine = (text: string) => printable(text.replace(/\s+/g, ' '));

const summary = (report: ReportSummary) =>
  [
    report.reference,
    formatShopDateTime(report.createdAt),
    report.language,
    oneLine(report.page),
    oneLine(report.note.length > NOTE_SHOWN ? `${report.note.slice(0, NOTE_SHOWN)}…` : report.note),
  ].join('  ');

/** How many actions of each slice the log holds (`cart 3, checkout 5`), most first. */
function logContents(log: Report['log']): string {
  const actions = JSON.parse(log.payload) as { type: string }[];
  const slices = new Map<string, number>();
  for (const { type } of actions) slices.set(type.split('/')[0], (slices.get(type.split('/')[0]) ?? 0) + 1);
  const bySlice = [...slices].sort((a, b) => b[1] - a[1]).map(([slice, n]) => `${oneLine(slice)} ${n}`);
  const start = log.preloadedState === undefined ? 'from the initial state' : 'from a starting state';
  return `${actions.length} action${actions.length === 1 ? '' : 's'} ${start}${bySlice.length ? `: ${bySlice.join(', ')}` : ''}`;
}

const details = (report: Report) =>
  [
    summary({ ...report, note: '' }).trimEnd(),
    `  viewport ${report.viewport.width}×${report.viewport.height}, build ${report.build}`,
    `  ${oneLine(report.userAgent)}`,
    ...(report.note ? report.note.split(/\r?\n/).map((line) => `  > ${printable(line)}`) : ['  (no note)']),
    `  log: ${logContents(report.log)}`,
  ].join('\n');

const readReport = (reference: string) => staffCall<Report>('GET', `/api/admin/reports/${encodeURIComponent(reference)}`);

/** Runs a command; false for one it does not know. */
async function run(argv: string[]): Promise<boolean> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { page: { type: 'string' } } });
  const [command, reference, file] = positionals;
  if (command === 'list' && reference === undefined) {
    await printStaffList<ReportSummary>('/api/admin/reports', values.page, summary, 'No reports.');
  } else if (command === 'show' && reference && file === undefined) {
    console.log(details(await readReport(reference)));
  } else if (command === 'save' && reference && file) {
    const report = await readReport(reference);
    // 'wx': a file already there is never overwritten.
    writeFileSync(file, `${JSON.stringify(report.log)}\n`, { flag: 'wx' });
    console.log(`Saved the log of ${report.reference} (${logContents(report.log)}) to ${file}; npm run replay -- ${file} replays it.`);
  } else if (command === 'test' && reference) {
    const report = await readReport(reference);
    const draft = file ?? path.join('src', 'qa', 'drafts', `${report.reference}.test.ts`);
    mkdirSync(path.dirname(draft), { recursive: true });
    const src = path
      .relative(path.dirname(path.resolve(draft)), path.resolve(__dirname, '../src'))
      .split(path.sep)
      .join('/');
    writeFileSync(draft, draftReportTest(report, src.startsWith('.') ? src : `./${src}`), { flag: 'wx' });
    console.log(`Wrote ${draft}: a draft saga test of ${report.reference}. Run it with npx jest ${draft}; trim it, name it and commit it.`);
  } else return false;
  return true;
}

const main = staffCommand(USAGE, run);

if (require.main === module) void main(process.argv.slice(2));

export { main };
