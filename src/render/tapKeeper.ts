// Taps between a server-rendered page's first paint and its hydration: the page looks ready, but no script answers
// yet (on a slow phone for seconds). A small inline script keeps them, marks each control pressed, and the app replays
// them in order once their part of the page has hydrated (src/app/tapReplay.ts), so a size tapped early is the size
// that goes in the cart.
import type { KeptTap, TapWindow } from '../app/tapReplay';

/**
 * Runs in the page before the app: it is inlined with toString, so it refers to nothing outside itself (the two
 * one-line rules it shares with tapReplay.ts are written out again). It keeps a tap on a control React has not
 * hydrated yet, and any tap while kept ones wait; the control carries data-tap-pending, styled as pressed
 * (styles/app.css), until it is replayed.
 * Links are left to the browser, which follows them without scripts; text fields and selects too (a native picker
 * works before any script; the select hands its choice on at hydration). A second tap on the same control in a row is
 * one tap (a double tap must not add twice), unless the control counts taps (data-tap-repeats: a stepper's plus).
 * A control that opens a part of its own (`data-opens="filters"`, names of chunks in the page's next-files list,
 * app/idlePrefetch.ts) has that part's files fetched once the app's scripts are in (`fetchOpened`, which the entry
 * calls as it starts), or at once when kept later: they come while the phone hydrates, its link otherwise idle, and
 * the part shows as its tap is replayed. Fetched as the tap is kept, they shared the link with the entry and delayed
 * hydration by more than they saved.
 */
export function keepTaps(win: TapWindow): void {
  const doc = win.document;
  const controls = 'button, [role="button"], input[type="radio"], input[type="checkbox"], label';
  const waiting: KeptTap[] = [];
  let replay: ((tap: KeptTap) => void) | undefined;
  let last: Element | undefined;
  const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
  const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  let scriptsIn = false;
  const fetched = new Set<string>();
  const fetchWhatItOpens = (control: Element) => {
    const names = control.getAttribute('data-opens')?.split(' ') ?? [];
    let listed: Record<string, unknown> = {};
    try {
      listed = JSON.parse(doc.getElementById('next-files')?.textContent ?? '{}') ?? {};
    } catch {
      // No list: the part's files come when the app asks for them.
    }
    const files = names.flatMap((name) => (Array.isArray(listed[name]) ? (listed[name] as unknown[]) : []));
    for (const file of files.filter((file): file is string => typeof file === 'string')) {
      if (fetched.has(file)) continue;
      fetched.add(file);
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', file.endsWith('.css') ? 'style' : 'script');
      link.href = file;
      doc.head.appendChild(link);
    }
  };
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (let at: Element | null = element; at && at.id !== 'root'; at = at.parentElement) {
      steps.unshift(`:nth-child(${Array.prototype.indexOf.call(at.parentElement?.children ?? [], at) + 1})`);
    }
    return ['#root', ...steps].join(' > ');
  };
  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.(controls);
      if (!control || control.closest('a[href]') || !control.closest('#root') || win.shopTaps?.replaying) return;
      // Once hydrated, a control's tap is the app's, unless taps kept earlier still wait: it must not overtake them.
      if (isHydrated(control) && !doc.querySelector('[data-tap-pending]')) return;
      event.preventDefault();
      event.stopPropagation();
      if (control === last && control.hasAttribute('data-tap-pending') && !control.hasAttribute('data-tap-repeats')) return;
      last = control;
      control.setAttribute('data-tap-pending', '');
      if (scriptsIn) fetchWhatItOpens(control);
      const tap = { control, path: pathOf(control), name: nameOf(control) };
      if (replay) replay(tap);
      else waiting.push(tap);
    },
    true,
  );
  win.shopTaps = {
    replaying: false,
    handTo(next) {
      replay = next;
      waiting.splice(0).forEach(next);
    },
    fetchOpened() {
      scriptsIn = true;
      doc.querySelectorAll('[data-tap-pending][data-opens]').forEach(fetchWhatItOpens);
    },
  };
}

/** The inline script that keeps taps, in the head, so it is in place before anything is painted. */
export function keepTapsUntilHydrated(template: string): string {
  return template.replace('</head>', () => `<script>(${keepTaps.toString()})(window)</script></head>`);
}
