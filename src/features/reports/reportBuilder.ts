// How a problem report is put together in the browser: a chunk of its own (./reportBuilderChunk), fetched when the
// dialog opens, since every page's sagas would otherwise carry the redaction for a tap few shoppers make.
import { BUILD_ID } from '../../app/buildId';
import type { SagaDeps } from '../../app/deps';
import { devToolsExport, isReplayable } from '../../app/recentActions';
import { REPORT_SESSION_MAX_BYTES, type ProblemReport, type ReplayContext } from '../../domain/problemReport';
import type { Language } from '../../domain/language';
import { redactForReport, redactPageAddress, StandIns } from '../../domain/reportRedaction';
import type { ReportRequest } from './reportsSlice';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** What a report is made from besides the page's own facts: the tab's recent actions, and the page's setup. */
export type ReportSources = Pick<SagaDeps, 'recorder' | 'config' | 'device'>;

/**
 * The report as it leaves the browser: the session and what a test of it needs redacted, its page address with the
 * same stand-ins; the oldest actions are let go, half at a time, until it fits under the server's limit.
 */
export function buildReport(
  { recorder, config, device }: ReportSources,
  { note, page, viewport }: ReportRequest,
  language: Language,
  maxBytes = REPORT_SESSION_MAX_BYTES,
): ProblemReport {
  for (let last = recorder.log().actions.length; ; last = Math.floor(last / 2)) {
    const { preloadedState, actions, bySaga, calls } = recorder.log(last);
    // Only what a replay runs is sent (redux-persist's own actions are not), and redacted over just that, as the
    // server checks it; `intents` are the places of the shopper's own actions among them.
    const kept = actions.flatMap((action, at) => (isReplayable(action) ? [{ action, bySaga: bySaga[at] }] : []));
    const replayable = kept.map((each) => each.action);
    const intents = kept.flatMap((each, place) => (each.bySaga ? [] : [place]));
    const context: ReplayContext = { intents, calls, config: { ...config }, device };
    const standIns = StandIns.over(preloadedState, replayable, context);
    const log = devToolsExport({
      preloadedState: redactForReport(preloadedState, standIns),
      actions: redactForReport(replayable, standIns),
    });
    const replay = JSON.stringify(redactForReport(context, standIns));
    if (last === 0 || utf8Bytes(JSON.stringify({ log, replay })) <= maxBytes) {
      return { note: note.trim(), page: redactPageAddress(page, standIns), language, viewport, build: BUILD_ID, log, replay };
    }
  }
}
