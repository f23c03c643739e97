import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { nestedHeadingLevels } from '../../domain/headingLevels';
import { domWindow } from './domWindow';

/**
 * HTML profile only (no SVG or MathML). Also dropped beyond DOMPurify's defaults: style sheets and style
 * attributes (a page-covering overlay, old `expression()`), and forms and their fields (phishing inside an article).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | undefined;

/** A DOMPurify instance of our own, so its link hook never changes how anyone else's sanitising behaves. */
function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(domWindow());
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node instanceof domWindow().Element && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** The article's headings renamed to sit under the page's `<h1>`, the article title, with no level skipped. */
function nestHeadings(fragment: DocumentFragment) {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = nestedHeadingLevels(headings.map((heading) => Number(heading.tagName[1])));
  headings.forEach((heading, i) => {
    const renamed = heading.ownerDocument.createElement(`h${levels[i]}`);
    for (const attribute of heading.attributes) renamed.setAttribute(attribute.name, attribute.value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  });
}

/**
 * The server's article HTML made safe to render: no scripts, event handlers or script URLs; links open in a new tab;
 * headings nested under the page's title.
 */
export function sanitizeNewsHtml(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  nestHeadings(fragment);
  const host = domWindow().document.createElement('div');
  host.append(fragment);
  return host.innerHTML;
}
