import { createContext, useContext } from 'react';
import { pictureSrcSet } from '../domain/pictures';
import { imageUrl, readConfig, type ShopConfig } from './config';

export const ConfigContext = createContext<ShopConfig>(readConfig(undefined));

export const useShopConfig = () => useContext(ConfigContext);

/** Turns an API image path into a URL on the configured image host. */
export function useImageUrl() {
  const config = useShopConfig();
  return (path: string | undefined) => imageUrl(path, config);
}

/** The `srcset` of a picture's URL at the widths the image host draws (raster pictures only). */
export function usePictureSrcSet() {
  const { imageWidths } = useShopConfig();
  return (url: string) => pictureSrcSet(url, imageWidths);
}
