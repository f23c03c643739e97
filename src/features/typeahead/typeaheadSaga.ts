import type { SagaIterator } from 'redux-saga';
import { call, debounce, put } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { SUGGESTION_COUNT, typeaheadSearch } from '../../domain/typeahead';
import type { Item } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { uniqueListing } from '../../domain/listing';
import { typeaheadActions } from './typeaheadSlice';
import { isOk } from '../../app/failures';
import { guard } from '../shared/guard';

export const TYPEAHEAD_DEBOUNCE_MS = 500;

export function* fetchSuggestions({ api }: SagaDeps, { payload }: ReturnType<typeof typeaheadActions.queryChanged>): SagaIterator {
  const query = payload.query.trim();
  if (!query) return;
  const result: ApiResult<ListAnswer<Item>> = yield call(api.searchItems, typeaheadSearch(query));
  if (isOk(result)) {
    yield put(typeaheadActions.suggestionsLoaded({ query, items: uniqueListing(result.body.list).slice(0, SUGGESTION_COUNT) }));
  } else {
    yield put(typeaheadActions.suggestionsFailed({ query }));
  }
}

function* suggestionsFailed(_error: unknown, _deps: SagaDeps, { payload }: ReturnType<typeof typeaheadActions.queryChanged>): SagaIterator {
  yield put(typeaheadActions.suggestionsFailed({ query: payload.query.trim() }));
}

export function* typeaheadSaga(deps: SagaDeps) {
  yield debounce(TYPEAHEAD_DEBOUNCE_MS, typeaheadActions.queryChanged.type, guard(fetchSuggestions, suggestionsFailed), deps);
}
