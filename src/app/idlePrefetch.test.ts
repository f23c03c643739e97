import { IDLE_TIMEOUT_MS, NEXT_FILES_ELEMENT_ID, prefetchWhenIdle } from './idlePrefetch';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

/** A page whose server listed `files`, loaded or not, in a browser whose idle callbacks the test runs by hand. */
function page(files: unknown, { loaded = true, connection }: { loaded?: boolean; connection?: object } = {}) {
  document.head.innerHTML = '<script src="/assets/main.11.js"></script><link rel="stylesheet" href="/assets/details.22.css">';
  document.body.innerHTML = `<script id="${NEXT_FILES_ELEMENT_ID}" type="application/json">${typeof files === 'string' ? files : JSON.stringify(files)}</script>`;
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(loaded ? 'complete' : 'interactive');
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  const idle: { callback: IdleRequestCallback; timeout?: number }[] = [];
  window.requestIdleCallback = (callback, options) => idle.push({ callback, timeout: options?.timeout });
  const runIdle = () => idle.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  return { idle, runIdle };
}

afterEach(() => jest.restoreAllMocks());

const touch = (type = 'pointerdown') => window.dispatchEvent(new Event(type));

it('links the listed files as prefetches once the loaded page has been touched and is idle, skipping what the page already has', () => {
  const { idle, runIdle } = page(['/assets/cart.33.js', '/assets/details.22.css', '/assets/checkout.44.js']);
  prefetchWhenIdle(window);
  expect(idle).toHaveLength(0);
  touch();
  expect(prefetched()).toEqual([]);
  expect(idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
  runIdle();
  expect(prefetched()).toEqual(['/assets/cart.33.js', '/assets/checkout.44.js']);
});

it('waits for the page’s load event, then for a touch, and prefetches once however often the shopper touches it', () => {
  const { idle, runIdle } = page(['/assets/cart.33.js'], { loaded: false });
  prefetchWhenIdle(window);
  touch('keydown');
  expect(idle).toHaveLength(0);
  window.dispatchEvent(new Event('load'));
  touch('scroll');
  touch('pointerdown');
  expect(idle).toHaveLength(1);
  runIdle();
  expect(prefetched()).toEqual(['/assets/cart.33.js']);
});

it.each([
  ['a shopper who asked to save data', { saveData: true }],
  ['a 2G link', { effectiveType: '2g' }],
  ['a slow 2G link', { effectiveType: 'slow-2g' }],
])('fetches nothing for %s', (_name, connection) => {
  const { idle } = page(['/assets/cart.33.js'], { connection });
  prefetchWhenIdle(window);
  touch();
  expect(idle).toHaveLength(0);
});

it.each([
  ['no list', undefined],
  ['a list that is not JSON', '[/assets/cart.js'],
  ['a list of something else', '{"cart":"/assets/cart.js"}'],
])('does nothing with %s', (_name, files) => {
  const { idle } = page(files ?? '');
  if (files === undefined) document.body.innerHTML = '';
  prefetchWhenIdle(window);
  touch();
  expect(idle).toHaveLength(0);
});
