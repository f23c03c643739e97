/**
 * The chunks (by webpackChunkName) of the way to an order: its pages and the panels a tap opens on them. A first visit
 * fetches them once the shopper has touched the page and it is idle, so the rest of the way opens on a phone that has
 * lost its signal since.
 */
export const BUYING_PATH_CHUNKS = [
  'shop',
  // The shop's own sagas (its filters' reference data), which its route loads beside the page.
  'filtered-list',
  'details',
  'cart',
  'checkout',
  'cart-dropdown',
  'toasts',
  'mobile-menu',
  'filter-panel',
  'filter-modal',
  'antd-later',
];
/** The element where a server-rendered page lists the buying path's files it has not loaded. */
export const NEXT_FILES_ELEMENT_ID = 'next-files';
/** The longest the prefetch waits for an idle main thread once the page has loaded. */
export const IDLE_TIMEOUT_MS = 5000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

function listedFiles(doc: Document): string[] {
  try {
    const files: unknown = JSON.parse(doc.getElementById(NEXT_FILES_ELEMENT_ID)?.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** What a shopper does with a page they go on from: the prefetch waits for the first of these. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Once the page has loaded, the shopper has touched it (a tap, a key or a scroll) and the main thread is idle, links
 * the listed files as prefetches: the browser downloads them at its lowest priority into its cache and runs nothing.
 * Waiting for a touch keeps the downloads out of the first load: started at load, they slowed the first load on a
 * phone's simulated link (Lighthouse's TBT on /shop 217 → 275 ms). A shopper who asked the browser to save data, or
 * on a 2G link, is spared the download.
 */
export function prefetchWhenIdle(win: Window) {
  const doc = win.document;
  const files = listedFiles(doc);
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  if (!files.length || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;

  const prefetch = () => {
    const loaded = new Set(
      [...doc.querySelectorAll('script[src], link[href]')].map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
    );
    for (const href of files) {
      if (loaded.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  const whenIdle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(prefetch, 0);
  const afterTouch = () => {
    const touched = () => {
      for (const type of INTERACTIONS) win.removeEventListener(type, touched, true);
      whenIdle();
    };
    for (const type of INTERACTIONS) win.addEventListener(type, touched, { capture: true, passive: true });
  };
  if (doc.readyState === 'complete') afterTouch();
  else win.addEventListener('load', afterTouch, { once: true });
}
