import { use, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { FeatureSaga } from '../app/deps';
import type { MessageArea } from '../i18n/messageAreas';
import { loadChunk } from '../app/chunks';
import AppLayout from '../layout/AppLayout';
import RouteErrorBoundary from '../layout/RouteErrorBoundary';
import type { PageRoute } from '../pages/pageRoute';
import { PAGE_ROUTES } from '../pages/pageRoutes';
import QaTools from '../qa/QaTools';

/** Starts a page's own sagas (already in). */
export type StartPageSagas = (sagas: FeatureSaga[]) => void;
/**
 * Takes a page's own sagas on their way (lateSagas' pageSagasComing): resolves once the page may render, that is once
 * they run, or, while the shop's sagas are still on their way, at once, as those wait for them.
 */
export type PageSagasComing = (sagas: Promise<FeatureSaga[]>) => Promise<void>;
/** Loads message areas a page's words are in (root/pageMessages.ts' `need`); resolves once they are in the texts. */
export type MessagesComing = (areas: readonly MessageArea[]) => Promise<void>;

/** The shop's routes, and how to bring the pages an address opens before it is rendered. */
export interface ShopRouteTable {
  routes: RouteObject[];
  /** Loads the pages `location` opens, so their first render is the page itself, not its loading state. */
  loadPages: (location: Partial<Location> | string, basename: string) => Promise<void>;
}

/**
 * A page that suspends until its chunk and its words are in, with the sagas only that page needs running before it
 * renders (or sure to see, once they run, what it dispatched); a load that fails to fetch waits for the connection
 * with the page before it on screen (app/chunks.ts). Its later words are asked for with it, and not waited for.
 */
function lazyPage(route: PageRoute, pageSagasComing: PageSagasComing, messagesComing: MessagesComing) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    if (!loading && route.laterMessages) void messagesComing(route.laterMessages);
    return (loading ??= Promise.all([
      loadChunk(route.load),
      route.sagas && pageSagasComing(loadChunk(route.sagas)),
      route.messages && messagesComing(route.messages),
    ]).then(([page]) => {
      loaded = page.default;
      return loaded;
    }));
  };
  function Page() {
    const Loaded = loaded ?? use(load());
    return <Loaded />;
  }
  return { Page, load };
}

/**
 * The shop's routes: a page's route module is its handle, which the shell and the server renderer read (title,
 * intents, head, status); each page is its own chunk, loaded when its route is first visited. The server's store runs
 * every page's sagas from the start, and renders with every message, so it starts and loads none here.
 */
export function createRoutes(
  pageSagasComing: PageSagasComing = async () => {},
  messagesComing: MessagesComing = async () => {},
): ShopRouteTable {
  const loads = new Map<PageRoute, () => Promise<unknown>>();
  const pageRoute = (route: PageRoute): RouteObject => {
    const { Page, load } = lazyPage(route, pageSagasComing, messagesComing);
    loads.set(route, load);
    return {
      ...(route.path === undefined ? { index: true } : { path: route.path }),
      handle: route,
      element: (
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      ),
    };
  };
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <AppLayout>
          <QaTools />
        </AppLayout>
      ),
      children: PAGE_ROUTES.map(pageRoute),
    },
  ];
  const loadPages = async (location: Partial<Location> | string, basename: string) => {
    const matches = matchRoutes(routes, location, basename) ?? [];
    await Promise.all(matches.map(({ route }) => loads.get(route.handle as PageRoute)?.()));
  };
  return { routes, loadPages };
}
