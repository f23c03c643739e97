import { call } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListAnswer } from '../../api/answers';
import type { PageRequest } from '../../domain/requests';
import { isOk } from '../../app/failures';

export const MAX_PAGES = 20;

export type PagedOutcome<T> = { list: T[] } | { failed: ApiResult<unknown> };

/**
 * Follows the server's nextPageToken page by page, at most `maxPages` pages, and returns every entry,
 * or the failing result when any page fails (a partial list would be silently wrong).
 */
export function* fetchAllPages<T>(
  search: (request: PageRequest) => Promise<ApiResult<ListAnswer<T>>>,
  request: PageRequest,
  maxPages = MAX_PAGES,
): Generator<unknown, PagedOutcome<T>, ApiResult<ListAnswer<T>>> {
  const list: T[] = [];
  for (let page = request.page, fetched = 0; fetched < maxPages; page += 1, fetched += 1) {
    const result = yield call(search, { ...request, page });
    if (!isOk(result)) return { failed: result };
    list.push(...result.body.list);
    if (!result.body.nextPageToken) break;
  }
  return { list };
}
