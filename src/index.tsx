import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import persistStorage from 'redux-persist/es/storage';
import { createHttpClient } from './api/http';
import { createShopApi } from './api/shopApi';
import { readConfig } from './app/config';
import { browserStorage, browserTabs, systemClock, type SagaDeps } from './app/deps';
import { browserDeviceId } from './app/deviceId';
import { replayKeptTaps } from './app/tapReplay';
import { loadChunk } from './app/chunks';
import { whenTouchedAndIdle } from './app/whenTouchedAndIdle';
import { readEmbeddedState } from './root/embeddedState';
import { createRoutes } from './root/routes';
import ShopProviders from './root/ShopProviders';
import { createAppStore } from './root/store';
import { qaRecorder } from './qa/qaSession';
import './styles/app.css';
import { storedToken } from './features/account/storedToken';
import { languageBase, pathLanguage } from './domain/language';
import { uiActions } from './features/ui/uiSlice';
import { loadCatalogue } from './i18n/loadCatalogue';
import { createTexts } from './i18n/texts';

/** Hands the main thread back to the browser between start-up steps, so that they never add up to one long task on a phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the lazy pages the URL shows, so the first render is the page the server rendered, not its fallback. */
async function loadMatchedPages(routeList: RouteObject[], basename: string) {
  const matches = matchRoutes(routeList, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** A root hydrating a server-rendered page; React's only way to hydrate the part a tap is in first. */
type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Element) => void };
let hydration: HydrationRoot | undefined;

/**
 * Renders nothing; its effect runs once the page around it has hydrated: it answers the taps kept until then, and
 * fetches the rest of the buying path when the page is idle.
 */
function AfterHydration() {
  useEffect(() => {
    void replayKeptTaps(window, (target) => hydration?.unstable_scheduleHydration?.(target));
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
  const config = readConfig();
  const serverRendered = readEmbeddedState(document);
  // The address names the page's language (`/bn/…`); its routes read the rest, so every link stays in that language.
  const { language } = pathLanguage(window.location.pathname);
  const basename = languageBase(language) || '/';
  // The server's page names it beside the entry, so it is here already; had it failed to arrive, it comes once the
  // connection is back.
  const catalogue = loadChunk(() => loadCatalogue(language));

  await nextTask();
  const device = { id: browserDeviceId(window.localStorage), name: 'Web Browser' };
  const storage = browserStorage(window.localStorage);
  const api = createShopApi(
    createHttpClient({
      baseUrl: config.apiBaseUrl,
      apiKey: config.apiKey,
      deviceId: device.id,
      getToken: () => storedToken(storage),
    }),
  );

  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const deps: SagaDeps = {
    api,
    config,
    clock: systemClock,
    storage,
    sessionStorage: browserStorage(window.sessionStorage),
    otherTabs: browserTabs(window, window.localStorage),
    device,
    navigation: {
      navigate: (to, options) => void router?.navigate(to, options),
      redirect: (url) => window.location.assign(url),
    },
  };

  const { store, startPageSagas } = createAppStore(deps, persistStorage, serverRendered, qaRecorder.middleware);
  const routes = createRoutes(startPageSagas);
  // The state the page was rendered from, before the stored cart comes back: hydration must see what the server saw.
  if (!serverRendered) store.dispatch(uiActions.languageSet({ language }));
  const serverState = store.getState();
  persistStore(store);

  const container = document.getElementById('root')!;
  if (serverRendered) await loadMatchedPages(routes, basename);
  router = createBrowserRouter(routes, { basename });
  const texts = createTexts(language, await catalogue);
  await nextTask();
  const app = (
    <ShopProviders store={store} config={config} serverState={serverState} texts={texts}>
      <RouterProvider router={router} />
      <AfterHydration />
    </ShopProviders>
  );
  // Hydrating as a transition lets React yield to the browser between components instead of blocking until done.
  if (serverRendered) startTransition(() => void (hydration = hydrateRoot(container, app)));
  else createRoot(container).render(app);
  // What opens on a tap (menus, drawers, modals, toasts) is styled by a sheet that need not block the first paint.
  void import(/* webpackChunkName: "antd-later" */ '@shop/antd-later.css');
}

void start();
