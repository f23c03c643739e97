// The app's side of the taps kept before hydration (src/render/tapKeeper.ts): once the page has hydrated, each kept
// tap is clicked again, in order, each after React has rendered the one before.

/** What the page's inline script leaves on the window. */
export interface KeptTaps {
  /** Stops keeping taps and hands over those kept, in order. */
  take(): KeptTap[];
}

export interface KeptTap {
  control: Element;
  /** Where the control was, from #root, to find it again should hydration have replaced it. */
  path: string;
  /** Its name then: a control found again by its path is replayed only if it still has that name. */
  name: string;
}

export type TapWindow = Window & { shopTaps?: KeptTaps };

const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();

/** The control a tap was kept on: the same element, or the one hydration put in its place, never another control. */
function controlOf(doc: Document, tap: KeptTap): Element | null {
  if (tap.control.isConnected) return tap.control;
  const found = doc.querySelector(tap.path);
  return found && nameOf(found) === tap.name ? found : null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function replayKeptTaps(win: TapWindow): Promise<void> {
  for (const tap of win.shopTaps?.take() ?? []) {
    const control = controlOf(win.document, tap);
    if (control instanceof HTMLElement) control.click();
    // React renders a click's state change in a microtask: the next tap sees it.
    await nextTask();
  }
}
