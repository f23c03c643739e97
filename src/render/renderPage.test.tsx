/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../app/config';
import { renderPage } from './index';

const TEMPLATE =
  '<!doctype html><html><head><title>Metal Merch</title><script defer src="/config.js"></script><script defer src="/assets/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const BOUND_MS = 500;

/** An API host that answers every call with `answer` after `delayMs`. */
async function apiHost(delayMs: number, status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"boom"}'), delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** An API host nothing listens on. */
const NO_API = 'http://127.0.0.1:9';

async function render(path: string, api: string) {
  const started = Date.now();
  const page = await renderPage({
    url: `http://localhost${path}`,
    template: TEMPLATE,
    chunkFiles: {},
    config: readConfig({}),
    apiBaseUrl: api,
    timeoutMs: BOUND_MS,
    siteOrigin: 'https://shop.example',
  });
  return { ...page, tookMs: Date.now() - started };
}

describe('a server render when the API host is slow or failing', () => {
  let slow: { url: string; server: Server };
  let failing: { url: string; server: Server };
  beforeAll(async () => {
    slow = await apiHost(10_000, 200);
    failing = await apiHost(0, 500);
    // The first render of a page compiles its modules (here, through jest's transform); a running server has them.
    for (const path of ['/shop', '/details?id=abc', '/']) await render(path, failing.url);
    // Compiling takes seconds on a busy machine; the renders under test are timed on their own.
  }, 30_000);
  afterAll(() => {
    slow.server.closeAllConnections();
    slow.server.close();
    failing.server.close();
  });

  it.each(['/shop', '/details?id=abc', '/'])(
    '%s from a slow host is the page with its skeletons, sent within the bound, for the browser to load',
    async (path) => {
      const page = await render(path, slow.url);
      expect(page.status).toBe(200);
      // The bound, and the little a render of skeletons takes (generous for a busy machine, yet below a second bound and far below the host’s 10 s).
      expect(page.tookMs).toBeLessThan(BOUND_MS + 400);
      expect(page.html).toContain('<main');
      expect(page.html).toContain('aria-busy');
      const state = JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/.exec(page.html)![1]);
      // Nothing half-loaded: the browser starts the page's loads itself.
      expect(JSON.stringify(state)).not.toContain('"status":"loading"');
    },
  );

  it.each(['/shop', '/details?id=abc'])(
    '%s from a failing host is the shop’s page, never an error page, and never the server’s own words',
    async (path) => {
      const page = await render(path, failing.url);
      expect(page.status).toBe(200);
      const shown = page.html.slice(page.html.indexOf('<div id="root">'), page.html.indexOf('<script id="shop-state"'));
      expect(shown).toContain('<main');
      // The server's reason travels in the state, for QA's log; the page shows the shop's own words.
      expect(shown).not.toContain('boom');
    },
  );
});

describe('an address no page reads', () => {
  it.each(['/%E2%80%A8', '/shop%E2%80%A8', '/no-such-page'])(
    '%s is a 404 page without a canonical address, never a renderer error',
    async (path) => {
      const page = await render(path, NO_API);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain('rel="canonical"');
    },
  );
});

