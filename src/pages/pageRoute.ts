import type { ComponentType } from 'react';
import type { FeatureSaga } from '../app/deps';
import type { RootState } from '../app/hooks';
import type { FilteredList } from '../domain/searchPayload';
import type { MessageArea } from '../i18n/messageAreas';
import type { RouteHandle } from '../layout/routeHandle';
import type { HeadContext, PageHead } from './pageHead';

/**
 * One route of the shop, in one module beside its page (`<page>.route.ts`): everything the browser's router, the
 * shell, the server renderer and the page head know about it. src/pages/pageRoutes.ts lists them.
 */
export interface PageRoute extends RouteHandle {
  /** The path under the shell ('shop', 'news/details'; '*' for every address no other route reads); none for the home page. */
  path?: string;
  /** The page's webpack chunk, named as `load`'s webpackChunkName. */
  chunk: string;
  /** The page, loaded when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The sagas of what only this page does (placing an order, a payment's report), in a chunk of their own (each
   * import names `<chunk>-sagas`): a server-rendered page hydrates without them, and the browser fetches them with the
   * shop's sagas, after the entry, so they never share the link with what hydration waits for. On a later visit they
   * run before the page renders. The entry script carries none of them; the server runs them all from the start.
   */
  sagas?: () => Promise<FeatureSaga[]>;
  /** The message areas the page's words are in beyond the core every page has (i18n/messageAreas.ts), loaded with it. */
  messages?: MessageArea[];
  /**
   * Areas whose words the page shows only once the shop has answered something the shopper did (the checkout's code
   * prompt, its waiting orders): fetched as the page loads but not waited for, so a server-rendered page does not
   * name them beside the entry and hydrates without them.
   */
  laterMessages?: MessageArea[];
  /**
   * A page drawn from the stored cart (the cart, the checkout): the server's page names the cart's return (a chunk of
   * its own) beside the entry. Other pages fetch it as the entry starts, after what hydration waits for.
   */
  storedCart?: true;
  /** The filtered list the page shows: its filters come from the address (features/filters), on the server too. */
  list?: FilteredList;
  /** A page of the shopper's own data (an order looked up): never indexed, never kept by a shared cache. */
  private?: true;
  /** The page's HTTP status once its data is in (an unknown product is a 404); 200 when not given. */
  status?: (params: URLSearchParams, state: RootState) => number;
  /**
   * The head of a page about one thing (a product, an article), from the data loaded for it; the route's title and
   * description otherwise. Loaded on the server only, so the browser never downloads it.
   */
  head?: () => Promise<{ default: (context: HeadContext) => PageHead | undefined }>;
}
