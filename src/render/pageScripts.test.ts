/** @jest-environment jsdom */
import { DEFAULT_CONFIG } from '../app/config';
import { inlineConfig, linkPageStyles, listNextFiles, PAINT_WAIT_MS, runScriptsAfterFirstPaint } from './pageScripts';

// The shape html-webpack-plugin writes in a production build: attribute values unquoted where it can.
const template =
  '<!doctype html><html><head><title>Metal Merch</title><script defer src=/config.js></script><script defer src=/assets/main.1a2b3c4d.js></script>' +
  '<link href=/assets/main.5e6f7a8b.css rel=stylesheet></head><body><div id=root></div></body></html>';
const pageFiles = ['/assets/663.aa.js', '/assets/details.bb.js', '/assets/details.cc.css'];

/** The inline script just before </body>. */
const LOADER = /<script>((?:(?!<\/script>).)+)<\/script><\/body>/;

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/**
 * Runs the page's inline loader in a document whose first frame and paint report the test makes by hand.
 * `paintTiming: false` is a browser without paint timing.
 */
function runLoader(
  html: string,
  { visibility = 'visible', paintTiming = true }: { visibility?: DocumentVisibilityState; paintTiming?: boolean } = {},
) {
  const loader = LOADER.exec(html)![1];
  const frames: FrameRequestCallback[] = [];
  const observers: PaintCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  document.body.innerHTML = '';
  new Function(loader)();
  const added = () => [...document.body.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
  const report = (name: string) =>
    observers.forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
  return { added, frame: () => frames.forEach((frame) => frame(0)), report };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe('linkPageStyles', () => {
  it('links the page chunk’s style sheets in the head, and none of its scripts', () => {
    const html = linkPageStyles(template, pageFiles);
    expect(html).toContain('<link rel="stylesheet" href="/assets/details.cc.css"></head>');
    expect(html).not.toContain('details.bb.js');
  });
});

describe('inlineConfig', () => {
  it('sets the configuration inline, in place of the /config.js request', () => {
    const html = inlineConfig(template, { ...DEFAULT_CONFIG, apiKey: 'k</script><script>alert(1)</script>' });
    expect(html).not.toContain('/config.js');
    const inline = /<script>window\.SHOP_CONFIG=(.*?)<\/script>/.exec(html)!;
    expect(inline[1]).not.toContain('<');
    expect(JSON.parse(inline[1]).apiKey).toBe('k</script><script>alert(1)</script>');
    expect(html.indexOf('window.SHOP_CONFIG')).toBeLessThan(html.indexOf('/assets/main.1a2b3c4d.js'));
  });
});

describe('runScriptsAfterFirstPaint', () => {
  const page = runScriptsAfterFirstPaint(inlineConfig(template, DEFAULT_CONFIG), pageFiles);
  const inOrder = [
    ['/assets/663.aa.js', false],
    ['/assets/details.bb.js', false],
    ['/assets/main.1a2b3c4d.js', false],
  ];

  it('preloads the entry at low priority and leaves the page chunk to the loader, so nothing runs before it', () => {
    expect(page).not.toContain('<script defer');
    expect(page.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/assets/main.1a2b3c4d.js" fetchpriority="low">',
    ]);
    expect(page).toMatch(LOADER);
  });

  it('starts the page chunk, then the entry, one after another, once the first contentful paint is reported', async () => {
    const { added, frame, report } = runLoader(page);
    frame();
    report('first-paint');
    await nextTask();
    expect(added()).toEqual([]);
    report('first-contentful-paint');
    await nextTask();
    expect(added()).toEqual(inOrder);
    report('first-contentful-paint');
    await nextTask();
    expect(added()).toHaveLength(3);
  });

  it('starts them after the first frame where the browser has no paint timing', async () => {
    const { added, frame } = runLoader(page, { paintTiming: false });
    expect(added()).toEqual([]);
    frame();
    await nextTask();
    expect(added()).toEqual(inOrder);
  });

  it('starts them at once in a background tab, which paints nothing', () => {
    const { added } = runLoader(page, { visibility: 'hidden' });
    expect(added()).toEqual(inOrder);
  });

  it('starts them when the tab is hidden before its paint, or after PAINT_WAIT_MS when no paint is reported', () => {
    jest.useFakeTimers();
    const hidden = runLoader(page);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hidden.added()).toEqual(inOrder);

    const unreported = runLoader(page);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(unreported.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(unreported.added()).toEqual(inOrder);
  });

  it('leaves a page without deferred scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(runScriptsAfterFirstPaint(plain, [])).toBe(plain);
  });
});

describe('listNextFiles', () => {
  const chunkFiles = {
    details: pageFiles,
    cart: ['/assets/663.aa.js', '/assets/cart.dd.js', '/assets/cart.ee.css'],
    checkout: ['/assets/checkout.ff.js'],
    news: ['/assets/news.00.js'],
    'messages-bn-checkout': ['/assets/12.bb.js'],
    'messages-en-checkout': ['/assets/13.cc.js'],
  };
  const listed = (html: string) =>
    JSON.parse(/<script id="next-files" type="application\/json">(.*?)<\/script><\/body>/.exec(html)![1]) as Record<string, string[]>;

  it('lists the buying path’s files the page does not load, by chunk, and no page off that path', () => {
    expect(listed(listNextFiles(template, chunkFiles, pageFiles))).toEqual({
      cart: ['/assets/cart.dd.js', '/assets/cart.ee.css'],
      checkout: ['/assets/checkout.ff.js'],
    });
  });

  it('lists the words the buying path’s pages need in the page’s language with them', () => {
    expect(listed(listNextFiles(template, chunkFiles, pageFiles, ['messages-bn-checkout']))).toEqual({
      cart: ['/assets/cart.dd.js', '/assets/cart.ee.css'],
      checkout: ['/assets/checkout.ff.js'],
      'messages-bn-checkout': ['/assets/12.bb.js'],
    });
  });

  it('lists nothing when the build wrote no chunk list', () => {
    expect(listNextFiles(template, {}, [])).toBe(template);
  });
});
