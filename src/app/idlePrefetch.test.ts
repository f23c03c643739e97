/** @jest-environment jsdom */
import { execSync } from 'node:child_process';
import { act } from 'react';
import fc from 'fast-check';
import { callsInFlight } from './callsInFlight';
import { BUYING_PATH_CHUNKS, NEXT_FILES_ELEMENT_ID, PREFETCHES_AT_ONCE, prefetchListed } from './idlePrefetch';

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

describe('in a browser that prefetches', () => {
  const files = ['/assets/1.js', '/assets/2.js', '/assets/3.css', '/assets/4.js', '/assets/5.js'];
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
  const finish = (link: HTMLLinkElement, how: 'load' | 'error' = 'load') => link.dispatchEvent(new Event(how));

  beforeEach(() => {
    jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    page({ cart: files });
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches two files at a time, in the list’s order, the next as one loads or fails', () => {
    prefetchListed(window, callsInFlight());
    expect(prefetched()).toEqual(files.slice(0, PREFETCHES_AT_ONCE));
    finish(links()[1], 'error');
    expect(prefetched()).toEqual(files.slice(0, 3));
    finish(links()[0]);
    finish(links()[2]);
    expect(prefetched()).toEqual(files);
    links()
      .slice(3)
      .forEach((link) => finish(link));
    expect(prefetched()).toEqual(files);
  });

  it('starts no file while one of the shop’s calls is in flight, and goes on once it has settled, answered or failed', async () => {
    const calls = callsInFlight();
    let answer!: () => void;
    let fail!: () => void;
    calls.track(new Promise<void>((resolve) => (answer = resolve)));
    prefetchListed(window, calls);
    expect(prefetched()).toEqual([]);
    await act(answer);
    expect(prefetched()).toEqual(files.slice(0, 2));
    calls.track(new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('offline')))));
    finish(links()[0]);
    expect(prefetched()).toEqual(files.slice(0, 2));
    await act(fail);
    expect(prefetched()).toEqual(files.slice(0, 3));
  });

  it('whatever the order of loads and calls, never more than two at once, none started during a call, each once', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('finish' as const), which: fc.nat(), how: fc.constantFrom('load' as const, 'error' as const) }),
      fc.record({ kind: fc.constant('call' as const) }),
      fc.record({ kind: fc.constant('settle' as const), which: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        page({ cart: files });
        const calls = callsInFlight();
        const open: (() => void)[] = [];
        const done = new Set<HTMLLinkElement>();
        const startedDuringCall: string[] = [];
        jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
          if (open.length) startedDuringCall.push((node as HTMLLinkElement).href);
          return Node.prototype.appendChild.call(document.head, node);
        });
        const outstanding = () => links().filter((link) => !done.has(link));
        const settleOne = async (which: number) => {
          const [settle] = open.splice(which % open.length, 1);
          await act(settle);
        };
        prefetchListed(window, calls);
        for (const each of steps) {
          if (each.kind === 'call') calls.track(new Promise<void>((resolve) => open.push(resolve)));
          else if (each.kind === 'settle' && open.length) await settleOne(each.which);
          else if (each.kind === 'finish' && outstanding().length) {
            const link = outstanding()[each.which % outstanding().length];
            done.add(link);
            finish(link, each.how);
          }
          await act(() => Promise.resolve());
          expect(outstanding().length).toBeLessThanOrEqual(PREFETCHES_AT_ONCE);
        }
        while (open.length) await settleOne(0);
        while (outstanding().length) {
          const [link] = outstanding();
          done.add(link);
          finish(link);
        }
        await act(() => Promise.resolve());
        jest.mocked(document.head.appendChild).mockRestore();
        expect(startedDuringCall).toEqual([]);
        expect(prefetched()).toEqual(files);
      }),
      { numRuns: 60 },
    );
  });
});
