import { shopCalls, type CallsInFlight } from './callsInFlight';

/**
 * The chunks (by webpackChunkName) of the way to an order: its pages, their sagas and the panels a tap opens on them.
 * A first visit fetches them once the shopper has touched the page and it is idle, so the rest of the way opens on a
 * phone that has lost its signal since.
 */
export const BUYING_PATH_CHUNKS = [
  'shop',
  'shop-sagas',
  'details',
  'details-sagas',
  'cart',
  'cart-sagas',
  'checkout',
  'checkout-sagas',
  'cart-dropdown',
  'toasts',
  'mobile-menu',
  'filters',
];
/**
 * The element where a server-rendered page lists the buying path's files it has not loaded, by chunk:
 * `{ "filters": ["/assets/…js", "/assets/…css"], … }`. The tap keeper (render/tapKeeper.ts) reads it too: a tap
 * kept on a control that names its chunk (`data-opens`) fetches that chunk's files as the entry starts.
 */
export const NEXT_FILES_ELEMENT_ID = 'next-files';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

function listedFiles(doc: Document): string[] {
  try {
    const chunks: unknown = JSON.parse(doc.getElementById(NEXT_FILES_ELEMENT_ID)?.textContent ?? '{}');
    if (typeof chunks !== 'object' || chunks === null) return [];
    const files = Object.values(chunks).flatMap((list: unknown) => (Array.isArray(list) ? list : []));
    return [...new Set(files.filter((file): file is string => typeof file === 'string'))];
  } catch {
    return [];
  }
}

/** How many of the listed files download at once: the rest wait their turn, so a shopper's call waits for no more. */
export const PREFETCHES_AT_ONCE = 2;

/**
 * Links the files the server listed as prefetches: the browser downloads them at its lowest priority into its cache
 * and runs nothing. It runs once the page has been touched and is idle (`whenTouchedAndIdle`): started at load, the
 * downloads slowed the first load on a phone's simulated link (Lighthouse's TBT on /shop 217 → 275 ms). A shopper who
 * asked the browser to save data, or on a 2G link, is spared the download.
 * They go PREFETCHES_AT_ONCE at a time, in the list's order, each started only while none of the shop's own calls
 * is in flight (`calls`): all at once, they took every connection the browser keeps to the shop and shared the link
 * for seconds with the search or the order the shopper asked for meanwhile. A browser that ignores prefetch links
 * (it never says when one has loaded) is given them all at once.
 */
export function prefetchListed(win: Window, calls: CallsInFlight = shopCalls) {
  const doc = win.document;
  const files = listedFiles(doc);
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  if (!files.length || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;

  const loaded = new Set(
    [...doc.querySelectorAll('script[src], link[href]')].map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
  );
  const waiting = files.filter((href) => !loaded.has(href));
  const prefetch = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.appendChild(link);
    return link;
  };
  if (!doc.createElement('link').relList.supports('prefetch')) {
    waiting.forEach(prefetch);
    return;
  }
  const next = () => {
    const href = waiting.shift();
    if (href === undefined) return;
    calls.whenNone(() => {
      const link = prefetch(href);
      link.addEventListener('load', next, { once: true });
      link.addEventListener('error', next, { once: true });
    });
  };
  for (let started = 0; started < PREFETCHES_AT_ONCE; started += 1) next();
}
