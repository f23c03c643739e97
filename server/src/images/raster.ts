// Link previews (Facebook, WhatsApp) show no SVG: the same pictures as PNG, drawn from their SVG on request. As an
// image host of the shop, the server also draws them at card and screen widths (`?w=`, src/domain/pictures.ts).
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { WorkQueue, type QueueLimits } from '../workQueue';

/** Facebook asks for at least 1200 px across for a large preview card. */
export const PREVIEW_WIDTH = 1200;
/** The widths a PNG is drawn at: a card, a phone's full screen, and the preview. A short list keeps the cache small. */
export const PNG_WIDTHS = [400, 800, PREVIEW_WIDTH] as const;

/** The part of PAGE_CACHE_MB the kept PNGs may take; rendered pages take the rest. */
export const PICTURES_SHARE_OF_PAGE_CACHE = 0.25;

export interface PngPicturesOptions {
  /** Pictures drawn at once and waiting: drawing holds one of libuv's threads for up to 0.2 s. */
  drawing: QueueLimits;
  /** The most the kept PNGs may take together (a slice of PAGE_CACHE_MB). */
  maxBytes: number;
}

/**
 * PNGs drawn from SVG in libuv's thread pool under a queue, so a burst of pictures cannot take every thread, and kept
 * (least recently used out first, within a byte bound) under a key the caller makes from the picture itself (an item
 * and a width), never from the address as typed. Requests for a picture being drawn share that drawing.
 */
export class PngPictures {
  private readonly kept: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly queue: WorkQueue;

  constructor(options: PngPicturesOptions) {
    this.kept = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (png, key) => png.length + key.length });
    // A 1200 px picture takes about 0.2 s: a full line clears in waiting ÷ running fifths of a second.
    this.queue = new WorkQueue(options.drawing, Math.max(1, Math.ceil(options.drawing.waiting / options.drawing.running / 5)));
  }

  /** The picture kept or being drawn under `key`, or undefined: then only `draw` makes it. */
  ready(key: string): Promise<Buffer> | undefined {
    const kept = this.kept.get(key);
    return kept ? Promise.resolve(kept) : this.drawing.get(key);
  }

  /** Draws `svg` at `width` px across and keeps it under `key`; rejects with QueueFull when the line is full. */
  draw(key: string, svg: string, width: number): Promise<Buffer> {
    const ready = this.ready(key);
    if (ready) return ready;
    const png = this.queue
      .run(() => renderAsync(svg, { fitTo: { mode: 'width', value: width } }))
      .then((image) => {
        const bytes = image.asPng();
        // lru-cache keeps nothing larger than the whole bound: such a picture is sent, never kept.
        this.kept.set(key, bytes);
        return bytes;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, png);
    return png;
  }

  /** How much the kept pictures take, for the bound's check. */
  get bytes(): number {
    return this.kept.calculatedSize;
  }

  /** Pictures drawing now and waiting, for tests and the server's report. */
  get load(): { running: number; waiting: number } {
    return this.queue.load;
  }
}
