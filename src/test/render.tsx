import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import DocumentTitle from '../layout/DocumentTitle';
import OpeningIntents from '../layout/OpeningIntents';
import type { PageRoute } from '../pages/pageRoute';
import { setupStore } from '../root/store';
import type { RootState } from '../root/rootReducer';
import type { SagaDeps } from '../app/deps';
import { fakeDeps, memoryStorage } from './fakes';

/** Renders a component with a real store (fake dependencies) and a router at `route`. */
export function renderWithStore(
  ui: ReactElement,
  { route = '/', preloadedState, deps = fakeDeps() }: { route?: string; preloadedState?: Partial<RootState>; deps?: SagaDeps } = {},
) {
  const { store } = setupStore(deps, memoryStorage(), preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/**
 * Renders a page as the shop opens it: under its route module at `address`, with the shell's opening intents and
 * document title, a real store and fake dependencies.
 */
export function renderRoute(
  route: PageRoute,
  page: ReactElement,
  { address, preloadedState, deps = fakeDeps() }: { address: string; preloadedState?: Partial<RootState>; deps?: SagaDeps },
) {
  const { store } = setupStore(deps, memoryStorage(), preloadedState);
  const shell = (
    <>
      <Outlet />
      <OpeningIntents />
      <DocumentTitle />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: shell,
        children: [{ ...(route.path === undefined ? { index: true } : { path: route.path }), handle: route, element: page }],
      },
    ],
    { initialEntries: [address] },
  );
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, router };
}

/** Makes window.matchMedia answer `matches` for every query, for components that read the screen size. */
export function setScreenMatches(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
