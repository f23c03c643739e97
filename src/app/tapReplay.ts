// The app's side of the taps kept before hydration (src/render/tapKeeper.ts): once the app has rendered, each kept tap
// is clicked again, in order, when its control has hydrated, each after React has rendered the one before.

export interface KeptTap {
  control: Element;
  /** Where the control was, from #root, to find it again should hydration have replaced it. */
  path: string;
  /** Its name then: a control found again by its path is replayed only if it still has that name. */
  name: string;
}

/** What the page's inline script leaves on the window: hands the taps kept so far, and those kept later, to `replay`. */
export interface KeptTaps {
  handTo(replay: (tap: KeptTap) => void): void;
  /** The app's scripts are in: fetches the files of the parts that kept taps open, and of those kept from now on. */
  fetchOpened(): void;
  /** Set while a kept tap is clicked again, so the script lets that click through. */
  replaying: boolean;
}

export type TapWindow = Window & typeof globalThis & { shopTaps?: KeptTaps };

const PENDING = 'data-tap-pending';
/** How long a kept tap waits for its control to be hydrated before it is given up. */
export const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 50;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();

/**
 * Whether React has hydrated this element, so a click reaches its handler. A part in a Suspense boundary of its own
 * (the routed page, HydrateLater) hydrates after the app's first commit. React marks the elements it hydrated with
 * their props (the browser tests wait for the same sign); there is no public way to ask.
 */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** The control a tap was kept on: the same element, or the one hydration put in its place, never another control. */
function controlOf(doc: Document, tap: KeptTap): Element | null {
  if (tap.control.isConnected) return tap.control;
  const found = doc.querySelector(tap.path);
  return found && nameOf(found) === tap.name ? found : null;
}

async function replay(win: TapWindow, tap: KeptTap) {
  let control = controlOf(win.document, tap);
  // Looked for again while waiting: a part React could not hydrate is drawn again by the script, with new controls.
  for (let waited = 0; control && !isHydrated(control) && waited < HYDRATION_WAIT_MS; waited += POLL_MS) {
    await wait(POLL_MS);
    control = controlOf(win.document, tap);
  }
  tap.control.removeAttribute(PENDING);
  control?.removeAttribute(PENDING);
  // An unhydrated control's click would reach no handler.
  if (control instanceof win.HTMLElement && isHydrated(control) && win.shopTaps) {
    win.shopTaps.replaying = true;
    // A press, then the click, as a finger gives them: some controls answer the press.
    for (const type of ['mousedown', 'mouseup'])
      control.dispatchEvent(new win.MouseEvent(type, { bubbles: true, cancelable: true, view: win }));
    control.click();
    win.shopTaps.replaying = false;
  }
  // React renders a click's state change in a microtask: the next tap sees it.
  await wait(0);
}

/**
 * Replays every tap the page kept, now and later, one after another. `hydrateFirst` asks React to hydrate the part of
 * the page a kept tap is in before the parts no one tapped: the keeper stops the tap, so React does not see it.
 */
export function replayKeptTaps(win: TapWindow, hydrateFirst?: (target: Element) => void): void {
  let queue = Promise.resolve();
  win.shopTaps?.handTo((tap) => {
    if (!isHydrated(tap.control)) hydrateFirst?.(tap.control);
    queue = queue.then(() => replay(win, tap));
  });
}
