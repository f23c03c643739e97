import { useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { PageOutletContext } from './PageOutlet';
import RouteError from './RouteError';
import RouteErrorBoundary from './RouteErrorBoundary';
import { handleOfMatches, RouteHandleContext } from './routeHandle';

/**
 * The elements of the routes that read the address, each layout given the page inside it (PageOutlet), with the
 * page's handle given to the shell around it. An address that no page reads (a line separator escapes even the '*'
 * route) is the not-found error page. The shop's routes are a layout and its pages, without loaders or actions, so
 * react-router's matching is all they need; its renderer of data routers' errors and loaded data stays out of the entry.
 */
export default function ShopRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const handle = handleOfMatches(matches);
  const element = matches.reduceRight<React.ReactNode>(
    (page, { route }) => <PageOutletContext value={page}>{route.element}</PageOutletContext>,
    null,
  );
  return (
    <RouteErrorBoundary>
      {handle ? <RouteHandleContext value={handle}>{element}</RouteHandleContext> : <RouteError notFound />}
    </RouteErrorBoundary>
  );
}
