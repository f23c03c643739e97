import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../app/chunks';
import AppLayout from '../layout/AppLayout';
import RouteError from '../layout/RouteError';
import type { PageRoute } from '../pages/pageRoute';
import { PAGE_ROUTES } from '../pages/pageRoutes';
import QaTools from '../qa/QaTools';

/**
 * A page's route: its module is the handle the shell and the server renderer read (title, intents, head, status).
 * Each page is its own chunk, loaded when its route is first visited; a load that fails waits for the connection
 * with the page on screen (app/chunks.ts).
 */
const pageRoute = (route: PageRoute): RouteObject => ({
  ...(route.path === undefined ? { index: true } : { path: route.path }),
  handle: route,
  errorElement: <RouteError />,
  lazy: async () => ({ Component: (await loadChunk(route.load)).default }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <AppLayout>
        <QaTools />
      </AppLayout>
    ),
    errorElement: <RouteError />,
    children: PAGE_ROUTES.map(pageRoute),
  },
];
