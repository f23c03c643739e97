import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShopConfig } from '../app/config';
import type { PageMessages } from './pageMessages';
import StoreTexts from './StoreTexts';
import { ConfigContext } from '../app/ConfigContext';
import type { AppStore, RootState } from './store';

interface Props {
  store: AppStore;
  config: ShopConfig;
  /** The state the page was server-rendered from: hydration reads it, so a change that lands meanwhile (the stored cart) cannot mismatch. */
  serverState?: RootState;
  /** The words of the page's language, those its first render shows loaded before it. */
  messages: PageMessages;
  children: ReactNode;
}

/**
 * The providers around the router, the same in the browser and on the server. antd's theme is not among them: each
 * part that shows antd brings it in its own chunk (app/AntdTheme.tsx).
 */
export default function ShopProviders({ store, config, serverState, messages, children }: Props) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <ConfigContext.Provider value={config}>
          <StoreTexts messages={messages}>{children}</StoreTexts>
        </ConfigContext.Provider>
      </Provider>
    </StrictMode>
  );
}
