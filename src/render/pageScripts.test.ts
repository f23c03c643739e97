import { linkPageChunk, runScriptsAfterFirstPaint } from './pageScripts';

// The shape html-webpack-plugin writes in a production build: attribute values unquoted where it can.
const template =
  '<!doctype html><html><head><title>Metal Merch</title><script defer src=/config.js></script><script defer src=/assets/main.1a2b3c4d.js></script>' +
  '<link href=/assets/main.5e6f7a8b.css rel=stylesheet></head><body><div id=root></div></body></html>';

/** Runs the page's inline loader in a document whose first frame the test paints by hand. */
function runLoader(html: string, visibility: DocumentVisibilityState) {
  const loader = /<script nonce="[^"]*">(.*?)<\/script><\/body>/.exec(html)![1];
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  document.body.innerHTML = '';
  new Function(loader)();
  const added = () => [...document.body.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
  return { added, paint: () => frames.forEach((frame) => frame(0)) };
}

afterEach(() => jest.restoreAllMocks());

describe('linkPageChunk', () => {
  it('links the page chunk’s style sheets in the head and its scripts before the entry’s', () => {
    const html = linkPageChunk(template, ['/assets/663.aa.js', '/assets/details.bb.js', '/assets/details.cc.css']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/details.cc.css"></head>');
    expect(html.indexOf('/assets/details.bb.js')).toBeLessThan(html.indexOf('/config.js'));
    expect(html.indexOf('/assets/663.aa.js')).toBeLessThan(html.indexOf('/assets/details.bb.js'));
  });
});

describe('runScriptsAfterFirstPaint', () => {
  const page = runScriptsAfterFirstPaint(linkPageChunk(template, ['/assets/details.bb.js']), 'n0nce');

  it('turns every deferred script into a low-priority preload, so nothing runs before the inline loader', () => {
    expect(page).not.toContain('<script defer');
    expect(page.match(/<link rel="preload" as="script" href="[^"]+" fetchpriority="low">/g)).toEqual([
      '<link rel="preload" as="script" href="/assets/details.bb.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/config.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/assets/main.1a2b3c4d.js" fetchpriority="low">',
    ]);
    expect(page).toMatch(/<script nonce="n0nce">[^<]+<\/script><\/body>/);
  });

  it('starts the scripts in their order, one after another, only once the page has been painted', async () => {
    const { added, paint } = runLoader(page, 'visible');
    expect(added()).toEqual([]);
    paint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added()).toEqual([
      ['/assets/details.bb.js', false],
      ['/config.js', false],
      ['/assets/main.1a2b3c4d.js', false],
    ]);
  });

  it('starts them at once in a background tab, which paints nothing', () => {
    const { added } = runLoader(page, 'hidden');
    expect(added().map(([src]) => src)).toEqual(['/assets/details.bb.js', '/config.js', '/assets/main.1a2b3c4d.js']);
  });

  it('leaves a page without deferred scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(runScriptsAfterFirstPaint(plain, 'n0nce')).toBe(plain);
  });
});
