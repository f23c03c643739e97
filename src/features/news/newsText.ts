import { domWindow } from './domWindow';
import { sanitizeNewsHtml } from './sanitizeNewsHtml';

/** An article's readable text without markup (a script's source is not text), e.g. for a page's meta description. */
export function newsText(html: string | null | undefined): string {
  const parsed = new (domWindow().DOMParser)().parseFromString(sanitizeNewsHtml(html), 'text/html');
  return parsed.body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
