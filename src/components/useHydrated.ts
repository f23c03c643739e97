import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after: for what only
 * a browser should draw, without a hydration mismatch. A page the browser renders itself is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
