import type { RouteObject } from 'react-router-dom';
import type { FeatureSaga } from '../app/deps';
import { loadChunk } from '../app/chunks';
import AppLayout from '../layout/AppLayout';
import RouteError from '../layout/RouteError';
import type { PageRoute } from '../pages/pageRoute';
import { PAGE_ROUTES } from '../pages/pageRoutes';
import QaTools from '../qa/QaTools';

/** Starts a page's own sagas once its chunk has brought them (the store's startPageSagas). */
export type StartPageSagas = (sagas: FeatureSaga[]) => void;

/**
 * A page's route: its module is the handle the shell and the server renderer read (title, intents, head, status).
 * Each page is its own chunk, loaded when its route is first visited, with the sagas only that page needs, started
 * before it renders; a load that fails waits for the connection with the page on screen (app/chunks.ts).
 */
const pageRoute =
  (startPageSagas: StartPageSagas) =>
  (route: PageRoute): RouteObject => ({
    ...(route.path === undefined ? { index: true } : { path: route.path }),
    handle: route,
    errorElement: <RouteError />,
    lazy: async () => {
      const [page, sagas] = await Promise.all([loadChunk(route.load), route.sagas && loadChunk(route.sagas)]);
      if (sagas) startPageSagas(sagas);
      return { Component: page.default };
    },
  });

/** The shop's routes. The server's store runs every page's sagas from the start, so it starts none here. */
export const createRoutes = (startPageSagas: StartPageSagas = () => {}): RouteObject[] => [
  {
    path: '/',
    element: (
      <AppLayout>
        <QaTools />
      </AppLayout>
    ),
    errorElement: <RouteError />,
    children: PAGE_ROUTES.map(pageRoute(startPageSagas)),
  },
];
