import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import { BUILD_ID } from '../../app/buildId';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk } from '../../app/failures';
import { devToolsExport, type RecentActions } from '../../app/recentActions';
import { REPORT_LOG_MAX_BYTES, type ProblemReport } from '../../domain/problemReport';
import type { Language } from '../../domain/language';
import { redactForReport, redactPageAddress, StandIns } from '../../domain/reportRedaction';
import { selectLanguage } from '../ui/uiSlice';
import { reportsActions, type ReportRequest } from './reportsSlice';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The report as it leaves the browser: the session redacted, its page address with the same stand-ins; the oldest
 * actions are let go, half at a time, until the log fits under the server's limit.
 */
export function buildReport(
  recorder: RecentActions,
  { note, page, viewport }: ReportRequest,
  language: Language,
  maxLogBytes = REPORT_LOG_MAX_BYTES,
): ProblemReport {
  for (let last = recorder.log().actions.length; ; last = Math.floor(last / 2)) {
    const standIns = new StandIns();
    const { preloadedState, actions } = recorder.log(last);
    const log = devToolsExport({ preloadedState: redactForReport(preloadedState, standIns), actions: redactForReport(actions, standIns) });
    if (last === 0 || utf8Bytes(JSON.stringify(log)) <= maxLogBytes) {
      return { note: note.trim(), page: redactPageAddress(page, standIns), language, viewport, build: BUILD_ID, log };
    }
  }
}

export function* sendReport({ api, recorder }: SagaDeps, { payload }: ReturnType<typeof reportsActions.sendRequested>): SagaIterator {
  const language: Language = yield select(selectLanguage);
  const report: ProblemReport = yield call(buildReport, recorder, payload, language);
  const result: ApiResult<{ reference: string }> = yield call(api.sendReport, report);
  if (isOk(result)) yield put(reportsActions.sent({ reference: result.body.reference }));
  else {
    const error = apiError(result, result.status === 429 ? 'shell.report.tooMany' : 'shell.report.failed');
    yield put(reportsActions.sendFailed({ error, note: payload.note }));
  }
}

export function* reportsSaga(deps: SagaDeps): SagaIterator {
  yield takeLeading(reportsActions.sendRequested, sendReport, deps);
}
