// Server-rendered pages kept in memory, in the form every shopper gets: the same HTML for all (nothing of the shopper
// is in it), its inline scripts allowed by hash rather than a per-response nonce, a strong ETag, and its bodies
// compressed once. A page is kept until the data it was rendered from changes: each request names the store's
// current page-data version, and a page of an older version is rendered again, once however many ask at a time.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** What the server renderer answers for one address (src/render/index.tsx's RenderedPage). */
export interface RenderedPage {
  status: number;
  html: string;
  private?: boolean;
  complete?: boolean;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export interface SharedPage {
  status: number;
  /** Strong: the same bytes give the same tag on every instance. */
  etag: string;
  /** CSP sources ('sha256-…') of the inline scripts the page runs. */
  scriptHashes: string[];
  bodies: Record<Encoding, Buffer>;
  /** The page is about one shopper's order or account: no cache may keep it. */
  private: boolean;
  /** Rendered with all its data, and nobody's own: it may be kept here and by shared caches. */
  shareable: boolean;
}

export interface PageCacheOptions {
  /** The most the kept pages' bodies (all encodings) may take together. */
  maxBytes: number;
  /**
   * The longest a page is kept even while its version holds: view counts (the order of the Popular lists) move no
   * version, so they are at most this old.
   */
  keepMs: number;
}

const INLINE_SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;
/** Data, never run: the page's state, its JSON-LD, the list of files to prefetch. */
const DATA_SCRIPT = /\btype="?application\/(ld\+)?json/;

/** The CSP source of each inline script the page runs: no other inline script runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page as it is sent: compressed once for every shopper (brotli at a level that costs about what gzip does). */
export function sharedPage(page: RenderedPage): SharedPage {
  const identity = Buffer.from(page.html, 'utf8');
  return {
    status: page.status,
    etag: `"${createHash('sha256').update(identity).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(page.html),
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity),
    },
    private: page.private === true,
    shareable: !page.private && page.complete === true,
  };
}

const size = (page: SharedPage) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;

export class PageCache {
  private readonly kept: LRUCache<string, { version: number; page: SharedPage }>;
  private readonly rendering = new Map<string, Promise<SharedPage | null>>();

  constructor(options: PageCacheOptions) {
    // The address counts too: a flood of long made-up addresses fills the bound like any page.
    this.kept = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: ({ page }, address) => size(page) + address.length,
      ttl: options.keepMs,
    });
  }

  /**
   * The page at `address` as of page-data `version`: the kept one, or `render`ed (null: it could not be) and kept
   * when it may be. Requests for the same address and version while it renders share that one render.
   */
  page(address: string, version: number, render: () => Promise<RenderedPage | null>): Promise<SharedPage | null> {
    const kept = this.kept.get(address);
    if (kept?.version === version) return Promise.resolve(kept.page);
    const key = `${version} ${address}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((rendered) => {
          const page = rendered && sharedPage(rendered);
          // lru-cache keeps nothing larger than the whole bound: such a page is sent, never kept.
          if (page?.shareable) this.kept.set(address, { version, page });
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** How much the kept pages take, for the bound's check and the server's report. */
  get bytes(): number {
    return this.kept.calculatedSize;
  }
}
