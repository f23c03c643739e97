import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShopConfig } from '../app/config';
import { ConfigContext } from '../app/ConfigContext';
import { shopTheme } from '../app/theme';
import type { AppStore, RootState } from './store';

interface Props {
  store: AppStore;
  config: ShopConfig;
  /** The state the page was server-rendered from: hydration reads it, so a change that lands meanwhile (the stored cart) cannot mismatch. */
  serverState?: RootState;
  children: ReactNode;
}

/** The providers around the router, the same in the browser and on the server. */
export default function ShopProviders({ store, config, serverState, children }: Props) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <ConfigContext.Provider value={config}>
          <ConfigProvider theme={shopTheme}>{children}</ConfigProvider>
        </ConfigContext.Provider>
      </Provider>
    </StrictMode>
  );
}