describe('a page in Bengali', () => {
  const renderAt = (path: string, chunkFiles: Record<string, string[]> = {}) =>
    renderPage({
      url: `http://localhost${path}`,
      template: TEMPLATE.replace('<html>', '<html lang="en">'),
      chunkFiles,
      config: readConfig({}),
      apiBaseUrl: NO_API,
      timeoutMs: BOUND_MS,
      siteOrigin: 'https://shop.example',
    });

  it('is rendered in Bengali under /bn/, names itself in both languages, and carries only the Bengali messages', async () => {
    const page = await renderAt('/bn/order/track', {
      'messages-bn': ['/assets/messages-bn.1.js'],
      'messages-en': ['/assets/messages-en.1.js'],
      'messages-bn-orders': ['/assets/21.1.js'],
      'messages-bn-checkout': ['/assets/22.1.js'],
      'messages-bn-account': ['/assets/23.1.js'],
      'messages-bn-info': ['/assets/24.1.js'],
      'messages-en-orders': ['/assets/31.1.js'],
      sagas: ['/assets/sagas.1.js', '/assets/shared.1.js'],
      persistence: ['/assets/persistence.1.js', '/assets/shared.1.js'],
      'order-track': ['/assets/shared.1.js', '/assets/order-track.1.js'],
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="bn"');
    expect(page.html).toContain('<title>আপনার অর্ডার ট্র্যাক করুন | Metal Merch</title>');
    expect(page.html).toContain('messages-bn.1.js');
    expect(page.html).not.toContain('messages-en.1.js');
    // The page's chunk starts with the entry, after the messages, each file once; the sagas and the stored cart's
    // chunk (a page not drawn from the cart) wait for the entry.
    const started = /(\[[^\]]*\])\.forEach/.exec(page.html)![1];
    // The order's words (its area of the catalogue, and the checkout's and account's it shows too) come with the core.
    expect(JSON.parse(started)).toEqual([
      '/assets/messages-bn.1.js',
      '/assets/21.1.js',
      '/assets/22.1.js',
      '/assets/23.1.js',
      '/assets/shared.1.js',
      '/assets/order-track.1.js',
      '/assets/main.1a2b3c4d.js',
    ]);
    const state = JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/.exec(page.html)![1]);
    expect(state.ui.language).toBe('bn');
    expect(page.html).toContain('<div id="root" data-messages="account checkout orders">');
    // The shell's own words are Bengali: no English of it is left.
    expect(page.html).toContain('মূল অংশে যান');
    expect(page.html).not.toContain('Skip to content');
  });

  it('starts the stored cart’s chunk with a page drawn from the cart, and not with another', async () => {
    const files = {
      'messages-en': ['/assets/messages-en.1.js'],
      persistence: ['/assets/persistence.1.js', '/assets/shared.1.js'],
      cart: ['/assets/cart.1.js'],
    };
    const started = async (path: string) => JSON.parse(/(\[[^\]]*\])\.forEach/.exec((await renderAt(path, files)).html)![1]) as string[];
    expect(await started('/cart')).toEqual([
      '/assets/messages-en.1.js',
      '/assets/persistence.1.js',
      '/assets/shared.1.js',
      '/assets/cart.1.js',
      '/assets/main.1a2b3c4d.js',
    ]);
    expect(await started('/outlet')).not.toContain('/assets/persistence.1.js');
  });

  it('starts no area of the messages on a page whose words are all in the core, and lists the checkout’s for later', async () => {
    const page = await renderAt('/outlet', {
      'messages-en': ['/assets/messages-en.1.js'],
      'messages-en-checkout': ['/assets/40.1.js'],
      checkout: ['/assets/checkout.1.js'],
    });
    expect(page.html).toContain('<div id="root"><');
    const started = JSON.parse(/(\[[^\]]*\])\.forEach/.exec(page.html)![1]);
    expect(started).toEqual(['/assets/messages-en.1.js', '/assets/main.1a2b3c4d.js']);
    const next = JSON.parse(/<script id="next-files" type="application\/json">(.*?)<\/script>/.exec(page.html)![1]);
    expect(next).toEqual({ checkout: ['/assets/checkout.1.js'], 'messages-en-checkout': ['/assets/40.1.js'] });
  });

  it('has alternates both ways and its own canonical address', async () => {
    const bengali = await renderAt('/bn/outlet');
    expect(bengali.html).toContain('<link rel="canonical" href="https://shop.example/bn/outlet" />');
    expect(bengali.html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/outlet" />');
    expect(bengali.html).toContain('<link rel="alternate" hreflang="bn" href="https://shop.example/bn/outlet" />');
    const english = await renderAt('/outlet');
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain('<link rel="alternate" hreflang="bn" href="https://shop.example/bn/outlet" />');
    expect(english.html).toContain('<link rel="canonical" href="https://shop.example/outlet" />');
  });

  it('a Bengali page preloads the font files its device has no copy of; an English page none', async () => {
    const fonts = {
      'fonts-bn': ['/assets/noto-sans-bengali-bengali-400-normal.1.woff2', '/assets/noto-sans-bengali-bengali-700-normal.2.woff2'],
    };
    const bengali = (await renderAt('/bn/outlet', fonts)).html;
    expect(bengali).not.toContain('as="font"');
    // Before the style sheets, which an inline script would wait for.
    expect(bengali).toMatch(/<head><script>\(function preloadMissingFaces\(/);
    expect(bengali).toContain(
      '["/assets/noto-sans-bengali-bengali-400-normal.1.woff2","local(\'Noto Sans Bengali\'), local(\'NotoSansBengali-Regular\')"]',
    );
    expect(bengali).toContain("\"local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold')\"");
    expect((await renderAt('/outlet', fonts)).html).not.toContain('noto-sans-bengali');
    // The names the page asks the device for are those the style sheet's faces try first.
    const faces = [...readFileSync(join(__dirname, '..', 'styles', 'app.css'), 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map(([, face]) => face)
      .filter((face) => face.includes("'Noto Sans Bengali'"));
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const [, local] = /src:\s*(local\('[^']+'\),\s*local\('[^']+'\)),\s*url\(/.exec(face)!;
      expect(bengali).toContain(JSON.stringify(local.replace(/,\s*/, ', ')));
    }
  });

  it('an unknown address under /bn/ is a Bengali 404', async () => {
    const page = await renderAt('/bn/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="bn"');
  });
});

describe("a payment's result page", () => {
  it.each(['/payments/success', '/payments/cancel', '/bn/payments/failure'])(
    '%s is kept by no cache, and its token appears nowhere in it, not in its language switch',
    async (path) => {
      const page = await render(`${path}?invoiceId=INV-7KQ2XMH4TB&token=d3adb33fcafe0042&from=gw`, NO_API);
      expect(page.private).toBe(true);
      expect(page.html).not.toContain('d3adb33fcafe0042');
      const other = path.startsWith('/bn/') ? 'en' : 'bn';
      // The switch names the page as the shop's routes read it, without its language.
      const next = encodeURIComponent(`${path.replace(/^\/bn/, '')}?invoiceId=INV-7KQ2XMH4TB&from=gw`);
      expect(page.html).toContain(`href="/language/${other}?next=${next}"`);
    },
  );
});
