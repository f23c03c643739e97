import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import type { News } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { selectNewsOf } from './selectors';
import { newsActions, type NewsListKey, type NewsState } from './newsSlice';
import { apiError, type ApiError, isOk } from '../../app/failures';
import { guard } from '../shared/guard';
import { NEWS_PAGE_SIZE } from '../../domain/pageSizes';

export const newsSearch = (list: NewsListKey, page: number) => ({
  page,
  size: NEWS_PAGE_SIZE[list],
  sortParams: [
    { field: 'dateCreated', type: 'DESCENDING' as const },
    { field: 'title', type: 'ASCENDING' as const },
  ],
});

type ListAction = ReturnType<typeof newsActions.listRequested> | ReturnType<typeof newsActions.moreRequested>;

export function* loadNewsPage({ api }: SagaDeps, { payload: { list } }: ListAction): SagaIterator {
  const current: NewsState['list'] = yield select(selectNewsOf(list));
  if (current.status !== 'loading') return;
  const page = current.page + 1;
  const result: ApiResult<ListAnswer<News>> = yield call(api.searchNews, newsSearch(list, page));
  if (isOk(result)) {
    yield put(newsActions.pageLoaded({ list, page, items: result.body.list, nextPageToken: result.body.nextPageToken }));
  } else {
    yield put(newsActions.pageFailed({ list, error: apiError(result, 'common.notLoaded.news') }));
  }
}

const isListAction = (list: NewsListKey) => (action: { type: string; payload?: { list?: string } }) =>
  (action.type === newsActions.listRequested.type || action.type === newsActions.moreRequested.type) && action.payload?.list === list;

function* pageFailed(error: ApiError, _deps: SagaDeps, { payload: { list } }: ListAction): SagaIterator {
  yield put(newsActions.pageFailed({ list, error }));
}

export function* newsSaga(deps: SagaDeps) {
  const loadPage = guard(loadNewsPage, pageFailed);
  yield all([takeLeading(isListAction('home') as never, loadPage, deps), takeLeading(isListAction('list') as never, loadPage, deps)]);
}
