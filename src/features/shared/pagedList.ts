import type { ApiError, LoadStatus } from '../../app/failures';

/** A list the shopper pages through with Load More, following the server's next-page token. */
export interface PagedList<T> {
  items: T[];
  /** The last page loaded; 0 before the first. */
  page: number;
  nextPageToken: string;
  status: LoadStatus;
  error: ApiError | null;
}

export const emptyPagedList: PagedList<never> = { items: [], page: 0, nextPageToken: '', status: 'idle', error: null };

/** Load More on a settled list with a next page; after a failed page it asks that page again. Says whether it asked. */
export function askNextPage(list: PagedList<unknown>): boolean {
  if ((list.status !== 'loaded' && list.status !== 'failed') || !list.nextPageToken) return false;
  list.status = 'loading';
  list.error = null;
  return true;
}

export interface ArrivedPage<T> {
  page: number;
  items: T[];
  nextPageToken: string;
  /** The saga fetches the next page at once, so the list stays loading. */
  more?: boolean;
}

/** Adds an arrived page; `merge` decides which of its items join those shown. */
export function addPage<T>(list: PagedList<T>, arrived: ArrivedPage<T>, merge: (shown: T[], arrived: T[]) => T[]): void {
  list.items = merge(list.items, arrived.items);
  list.page = arrived.page;
  list.nextPageToken = arrived.nextPageToken;
  list.status = arrived.more ? 'loading' : 'loaded';
  list.error = null;
}

export function failPage(list: PagedList<unknown>, error: ApiError): void {
  list.status = 'failed';
  list.error = error;
}

/** The arrived entries with an id that is not shown yet, after those shown. */
export function appendNew<T extends { id: string }>(shown: T[], arrived: T[]): T[] {
  const seen = new Set(shown.map((entry) => entry.id));
  return [...shown, ...arrived.filter((entry) => entry.id && !seen.has(entry.id))];
}
