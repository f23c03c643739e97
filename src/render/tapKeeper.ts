// Taps between a server-rendered page's first paint and its hydration: the page looks ready, but no script answers
// yet (on a slow phone for seconds). A small inline script keeps them, marks each control pressed, and the app replays
// them in order once it has hydrated, so a size tapped early is the size that goes in the cart.

import type { KeptTap, TapWindow } from '../app/tapReplay';

/**
 * Runs in the page before the app: it is inlined with toString, so it refers to nothing outside itself. A kept tap's
 * control carries data-tap-pending, styled as pressed (styles/app.css), until it is replayed. Links are
 * left to the browser, which follows them without scripts; text fields too. A second tap on the same control in a row
 * is one tap (a double tap must not add twice).
 */
export function keepTaps(win: TapWindow): void {
  const doc = win.document;
  const controls = 'button, [role="button"], input[type="radio"], input[type="checkbox"], label';
  const kept: KeptTap[] = [];
  const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (let at: Element | null = element; at && at.id !== 'root'; at = at.parentElement) {
      steps.unshift(`:nth-child(${Array.prototype.indexOf.call(at.parentElement?.children ?? [], at) + 1})`);
    }
    return ['#root', ...steps].join(' > ');
  };
  const keep = (event: Event) => {
    const target = event.target as Element | null;
    const control = target?.closest?.(controls);
    if (!control || control.closest('a[href]') || !control.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (kept[kept.length - 1]?.control === control) return;
    control.setAttribute('data-tap-pending', '');
    kept.push({ control, path: pathOf(control), name: nameOf(control) });
  };
  doc.addEventListener('click', keep, true);
  win.shopTaps = {
    take() {
      doc.removeEventListener('click', keep, true);
      for (const tap of kept) tap.control.removeAttribute('data-tap-pending');
      return kept.splice(0);
    },
  };
}

/** The inline script that keeps taps, in the head, so it is in place before anything is painted. */
export function keepTapsUntilHydrated(template: string, nonce: string): string {
  return template.replace('</head>', () => `<script nonce="${nonce}">(${keepTaps.toString()})(window)</script></head>`);
}
