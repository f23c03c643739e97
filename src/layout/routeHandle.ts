import type { UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext } from 'react';
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { RootState } from '../app/hooks';
import type { MessageKey } from '../i18n/texts';

/** What a route tells the shell about itself (react-router's `handle`; each page's route module, src/pages). */
export interface RouteHandle {
  /** The browser tab's and the head's title, before the shop's name. */
  title: MessageKey;
  /** The page's meta description, for search engines and link previews; the shop's own when a page has none. */
  description?: MessageKey;
  /** The page's webpack chunk (its webpackChunkName): a server-rendered page links its script and styles up front. */
  chunk?: string;
  /** The page's own title once its data is in (a product's name), in place of `title`. */
  pageTitle?: (state: RootState) => string | undefined;
  /**
   * What the page dispatches as it opens, for its address and what the store holds; the server dispatches the same
   * before it renders. Loads only: a change (a view, an order, a payment report) belongs to the shopper's browser.
   */
  intents?: (params: URLSearchParams, state: RootState) => UnknownAction[];
  /** What the page's data depends on in its address (a product's id): the intents go again when it changes. */
  openedBy?: (params: URLSearchParams) => string;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle => !!handle && typeof (handle as RouteHandle).title === 'string';

/** The handle of the deepest of the routes that read an address: the page it opens. */
export const handleOfMatches = (matches: RouteMatch[]): RouteHandle | undefined =>
  matches
    .map((match) => match.route.handle as unknown)
    .reverse()
    .find(isRouteHandle);

/** The handle of the deepest route that reads `location` (a path under the router's basename): the page it opens. */
export const routeHandleOf = (routes: RouteObject[], location: Partial<Location> | string, basename?: string): RouteHandle | undefined =>
  handleOfMatches(matchRoutes(routes, location, basename) ?? []);

/** The page on screen's handle, given by the shop's routes (layout/ShopRoutes) to the shell around the page. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the page on screen. */
export const useRouteHandle = (): RouteHandle | undefined => useContext(RouteHandleContext);
