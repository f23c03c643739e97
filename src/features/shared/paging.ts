import { call } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListResponse } from '../../domain/types';
import type { PageRequest } from '../../domain/requests';

export const MAX_PAGES = 20;

export interface ApiError {
  status: number;
  message: string;
}

export const apiError = (result: ApiResult<unknown>, what: string): ApiError => ({
  status: result.status,
  message: result.networkError ? `Could not reach the shop's server while loading ${what}.` : `The server answered ${result.status} while loading ${what}.`,
});

export const isOk = <T>(result: ApiResult<T>): result is ApiResult<T> & { body: T } => result.status >= 200 && result.status < 300 && result.body !== undefined;

export type PagedOutcome<T> = { list: T[] } | { failed: ApiResult<unknown> };

/**
 * Follows the server's nextPageToken page by page, at most `maxPages` pages, and returns every entry,
 * or the failing result when any page fails (a partial list would be silently wrong).
 */
export function* fetchAllPages<T>(
  search: (request: PageRequest) => Promise<ApiResult<ListResponse<T>>>,
  request: PageRequest,
  maxPages = MAX_PAGES,
): Generator<unknown, PagedOutcome<T>, ApiResult<ListResponse<T>>> {
  const list: T[] = [];
  for (let page = request.page, fetched = 0; fetched < maxPages; page += 1, fetched += 1) {
    const result = yield call(search, { ...request, page });
    if (!isOk(result) || !Array.isArray(result.body.list)) return { failed: result };
    list.push(...result.body.list);
    if (!result.body.nextPageToken) break;
  }
  return { list };
}
