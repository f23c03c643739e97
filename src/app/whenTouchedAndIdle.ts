/** The longest the wait for an idle main thread lasts once the page has loaded and been touched. */
export const IDLE_TIMEOUT_MS = 5000;

/** What a shopper does with a page they go on from. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Runs `work` once, after the page's load event, then the shopper's first touch of it (a tap, a key or a scroll), then
 * an idle main thread. It lives in the entry so that no touch is missed while the work's own code is still on its way.
 */
export function whenTouchedAndIdle(win: Window, work: () => void) {
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(work, 0));
  const afterTouch = () => {
    const touched = () => {
      for (const type of INTERACTIONS) win.removeEventListener(type, touched, true);
      whenIdle();
    };
    for (const type of INTERACTIONS) win.addEventListener(type, touched, { capture: true, passive: true });
  };
  if (win.document.readyState === 'complete') afterTouch();
  else win.addEventListener('load', afterTouch, { once: true });
}
