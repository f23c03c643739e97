// Link previews (Facebook, WhatsApp) show no SVG: the same pictures as PNG, drawn from their SVG on request. As an
// image host of the shop, the server also draws them at card and screen widths (`?w=`, src/domain/pictures.ts).
import { renderAsync } from '@resvg/resvg-js';

/** Facebook asks for at least 1200 px across for a large preview card. */
export const PREVIEW_WIDTH = 1200;
/** The widths a PNG is drawn at: a card, a phone's full screen, and the preview. A short list keeps the cache small. */
export const PNG_WIDTHS = [400, 800, PREVIEW_WIDTH] as const;

/**
 * SVG to PNG at a width (the preview's unless asked), drawn in libuv's thread pool so requests keep flowing
 * meanwhile, and the last `limit` pictures kept in memory (least recently used out first): a shared link brings many
 * requests for one image.
 */
export function pngRenderer(limit = 200) {
  const cache = new Map<string, Promise<Buffer>>();
  return (picture: string, svg: string, width: number = PREVIEW_WIDTH): Promise<Buffer> => {
    const key = `${picture}@${width}`;
    const cached = cache.get(key);
    if (cached) cache.delete(key);
    const png = cached ?? renderAsync(svg, { fitTo: { mode: 'width', value: width } }).then((image) => image.asPng());
    cache.set(key, png);
    if (cache.size > limit) cache.delete(cache.keys().next().value!);
    png.catch(() => cache.delete(key));
    return png;
  };
}
