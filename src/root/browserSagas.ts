// The browser's sagas and the API they call: a chunk of their own, loaded as the app starts (root/lateSagas.ts).
import createSagaMiddleware from 'redux-saga';
import { createHttpClient } from '../api/http';
import { createShopApi } from '../api/shopApi';
import { shopCalls } from '../app/callsInFlight';
import type { SagaDeps } from '../app/deps';
import { recordingCalls } from '../app/recentActions';
import { storedToken } from '../features/account/storedToken';
import type { SagasToStart } from './lateSagas';
import { startSagas } from './startSagas';

/** The shop's sagas for this browser, on an API client speaking for its device and its shopper's token. */
export function browserSagas(base: Omit<SagaDeps, 'api'>): SagasToStart {
  const http = createHttpClient({
    baseUrl: base.config.apiBaseUrl,
    apiKey: base.config.apiKey,
    deviceId: base.device.id,
    getToken: () => storedToken(base.storage),
    // The buying path's prefetch waits for the shopper's calls (app/idlePrefetch.ts).
    track: shopCalls.track,
  });
  const api = recordingCalls(createShopApi(http), base.recorder);
  const sagaMiddleware = createSagaMiddleware();
  return { sagaMiddleware, start: (pageSagas) => startSagas(sagaMiddleware, { ...base, api }, pageSagas).startPageSagas };
}
