/** @jest-environment jsdom */
import { execSync } from 'node:child_process';
import { BUYING_PATH_CHUNKS, NEXT_FILES_ELEMENT_ID, prefetchListed } from './idlePrefetch';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

/** A page whose server listed `files`. */
function page(files: unknown, { connection }: { connection?: object } = {}) {
  document.head.innerHTML = '<script src="/assets/main.11.js"></script><link rel="stylesheet" href="/assets/details.22.css">';
  document.body.innerHTML = `<script id="${NEXT_FILES_ELEMENT_ID}" type="application/json">${typeof files === 'string' ? files : JSON.stringify(files)}</script>`;
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

it('links the listed files as prefetches, once each, skipping what the page already has', () => {
  page({
    cart: ['/assets/663.aa.js', '/assets/cart.33.js', '/assets/details.22.css'],
    checkout: ['/assets/663.aa.js', '/assets/checkout.44.js'],
  });
  prefetchListed(window);
  expect(prefetched()).toEqual(['/assets/663.aa.js', '/assets/cart.33.js', '/assets/checkout.44.js']);
});

it.each([
  ['a shopper who asked to save data', { saveData: true }],
  ['a 2G link', { effectiveType: '2g' }],
  ['a slow 2G link', { effectiveType: 'slow-2g' }],
])('fetches nothing for %s', (_name, connection) => {
  page({ cart: ['/assets/cart.33.js'] }, { connection });
  prefetchListed(window);
  expect(prefetched()).toEqual([]);
});

it.each([
  ['no list', undefined],
  ['a list that is not JSON', '{"cart":["/assets/cart.js"'],
  ['a list of something else', '{"cart":"/assets/cart.js","checkout":[1]}'],
  ['a list that is not by chunk', '["/assets/cart.js"]'],
  ['null', 'null'],
])('does nothing with %s', (_name, files) => {
  page(files ?? '');
  if (files === undefined) document.body.innerHTML = '';
  prefetchListed(window);
  expect(prefetched()).toEqual([]);
});

it('knows every chunk a control says it opens: a name it lacks would fetch nothing when the tap is kept', () => {
  const sources = execSync('grep -rhoE \'data-opens="[^"]*"\' src --include=*.tsx', { encoding: 'utf8' });
  const names = [...sources.matchAll(/data-opens="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !BUYING_PATH_CHUNKS.includes(name))).toEqual([]);
});
