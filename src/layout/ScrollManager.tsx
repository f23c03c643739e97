import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const HASH_ATTEMPTS = 20;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Without session storage, positions are simply not restored.
  }
}

/**
 * A history entry's name for its saved position. The first entry of every page load has the key 'default', so the
 * address is part of the name: a page opened afresh (the shop's return from the payment provider, a typed address)
 * must not take the position of another page opened afresh earlier in the tab.
 */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

/**
 * Spec §2: a hash scrolls smoothly to its element; otherwise the saved position of that history entry
 * is restored; else the page starts at the top, except the page the tab opened, which the browser already shows at the
 * top and the shopper may have scrolled before the scripts started, and an address replaced on the same page (Load
 * More writes the page it reached), where the shopper stays. Lazy pages render late, so both are retried briefly.
 * Kept instead of react-router's <ScrollRestoration>: that restores once, as the route first renders, but here
 * the page's chunk and then its products (put by a saga) arrive later, so it would land short of a shopper's place
 * in a long grid; and it jumps to a hash where the spec wants a smooth scroll.
 */
export default function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A replaced address on the same page (Load More writing `page=2`) is the same place for the shopper.
  const previousPath = useRef(location.pathname);
  // The entry a scroll belongs to. Switched when the new page commits, so the jump a shorter page causes is
  // never saved as the previous page's position.
  const currentKey = useRef(entryOf(location));
  // The server-rendered page can be scrolled before its scripts start; that place is the shopper's, not a stale one.
  const firstEntry = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => savePosition(currentKey.current, window.scrollY);
    let frame = 0;
    const throttled = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(onScroll);
    };
    window.addEventListener('scroll', throttled, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', throttled);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = entryOf(location);
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hashTarget = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    const saved = readPositions()[currentKey.current];
    const isFirstEntry = firstEntry.current;
    firstEntry.current = false;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const keepsPlace = isFirstEntry || (navigationType === 'REPLACE' && samePage);
    if (keepsPlace && !hashTarget && saved === undefined) {
      if (window.scrollY > 0) savePosition(currentKey.current, window.scrollY);
      return undefined;
    }

    const tryScroll = () => {
      attempts += 1;
      if (hashTarget) {
        const element = document.getElementById(hashTarget);
        if (element) return element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else if (typeof saved === 'number') {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) < 2) return;
      } else {
        return window.scrollTo(0, 0);
      }
      if (attempts < HASH_ATTEMPTS) timer = setTimeout(tryScroll, 100);
    };
    tryScroll();
    return () => clearTimeout(timer);
    // Every navigation has a key of its own, so the key stands for the whole entry here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.hash]);

  return null;
}
