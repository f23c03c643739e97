import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import RouteError from './RouteError';
import RouteErrorBoundary from './RouteErrorBoundary';
import { routeHandleOf, RouteHandleContext } from './routeHandle';

/**
 * The element of the route that reads the address, with its handle given to the shell around the page. An address
 * that no page reads (a line separator escapes even the '*' route) is the not-found error page.
 */
export default function ShopRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handle = useMemo(() => routeHandleOf(routes, location), [routes, location]);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      {handle ? <RouteHandleContext value={handle}>{element}</RouteHandleContext> : <RouteError notFound />}
    </RouteErrorBoundary>
  );
}
