import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogActions } from '../features/catalog/catalogSlice';
import { newsActions } from '../features/news/newsSlice';
import { paymentsActions } from '../features/payments/paymentsSlice';
import { createRootReducer } from '../root/rootReducer';
import type { PageRoute } from '../pages/pageRoute';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '../pages/pageRoutes';
import { createRoutes } from '../root/routes';

const { routes } = createRoutes();
import type { RootState } from '../root/store';
import { memoryStorage } from '../test/fakes';
import { item } from '../test/items';
import { routePrefetch } from './prefetch';

const reducer = createRootReducer(memoryStorage());
const stateAfter = (...actions: UnknownAction[]) => actions.reduce(reducer, reducer(undefined, { type: 'init' })) as RootState;
const fresh = stateAfter();
const types = (actions: UnknownAction[]) => actions.map((action) => action.type);
const params = (query: string) => new URLSearchParams(query);
const routeAt = (path: string | undefined) => PAGE_ROUTES.find((route) => route.path === path) as PageRoute;
/** What the server dispatches and answers for the route at `path` ('' for the home page). */
const prefetchOf = (path: string) => routePrefetch(routeAt(path || undefined));

describe('what the server dispatches before it renders a route', () => {
  it('reads each route from its module: the router’s routes are the route modules, each path once', () => {
    const children = routes[0].children!;
    expect(children.map((route) => route.handle)).toEqual(PAGE_ROUTES);
    expect(children.map((route) => (route.index ? '' : route.path))).toEqual(PAGE_ROUTES.map((route) => route.path ?? ''));
    expect(new Set(PAGE_ROUTES.map((route) => route.path)).size).toBe(PAGE_ROUTES.length);
    expect(new Set(PAGE_ROUTES.map((route) => route.chunk)).size).toBe(PAGE_ROUTES.length);
  });

  it('dispatches what each page dispatches on opening, and never a change (a view, an order, a payment report)', () => {
    const queries = ['', 'id=p1', 'query=metallica&sort=price-low-to-high', 'locationId=l1&name=Mirpur', 'invoiceId=INV-1'];
    for (const prefetch of PAGE_ROUTES.map(routePrefetch)) {
      for (const query of queries) {
        const dispatched = types(prefetch.intents(params(query), fresh));
        expect(dispatched.filter((type) => /\/(productViewed|orderRequested|placeOrder|payment[A-Z]\w*)$/.test(type))).toEqual([]);
      }
    }
  });

  it('loads a product page’s product and the discounts that price it; the home page its three lists and its news', () => {
    expect(prefetchOf('details').intents(params('id=p1'), fresh)).toEqual(
      expect.arrayContaining([catalogActions.detailsRequested({ id: 'p1' })]),
    );
    expect(types(prefetchOf('details').intents(params('id=p1'), fresh))).toContain('discounts/loadRequested');
    expect(types(prefetchOf('details').intents(params(''), fresh))).not.toContain(catalogActions.detailsRequested.type);
    const home = prefetchOf('').intents(params(''), fresh);
    expect(
      home.filter((action) => action.type === catalogActions.listRequested.type).map((action) => (action.payload as { list: string }).list),
    ).toEqual(['popular', 'featured', 'new']);
    expect(home).toContainEqual(newsActions.listRequested({ list: 'home' }));
  });

  it('reads the shop’s filters from the address, as the page does', () => {
    const shop = prefetchOf('shop').intents(params('query=metallica&sort=price-low-to-high'), fresh);
    const changed = shop.find((action) => action.type === 'filters/urlChanged') as UnknownAction & {
      payload: { filters: { query: string; sort: string } };
    };
    expect(changed.payload.filters).toMatchObject({ query: 'metallica', sort: 'price-low-to-high' });
  });

  it('loads an outlet’s stock page’s outlet, and its list as the address filters it', () => {
    const branch = prefetchOf('branch').intents(params('locationId=l1&name=Mirpur&query=tee'), fresh);
    expect(branch).toContainEqual(catalogActions.branchLocationRequested({ id: 'l1' }));
    const changed = branch.find((action) => action.type === 'filters/urlChanged') as UnknownAction & {
      payload: { filters: { query: string } };
    };
    expect(changed.payload.filters).toMatchObject({ query: 'tee' });
    expect(types(prefetchOf('branch').intents(params(''), fresh))).not.toContain(catalogActions.branchLocationRequested.type);
  });

  it('answers 404 for a product or article that does not exist, or no id, and 200 once it is loaded', () => {
    const details = prefetchOf('details');
    const missing = stateAfter(
      catalogActions.detailsRequested({ id: 'nope' }),
      catalogActions.detailsFailed({ id: 'nope', error: { status: 404, message: 'common.notLoaded.product' } }),
    );
    expect(details.status(params('id=nope'), missing)).toBe(404);
    expect(details.status(params(''), fresh)).toBe(404);
    const found = stateAfter(catalogActions.detailsRequested({ id: 'p1' }), catalogActions.detailsLoaded({ id: 'p1', item: item('p1') }));
    expect(details.status(params('id=p1'), found)).toBe(200);
    // A failing API is not a missing product: the page is sent as it is, and the browser tries again.
    const down = stateAfter(
      catalogActions.detailsRequested({ id: 'p1' }),
      catalogActions.detailsFailed({ id: 'p1', error: { status: 503, message: 'common.notLoaded.product' } }),
    );
    expect(details.status(params('id=p1'), down)).toBe(200);
    expect(routePrefetch(NOT_FOUND_ROUTE).status(params(''), fresh)).toBe(404);
  });

  it('looks the order success page’s invoice up, and answers 404 only when the server does not know it', () => {
    const success = prefetchOf('order/success');
    expect(success.intents(params('invoiceId=%20INV-1%20'), fresh)).toEqual([paymentsActions.invoiceRequested({ id: 'INV-1' })]);
    expect(success.intents(params(''), fresh)).toEqual([]);
    const checked = (answer: UnknownAction) => stateAfter(paymentsActions.invoiceRequested({ id: 'INV-1' }), answer);
    expect(
      success.status(
        params('invoiceId=INV-1'),
        checked(paymentsActions.invoiceFailed({ id: 'INV-1', error: { status: 404, message: 'common.notLoaded.order' } })),
      ),
    ).toBe(404);
    expect(success.status(params('invoiceId=INV-1'), checked(paymentsActions.invoiceFound({ id: 'INV-1' })))).toBe(200);
    expect(
      success.status(
        params('invoiceId=INV-1'),
        checked(paymentsActions.invoiceFailed({ id: 'INV-1', error: { status: 0, message: 'common.unreachable' } })),
      ),
    ).toBe(200);
  });
});
