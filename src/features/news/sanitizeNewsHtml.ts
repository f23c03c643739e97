import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
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

/** The server's article HTML made safe to render: no scripts, event handlers or script URLs; links open in a new tab. */
export function sanitizeNewsHtml(html: string | null | undefined): string {
  return html ? getPurifier().sanitize(html, CONFIG) : '';
}
