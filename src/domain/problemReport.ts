import type { Language } from './language';

/** The longest note a shopper can write to a problem report. */
export const REPORT_NOTE_MAX = 1000;
/** The most a report's log may weigh (UTF-8 bytes of its JSON), under the server's 256 KB for a whole report. */
export const REPORT_LOG_MAX_BYTES = 240_000;

/** The file Redux DevTools exports and imports: the actions, and the state they start from, each as JSON text. */
export interface DevToolsExport {
  payload: string;
  preloadedState?: string;
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
}
