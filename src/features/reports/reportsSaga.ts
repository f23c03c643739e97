import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk } from '../../app/failures';
import type { ProblemReport } from '../../domain/problemReport';
import type { Language } from '../../domain/language';
import { selectLanguage } from '../ui/uiSlice';
import { loadReportBuilder } from './reportBuilderChunk';
import { reportsActions } from './reportsSlice';

export function* sendReport(deps: SagaDeps, { payload }: ReturnType<typeof reportsActions.sendRequested>): SagaIterator {
  const language: Language = yield select(selectLanguage);
  let builder: Awaited<ReturnType<typeof loadReportBuilder>>;
  try {
    builder = yield call(loadReportBuilder);
  } catch {
    // Offline before the dialog's builder came: the same answer as a report that could not reach the shop.
    yield put(reportsActions.sendFailed({ error: { status: 0, message: 'common.unreachable' }, note: payload.note }));
    return;
  }
  const report: ProblemReport = yield call(builder.buildReport, deps, payload, language);
  const result: ApiResult<{ reference: string }> = yield call(deps.api.sendReport, report);
  if (isOk(result)) yield put(reportsActions.sent({ reference: result.body.reference }));
  else {
    const error = apiError(result, result.status === 429 ? 'shell.report.tooMany' : 'shell.report.failed');
    yield put(reportsActions.sendFailed({ error, note: payload.note }));
  }
}

export function* reportsSaga(deps: SagaDeps): SagaIterator {
  yield takeLeading(reportsActions.sendRequested, sendReport, deps);
}
