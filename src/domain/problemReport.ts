import type { Language } from './language';

/** The longest note a shopper can write to a problem report. */
export const REPORT_NOTE_MAX = 1000;
/** The longest page address a report carries. */
export const REPORT_PAGE_MAX = 2000;
/** The most a report's log and replay context may weigh (UTF-8 bytes of their JSON), under the server's 256 KB for a report. */
export const REPORT_SESSION_MAX_BYTES = 240_000;

/** The file Redux DevTools exports and imports: the actions, and the state they start from, each as JSON text. */
export interface DevToolsExport {
  payload: string;
  preloadedState?: string;
}

/** A call a saga made to the shop's API (api/shopApi.ts), by the function's name, with its answer once it came. */
export interface ApiCall {
  api: string;
  args: unknown[];
  answer?: unknown;
}

/** What a report's draft saga test needs besides the log: what the shopper did, how the API answered, the page's setup. */
export interface ReplayContext {
  /** The places in the log's actions of those the shopper did; the sagas put the others. */
  intents: number[];
  /** The API calls made since the log's first action, in order. */
  calls: ApiCall[];
  config: Record<string, unknown>;
  device: { id: string; name: string };
}

/** A problem report as the browser sends it (`POST /api/reports`), its log redacted (./reportRedaction). */
export interface ProblemReport {
  note: string;
  /** The page's path and query. */
  page: string;
  language: Language;
  viewport: { width: number; height: number };
  build: string;
  /** The session, as Redux DevTools' Import and `npm run replay` read it. */
  log: DevToolsExport;
  /** Its ReplayContext, as JSON. */
  replay: string;
}
