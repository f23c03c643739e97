import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import persistStorage from 'redux-persist/es/storage';
import { createHttpClient } from './api/http';
import { createShopApi } from './api/shopApi';
import { readConfig } from './app/config';
import { ConfigContext } from './app/ConfigContext';
import { browserStorage, systemClock, type SagaDeps } from './app/deps';
import { browserDeviceId } from './app/deviceId';
import { routes } from './root/routes';
import { setupStore } from './root/store';
import { shopTheme } from './app/theme';
import { qaRecorder } from './qa/qaSession';
import './styles/app.css';

const config = readConfig();
const router = createBrowserRouter(routes);

const device = { id: browserDeviceId(window.localStorage), name: 'Web Browser' };
let readToken: () => string | null = () => null;
const api = createShopApi(
  createHttpClient({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    deviceId: device.id,
    getToken: () => readToken(),
  }),
);

const deps: SagaDeps = {
  api,
  config,
  clock: systemClock,
  storage: browserStorage(window.localStorage),
  sessionStorage: browserStorage(window.sessionStorage),
  device,
  navigation: {
    navigate: (to, options) => void router.navigate(to, options),
    redirect: (url) => window.location.assign(url),
  },
};

const { store, persistor } = setupStore(deps, persistStorage, undefined, qaRecorder.middleware);
readToken = () => store.getState().auth.token;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <ConfigContext.Provider value={config}>
          <ConfigProvider theme={shopTheme}>
            <RouterProvider router={router} />
          </ConfigProvider>
        </ConfigContext.Provider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
