import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { PageOutlet } from '../layout/PageOutlet';
import DocumentTitle from '../layout/DocumentTitle';
import OpeningIntents from '../layout/OpeningIntents';
import ShopRouter from '../layout/ShopRouter';
import ShopRoutes from '../layout/ShopRoutes';
import type { PageRoute } from '../pages/pageRoute';
import { setupStore } from '../root/store';
import type { RootState } from '../root/rootReducer';
import type { SagaDeps } from '../app/deps';
import type { PersistStorage } from '../app/persistence';
import { fakeDeps, memoryStorage } from './fakes';
import { PAGE_SAGAS } from './pageSagas';
import { TextsContext } from '../i18n/TextsContext';
import type { Language } from '../domain/language';
import { bengaliTexts, englishTexts } from './texts';

const TEXTS = { en: englishTexts, bn: bengaliTexts };

/** Renders a component with a real store (fake dependencies) and a router at `route`. */
export function renderWithStore(
  ui: ReactElement,
  {
    route = '/',
    preloadedState,
    deps = fakeDeps(),
    language = 'en',
    storage = memoryStorage(),
  }: { route?: string; preloadedState?: Partial<RootState>; deps?: SagaDeps; language?: Language; storage?: PersistStorage } = {},
) {
  const { store } = setupStore(deps, storage, preloadedState, undefined, PAGE_SAGAS);
  const result = render(
    <Provider store={store}>
      <TextsContext.Provider value={TEXTS[language]}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </TextsContext.Provider>
    </Provider>,
  );
  return { ...result, store };
}

/**
 * A component as the server sent it, in the document with a real store (fake dependencies): a test types into its
 * boxes, as a shopper can before the scripts run, then `hydrate`s it with the app's code. The test removes `host`.
 */
export function serverRenderedWithStore(ui: ReactElement, { language = 'en' }: { language?: Language } = {}) {
  const { store } = setupStore(fakeDeps(), memoryStorage());
  const page = (
    <Provider store={store}>
      <TextsContext.Provider value={TEXTS[language]}>{ui}</TextsContext.Provider>
    </Provider>
  );
  const host = document.createElement('div');
  host.innerHTML = renderToString(page);
  document.body.appendChild(host);
  const hydrate = () => act(async () => void hydrateRoot(host, page));
  return { store, host, hydrate };
}

/**
 * Renders a page as the shop opens it: under its route module at `address`, with the shell's opening intents and
 * document title, a real store and fake dependencies.
 */
export function renderRoute(
  route: PageRoute,
  page: ReactElement,
  {
    address,
    preloadedState,
    deps = fakeDeps(),
    language = 'en',
  }: { address: string; preloadedState?: Partial<RootState>; deps?: SagaDeps; language?: Language },
) {
  const { store } = setupStore(deps, memoryStorage(), preloadedState, undefined, PAGE_SAGAS);
  const shell = (
    <>
      <PageOutlet />
      <OpeningIntents />
      <DocumentTitle />
    </>
  );
  const routes = [
    {
      path: '/',
      element: shell,
      children: [{ ...(route.path === undefined ? { index: true } : { path: route.path }), handle: route, element: page }],
    },
  ];
  const history = createMemoryHistory({ initialEntries: [address], v5Compat: true });
  const result = render(
    <Provider store={store}>
      <TextsContext.Provider value={TEXTS[language]}>
        <ShopRouter history={history}>
          <ShopRoutes routes={routes} />
        </ShopRouter>
      </TextsContext.Provider>
    </Provider>,
  );
  return { ...result, store, history };
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
