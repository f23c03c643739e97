import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, LoadStatus } from '../../app/failures';

/** "Report a problem": the last report this tab sent, or tried to. */
export interface ReportsState {
  status: LoadStatus;
  /** What the shop answered a sent report with, to read out on the phone (R-7KQ2XM). */
  reference: string | null;
  error: ApiError | null;
  /** The note of a report that could not be sent, there again for Retry. */
  unsentNote: string;
}

/** What the page knows of itself when the shopper sends a report. */
export interface ReportRequest {
  note: string;
  /** The page's path and query (redacted before it leaves, like the log). */
  page: string;
  viewport: { width: number; height: number };
}

const initialState: ReportsState = { status: 'idle', reference: null, error: null, unsentNote: '' };

const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    sendRequested(state, _action: PayloadAction<ReportRequest>) {
      state.status = 'loading';
      state.error = null;
    },
    sent(state, { payload }: PayloadAction<{ reference: string }>) {
      Object.assign(state, { status: 'loaded', reference: payload.reference, error: null, unsentNote: '' });
    },
    sendFailed(state, { payload }: PayloadAction<{ error: ApiError; note: string }>) {
      Object.assign(state, { status: 'failed', error: payload.error, unsentNote: payload.note });
    },
    /** The dialog closed: a next report starts afresh, though an unsent note waits for it. */
    dialogClosed(state) {
      if (state.status === 'loading') return;
      Object.assign(state, { status: 'idle', reference: null, error: null });
    },
  },
});

export const reportsActions = reportsSlice.actions;
export default reportsSlice.reducer;
