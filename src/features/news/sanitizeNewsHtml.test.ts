/** @jest-environment jsdom */
import { sanitizeNewsHtml } from './sanitizeNewsHtml';

/** Parses the sanitised HTML, so the checks look at what a browser would build from it. */
const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNewsHtml(html);
  return host;
};

const eventHandlers = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => `${el.tagName}[${a.name}]`),
  );

// A browser skips control characters and spaces in a URL's scheme, so they are dropped before it is read.
// eslint-disable-next-line no-control-regex
const SKIPPED_IN_SCHEME = /[\u0000-\u0020]/g;

const scriptUrls = (root: Element) =>
  [...root.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href], [data]')].flatMap((el) =>
    ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']
      .map((name) => el.getAttribute(name))
      .filter(
        (value): value is string =>
          value !== null && /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(SKIPPED_IN_SCHEME, '')),
      ),
  );

describe('sanitizeNewsHtml', () => {
  it.each([
    ['script tag', '<p>Hi</p><script>alert(1)</script>'],
    ['script with a data: source', '<script src="data:text/javascript,alert(1)"></script>'],
    ['img onerror', '<img src="x" onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="4"></circle></svg>'],
    ['svg with a script inside', '<svg><script>alert(1)</script></svg>'],
    ['body onload', '<body onload="alert(1)">x</body>'],
    ['javascript: link', '<a href="javascript:alert(1)">click</a>'],
    ['JavaScript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">click</a>'],
    ['javascript: link obfuscated with a tab entity', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    [
      'javascript: link obfuscated with decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
    ],
    ['data: URL with an HTML page', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object and embed', '<object data="javascript:alert(1)"></object><embed src="data:text/html,<script>alert(1)</script>">'],
    ['style expression', '<p style="width: expression(alert(1))">x</p><style>p { background: url("javascript:alert(1)") }</style>'],
    ['form action', '<form action="javascript:alert(1)"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
    ['math with an xlink', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
    ['mutation through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ])('%s: nothing left that can run', (_name, payload) => {
    const root = parse(payload);
    expect(root.querySelectorAll('script, iframe, object, embed, style, form, input, button, meta, svg, math')).toHaveLength(0);
    expect(eventHandlers(root)).toEqual([]);
    expect(scriptUrls(root)).toEqual([]);
    expect(root.innerHTML).not.toMatch(/expression\(|javascript:/i);
  });

  it('keeps the article itself: paragraphs, headings, lists, emphasis, images and links', () => {
    const root = parse(
      '<h3>Tour</h3><p>Loud <em>and</em> <strong>proud</strong></p><ul><li>Dhaka</li></ul><img src="/images/news/a.svg" alt="Stage"><a href="https://example.com/gig">Tickets</a>',
    );
    expect(root.querySelector('h2')).toHaveTextContent('Tour');
    expect(root.querySelector('em')).toHaveTextContent('and');
    expect(root.querySelector('li')).toHaveTextContent('Dhaka');
    expect(root.querySelector('img')).toHaveAttribute('src', '/images/news/a.svg');
    expect(root.querySelector('a')).toHaveAttribute('href', 'https://example.com/gig');
  });

  it('opens every link in a new tab without giving it the opener', () => {
    const root = parse('<a href="https://example.com" target="_self" rel="opener">A</a><a href="/shop">B</a><a name="anchor">C</a>');
    const [a, b, c] = root.querySelectorAll('a');
    for (const link of [a, b]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(c).not.toHaveAttribute('target');
  });

  it('gives an empty string for missing content', () => {
    expect(sanitizeNewsHtml(undefined)).toBe('');
    expect(sanitizeNewsHtml('')).toBe('');
  });
});

describe('sanitizeNewsHtml headings', () => {
  it('nests the article’s headings under the page title without skipping a level, keeping their attributes and text', () => {
    const host = parse('<h3 id="tour">Tour <em>dates</em></h3><p>x</p><h5>Dhaka</h5><h3>Tickets</h3>');
    expect([...host.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => [h.tagName, h.id, h.textContent])).toEqual([
      ['H2', 'tour', 'Tour dates'],
      ['H3', '', 'Dhaka'],
      ['H2', '', 'Tickets'],
    ]);
    expect(host.querySelector('h2 em')?.textContent).toBe('dates');
  });

  it('leaves an article that already starts at h2 as it is', () => {
    expect(sanitizeNewsHtml('<h2>Setlist</h2><h3>Encore</h3>')).toBe('<h2>Setlist</h2><h3>Encore</h3>');
  });
});
