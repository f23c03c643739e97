import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as the screen changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: names are shortened on screens up to 768 px. */
export const PHONE_NAME_QUERY = '(max-width: 768px)';
