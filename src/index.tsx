import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { readConfig } from './app/config';
import { browserStorage, browserTabs, systemClock, type SagaDeps } from './app/deps';
import { browserDeviceId } from './app/deviceId';
import { replayKeptTaps, type TapWindow } from './app/tapReplay';
import { loadChunk } from './app/chunks';
import { whenTouchedAndIdle } from './app/whenTouchedAndIdle';
import { readEmbeddedState } from './root/embeddedState';
import { createRoutes } from './root/routes';
import ShopRouter, { pageNavigator } from './layout/ShopRouter';
import ShopRoutes from './layout/ShopRoutes';
import ShopProviders from './root/ShopProviders';
import { createShopStore } from './root/shopStore';
import { combineShopReducers } from './root/shopReducer';
import cart from './features/cart/cartSlice';
import type { RootReducer } from './root/rootReducer';
import { lateSagas } from './root/lateSagas';
import { qaRecorder } from './qa/qaSession';
import './styles/app.css';
import { languageBase, localPath, pathLanguage } from './domain/language';
import { uiActions } from './features/ui/uiSlice';
import { PAGE_AREAS_ATTRIBUTE, readPageAreas } from './i18n/messageAreas';
import { loadPageMessages } from './root/pageMessages';

/** Hands the main thread back to the browser between start-up steps, so that they never add up to one long task on a phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A root hydrating a server-rendered page; React's only way to hydrate the part a tap is in first. */
type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Element) => void };
let hydration: HydrationRoot | undefined;

/**
 * Renders nothing; its effect runs once the app's shell has hydrated, the header, the page and the footer each still
 * waiting in a boundary of its own: it asks for the page's part first, then answers the taps kept until then (each
 * tapped part asked for before the others), and fetches the rest of the buying path when the page is idle.
 */
function AfterHydration() {
  useEffect(() => {
    const hydrateFirst = (target: Element) => hydration?.unstable_scheduleHydration?.(target);
    const page = document.querySelector('#main > :not(.route-progress)');
    if (page) hydrateFirst(page);
    void replayKeptTaps(window, hydrateFirst);
    whenTouchedAndIdle(window, () => {
      import(/* webpackChunkName: "idle-prefetch" */ './app/idlePrefetch').then(
        ({ prefetchListed }) => prefetchListed(window),
        // Offline by then: there is nothing to prefetch either.
        () => undefined,
      );
    });
  }, []);
  return null;
}

async function start() {
  (window as TapWindow).shopTaps?.fetchOpened();
  const config = readConfig();
  const serverRendered = readEmbeddedState(document);
  // The address names the page's language (`/bn/…`); its routes read the rest, so every link stays in that language.
  const { language } = pathLanguage(window.location.pathname);
  const basename = languageBase(language) || '/';
  const container = document.getElementById('root')!;
  // The server's page names them beside the entry (the core, and the areas its render used), so they are here
  // already; had one failed to arrive, it comes once the connection is back.
  const messages = loadPageMessages(language, readPageAreas(container.getAttribute(PAGE_AREAS_ATTRIBUTE)));

  await nextTask();
  const device = { id: browserDeviceId(window.localStorage), name: 'Web Browser' };
  const storage = browserStorage(window.localStorage);

  const history = createBrowserHistory({ window, v5Compat: true });
  const sagas = lateSagas();
  const { routes, loadPages } = createRoutes(sagas.pageSagasComing, async (areas) => (await messages).need(areas));
  const navigator = pageNavigator(history, (to) => loadPages(to, basename));
  const deps: Omit<SagaDeps, 'api'> = {
    config,
    clock: systemClock,
    storage,
    sessionStorage: browserStorage(window.sessionStorage),
    otherTabs: browserTabs(window, window.localStorage),
    device,
    recorder: qaRecorder,
    navigation: {
      navigate: (to, options) => {
        const path = localPath(language, to);
        if (options?.replace) navigator.replace(path);
        else navigator.push(path);
      },
      redirect: (url) => window.location.assign(url),
    },
  };

  // The cart's own reducer until redux-persist arrives: its `_persist` mark comes with it.
  const reducer = combineShopReducers(cart) as unknown as RootReducer;
  const store = createShopStore(reducer, serverRendered, [sagas.middleware, qaRecorder.middleware]);
  // The sagas are a chunk of their own, fetched only now: on a slow link they would share the bandwidth with what
  // hydration waits for. The store keeps what is dispatched until they run.
  void loadChunk(() => import(/* webpackChunkName: "sagas" */ './root/browserSagas')).then(({ browserSagas }) =>
    sagas.arrive(browserSagas(deps)),
  );
  // The state the page was rendered from, before the stored cart comes back: hydration must see what the server saw.
  if (!serverRendered) store.dispatch(uiActions.languageSet({ language }));
  const serverState = store.getState();

  if (serverRendered) await loadPages(window.location, basename);
  // The stored cart comes back with a small chunk, which the server's page names beside the entry where the page is
  // drawn from it (the cart, the checkout); elsewhere it is asked for after the sagas and the page's own, which a tap
  // waits for (a phone keeps six connections to the shop), and a line added before it joins the stored ones
  // (features/cart/storedCart.ts).
  void loadChunk(() => import(/* webpackChunkName: "persistence" */ './root/browserPersistence')).then(({ keepCartInStorage }) =>
    keepCartInStorage(store, config.maxUnitsPerLine),
  );
  const words = await messages;
  await nextTask();
  const app = (
    <ShopProviders store={store} config={config} serverState={serverState} messages={words}>
      <ShopRouter history={history} navigator={navigator} basename={basename}>
        <ShopRoutes routes={routes} />
      </ShopRouter>
      <AfterHydration />
    </ShopProviders>
  );
  // Hydrating as a transition lets React yield to the browser between components instead of blocking until done.
  if (serverRendered) startTransition(() => void (hydration = hydrateRoot(container, app)));
  else createRoot(container).render(app);
}

void start();
