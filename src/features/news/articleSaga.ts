// An article's page: the article by its id. Loaded with that page's chunk (its route's `sagas`).
import { takeLatest } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import type { News } from '../../domain/types';
import { fetchOneWorker, type OneEntity } from '../shared/fetchOne';
import { newsActions } from './newsSlice';
import { selectNewsDetails } from './selectors';

const article: OneEntity<News> = {
  select: selectNewsDetails,
  find: (api) => api.findNews,
  loaded: (id, item) => newsActions.detailsLoaded({ id, item }),
  failed: (id, error) => newsActions.detailsFailed({ id, error }),
  failure: 'common.notLoaded.article',
};

export const loadNewsDetails = fetchOneWorker(article);

export function* articleSaga(deps: SagaDeps) {
  yield takeLatest(newsActions.detailsRequested.type, loadNewsDetails, deps);
}
