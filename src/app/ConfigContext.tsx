import { createContext, useContext } from 'react';
import { imageUrl, readConfig, type ShopConfig } from './config';

export const ConfigContext = createContext<ShopConfig>(readConfig(undefined));

export const useShopConfig = () => useContext(ConfigContext);

/** Turns an API image path into a URL on the configured image host. */
export function useImageUrl() {
  const config = useShopConfig();
  return (path: string | undefined) => imageUrl(path, config);
}
