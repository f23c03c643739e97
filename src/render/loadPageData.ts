import { END } from 'redux-saga';
import { createHttpClient, type HttpClient } from '../api/http';
import { createShopApi } from '../api/shopApi';
import type { ShopConfig } from '../app/config';
import { noOtherTabs, systemClock, type KeyValueStorage, type SagaDeps } from '../app/deps';
import { noStorage as noPersistence } from '../app/persistence';
import type { Language } from '../domain/language';
import { uiActions } from '../features/ui/uiSlice';
import { allPageSagas } from '../root/pageSagas';
import { createAppStore, type AppStore } from '../root/store';
import { qaRecorder } from '../qa/qaSession';
import type { RoutePrefetch } from './prefetch';

/** A server render has no browser storage: nothing is read back, and nothing it writes outlives the request. */
const noStorage: KeyValueStorage = { get: () => null, set() {}, remove() {} };

/** An answer that says nothing of the data: the connection failed, the API failed or asked to slow down. */
const unanswered = ({ status, networkError, unreadable }: { status: number; networkError: boolean; unreadable?: string }) =>
  networkError || status >= 500 || status === 429 || unreadable !== undefined;

/**
 * Counts the API calls on their way, bodies included, so the render knows when the sagas have gone quiet, and those
 * left unanswered, so a page rendered without its data is known as such.
 */
function trackedClient(client: HttpClient) {
  let inFlight = 0;
  let started = 0;
  let failed = 0;
  let wake = () => {};
  const tracked: HttpClient = {
    async request(...args) {
      inFlight += 1;
      started += 1;
      try {
        const result = await client.request(...args);
        if (unanswered(result)) failed += 1;
        return result;
      } catch (error) {
        failed += 1;
        throw error;
      } finally {
        inFlight -= 1;
        wake();
      }
    },
  };
  /** Resolves once no call is on its way and the sagas have had their turn to start another. */
  async function quiet() {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }
  return { client: tracked, quiet, started: () => started, failed: () => failed };
}

const MAX_ROUNDS = 3;

export interface PageData {
  prefetch: RoutePrefetch;
  params: URLSearchParams;
  config: ShopConfig;
  apiBaseUrl: string;
  timeoutMs: number;
  language: Language;
}

async function serverStore(config: ShopConfig, client: HttpClient, language: Language) {
  const device = { id: 'storefront-server', name: 'Storefront server' };
  const deps: SagaDeps = {
    api: createShopApi(client),
    config,
    clock: systemClock,
    storage: noStorage,
    sessionStorage: noStorage,
    otherTabs: noOtherTabs,
    device,
    navigation: { navigate() {}, redirect() {} },
    recorder: qaRecorder,
  };
  const app = createAppStore(deps, noPersistence, undefined, undefined, await allPageSagas());
  app.store.dispatch(uiActions.languageSet({ language }));
  return app;
}

/**
 * A store holding the page's data, loaded by the app's own sagas: the route's intents are dispatched, and dispatched
 * again (as the page's effects would be) while answers bring what they depend on, e.g. the brands Wings filters by.
 * Then END lets the sagas finish. Past the time bound the page gets a store with no data, so it shows its
 * skeletons and the browser loads the rest; a half-loaded state would claim loads no browser is waiting for.
 * `complete`: every call was answered in time (a not-found is an answer), so the page shows the data as it is.
 */
export async function loadPageData({
  prefetch,
  params,
  config,
  apiBaseUrl,
  timeoutMs,
  language,
}: PageData): Promise<{ store: AppStore; complete: boolean }> {
  const abort = new AbortController();
  const tracker = trackedClient(
    createHttpClient({
      baseUrl: apiBaseUrl,
      apiKey: config.apiKey,
      deviceId: 'storefront-server',
      getToken: () => null,
      fetch: (input, init) => fetch(input, { ...init, signal: abort.signal }),
    }),
  );
  const { store, sagaTask } = await serverStore(config, tracker.client, language);

  const load = async () => {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const before = tracker.started();
      for (const action of prefetch.intents(params, store.getState())) store.dispatch(action);
      await tracker.quiet();
      if (tracker.started() === before) break;
    }
    store.dispatch(END);
    await sagaTask.toPromise();
    return true;
  };
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([load(), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
  clearTimeout(timer);
  if (inTime) return { store, complete: tracker.failed() === 0 };

  abort.abort();
  store.dispatch(END);
  const empty = await serverStore(config, tracker.client, language);
  empty.store.dispatch(END);
  return { store: empty.store, complete: false };
}
