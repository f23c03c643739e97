import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../domain/options';
import type { SagaDeps } from '../../app/deps';
import type { AttributeOption } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { fetchAllPages, type PagedOutcome } from '../shared/paging';
import {
  REFERENCE_KINDS,
  referenceDataActions,
  type ReferenceDataState,
  type ReferenceKind,
  type ReferenceLists,
  type LoadedPayload,
} from './referenceDataSlice';
import { apiError, type ApiError, isOk } from '../../app/failures';
import { guard } from '../shared/guard';
import { selectReferenceStatus } from './selectors';

export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const REFERENCE_PAGE_SIZE = 50;

export const cacheKey = (kind: ReferenceKind) => `all-${kind}`;

interface CacheEntry {
  savedAt: number;
  list: unknown[];
}

/** Every reference entry (colour, size, band, brand, category) has a string id and name; anything else is not ours. */
const isNamed = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

const isCacheEntry = (value: unknown): value is CacheEntry =>
  !!value &&
  typeof value === 'object' &&
  Number.isFinite((value as CacheEntry).savedAt) &&
  Array.isArray((value as CacheEntry).list) &&
  (value as CacheEntry).list.every(isNamed);

type Fetched = { [K in ReferenceKind]?: ReferenceLists[K] } | { failed: ApiResult<unknown> };

const byName = { sortParams: [{ field: 'name', type: 'ASCENDING' as const }] };

function pickOption(options: AttributeOption[], name: string, id: number) {
  return options.find((option) => option.name === name || option.id === id)?.values ?? [];
}

function* fetchAttributes({ api }: SagaDeps): SagaIterator<Fetched> {
  const result: ApiResult<ListAnswer<AttributeOption>> = yield call(api.searchAttributes, {
    page: 1,
    size: REFERENCE_PAGE_SIZE,
    ...byName,
  });
  if (!isOk(result)) return { failed: result };
  return { colors: pickOption(result.body.list, 'Color', COLOR_OPTION_ID), sizes: pickOption(result.body.list, 'Size', SIZE_OPTION_ID) };
}

function* fetchLookups({ api }: SagaDeps, type: 'bands' | 'brands'): SagaIterator<Fetched> {
  const outcome: PagedOutcome<ReferenceLists['bands'][number]> = yield call(fetchAllPages, api.searchLookups, {
    page: 1,
    size: REFERENCE_PAGE_SIZE,
    fetchCount: true,
    textParams: [{ field: 'type', value: type, matchType: 'EXACT' }],
    ...byName,
  });
  return 'failed' in outcome ? outcome : { [type]: outcome.list };
}

function* fetchCategories({ api }: SagaDeps): SagaIterator<Fetched> {
  const outcome: PagedOutcome<ReferenceLists['categories'][number]> = yield call(fetchAllPages, api.searchCategories, {
    page: 1,
    size: REFERENCE_PAGE_SIZE,
    fetchCount: true,
  });
  return 'failed' in outcome ? outcome : { categories: outcome.list };
}

/** Which server call fills which lists; colours and sizes come from one attributes search. */
const sources: { kinds: ReferenceKind[]; fetch: (deps: SagaDeps) => SagaIterator<Fetched> }[] = [
  { kinds: ['colors', 'sizes'], fetch: fetchAttributes },
  { kinds: ['bands'], fetch: (deps) => fetchLookups(deps, 'bands') },
  { kinds: ['brands'], fetch: (deps) => fetchLookups(deps, 'brands') },
  { kinds: ['categories'], fetch: fetchCategories },
];

/** Puts a fresh cached list and answers true; removes an expired or unreadable entry and answers false. */
function* loadFromCache({ storage, clock }: SagaDeps, kind: ReferenceKind) {
  const entry: unknown = yield call(storage.get, cacheKey(kind));
  if (entry === null) return false;
  const now: number = yield call(clock.now);
  if (!isCacheEntry(entry) || now - entry.savedAt >= CACHE_TTL_MS || entry.savedAt > now) {
    yield call(storage.remove, cacheKey(kind));
    return false;
  }
  yield put(referenceDataActions.loaded({ kind, list: entry.list, source: 'cache', savedAt: entry.savedAt } as LoadedPayload));
  return true;
}

function* loadFromServer(deps: SagaDeps, source: (typeof sources)[number], kinds: ReferenceKind[]) {
  const fetched: Fetched = yield call(source.fetch, deps);
  if ('failed' in fetched) {
    for (const kind of kinds)
      yield put(referenceDataActions.loadFailed({ kind, error: apiError(fetched.failed, `common.notLoaded.${kind}`) }));
    return;
  }
  const savedAt: number = yield call(deps.clock.now);
  for (const kind of kinds) {
    const list = fetched[kind] ?? [];
    yield call(deps.storage.set, cacheKey(kind), { savedAt, list });
    yield put(referenceDataActions.loaded({ kind, list, source: 'server', savedAt } as LoadedPayload));
  }
}

export function* loadReferenceData(deps: SagaDeps) {
  const status: ReferenceDataState['status'] = yield select(selectReferenceStatus);
  const missing: ReferenceKind[] = [];
  for (const kind of REFERENCE_KINDS) {
    // A list on its way is left to the load that asked for it; a failed one is asked for again.
    if (status[kind] === 'loaded' || status[kind] === 'loading') continue;
    const fromCache: boolean = yield call(loadFromCache, deps, kind);
    if (!fromCache) missing.push(kind);
  }
  if (missing.length === 0) return;
  yield put(referenceDataActions.loadStarted({ kinds: missing }));
  yield all(
    sources
      .map((source) => ({ source, kinds: source.kinds.filter((kind) => missing.includes(kind)) }))
      .filter(({ kinds }) => kinds.length > 0)
      .map(({ source, kinds }) => call(loadFromServer, deps, source, kinds)),
  );
}

function* loadingFailed(error: ApiError): SagaIterator {
  const status: ReferenceDataState['status'] = yield select(selectReferenceStatus);
  for (const kind of REFERENCE_KINDS) if (status[kind] === 'loading') yield put(referenceDataActions.loadFailed({ kind, error }));
}

export function* referenceDataSaga(deps: SagaDeps) {
  // Every mount (and Try again) is heard, even while another list is still loading: it asks only for what is missing.
  yield takeEvery(referenceDataActions.pageMounted.type, guard(loadReferenceData, loadingFailed), deps);
}
