import type { UnknownAction } from '@reduxjs/toolkit';
import { filteredListIntents } from '../features/filters/urlFilters';
import { selectUrlReference } from '../features/referenceData/selectors';
import type { PageRoute } from '../pages/pageRoute';
import type { RootState } from '../root/store';

export interface RoutePrefetch {
  /** The actions the route's page dispatches on opening, for this URL and what the store holds so far. */
  intents(params: URLSearchParams, state: RootState): UnknownAction[];
  /** The HTTP status of the page, once its data is in (an unknown product is a 404). */
  status(params: URLSearchParams, state: RootState): number;
}

/** What the server dispatches before it renders a route's page: the page's own intents, and its list's filters from the address. */
export const routePrefetch = (route: PageRoute): RoutePrefetch => ({
  intents: (params, state) => [
    ...(route.list ? filteredListIntents(route.list, params, selectUrlReference(state)) : []),
    ...(route.intents?.(params, state) ?? []),
  ],
  status: (params, state) => route.status?.(params, state) ?? 200,
});
