// The shop's scripts and styles that load on first use (a page, a panel, the toasts). On a phone that has lost its
// connection one of them can fail to load; the shop then keeps what is on screen, says "You seem to be offline",
// and loads it when the connection is back or the shopper taps Retry, instead of giving up with an error page.
import { lazy, type ComponentType } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();
const retries = new Set<() => void>();
let waiting = 0;

const notify = () => listeners.forEach((listener) => listener());

/** Whether some script or style sheet waits for the connection. */
export const chunksWaiting = () => waiting > 0;

export function subscribeToChunks(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tries every waiting load again now (the Retry tap). */
export function retryChunks(): void {
  const pending = [...retries];
  retries.clear();
  pending.forEach((retry) => retry());
}

function nextTry(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const retry = () => {
      win.removeEventListener('online', retry);
      retries.delete(retry);
      resolve();
    };
    retries.add(retry);
    win.addEventListener('online', retry);
  });
}

/** Whether an error is a script or style sheet that could not be fetched (webpack's and its CSS loader's words). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|dynamically imported module/i.test(error.message));

/**
 * Runs `load` (a dynamic import) until it succeeds: after a failure to fetch it waits for the browser's `online`
 * event or a Retry tap, then tries again (webpack forgets a chunk that failed, so a new import() fetches it afresh).
 * The promise never fails for want of a connection: a page waits in its router's loading state, the page before it
 * on screen, and a panel waits behind its Suspense fallback. Any other error is passed on.
 */
export async function loadChunk<T>(load: () => Promise<T>, win?: Window): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      waiting += 1;
      notify();
      // Only now: a page rendered on the server has no window, and its chunks never fail to fetch.
      await nextTry(win ?? window);
      waiting -= 1;
      notify();
    }
  }
}

/** React's lazy, loaded by loadChunk: `lazyChunk(() => import('./MobileMenu'))`. */
export const lazyChunk = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) => lazy(() => loadChunk(load));
