// Link previews (Facebook, WhatsApp) show no SVG: the same pictures as PNG, drawn from their SVG on request.
import { renderAsync } from '@resvg/resvg-js';

/** Facebook asks for at least 1200 px across for a large preview card. */
export const PREVIEW_WIDTH = 1200;

/**
 * SVG to PNG at the preview width, drawn in libuv's thread pool so requests keep flowing meanwhile, and the last
 * `limit` pictures kept in memory (least recently used out first): a shared link brings many requests for one image.
 */
export function pngRenderer(limit = 200) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, svg: string): Promise<Buffer> => {
    const cached = cache.get(key);
    if (cached) cache.delete(key);
    const png = cached ?? renderAsync(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).then((image) => image.asPng());
    cache.set(key, png);
    if (cache.size > limit) cache.delete(cache.keys().next().value!);
    png.catch(() => cache.delete(key));
    return png;
  };
}
