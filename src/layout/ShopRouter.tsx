import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import { Router, type Navigator, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The browser's history (or a test's memory history), as react-router's history module makes it. */
export type ShopHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A navigator that moves once the page it opens is in, and says whether one is on its way. */
export interface PageNavigator extends Navigator {
  subscribe: (listener: () => void) => () => void;
  waiting: () => boolean;
}

/**
 * Moves on `history` only once `loadPages` has brought the page `to` opens, as react-router's data router did: until
 * then the address and the page on screen stay, and a page that cannot be fetched yet never takes the address of the
 * one shown. Of moves asked for meanwhile, the last one wins.
 */
export function pageNavigator(history: ShopHistory, loadPages: (to: To) => Promise<unknown>): PageNavigator {
  const listeners = new Set<() => void>();
  let waiting = 0;
  let latest = 0;
  const setWaiting = (change: number) => {
    waiting += change;
    listeners.forEach((listener) => listener());
  };
  const after = (to: To, move: () => void) => {
    const ticket = ++latest;
    setWaiting(1);
    const done = () => {
      setWaiting(-1);
      if (ticket === latest) move();
    };
    // A page that fails for another reason than the connection shows its error page at its address.
    void loadPages(to).then(done, done);
  };
  return {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: (to, state) => after(to, () => history.push(to, state)),
    replace: (to, state) => after(to, () => history.replace(to, state)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waiting: () => waiting > 0,
  };
}

const PageLoadingContext = createContext(false);

/** Whether the next page is on its way (its chunk loading), the page before it still on screen. */
export const usePageLoading = (): boolean => useContext(PageLoadingContext);

const NOTHING_WAITS = { subscribe: () => () => {}, waiting: () => false };

/**
 * react-router's declarative router, on `history`, moved by `navigator` (the history itself by default). Each move is
 * a transition: a page that suspends (its chunk on its way after Back or Forward) leaves the page before it on screen.
 */
export default function ShopRouter({
  history,
  navigator,
  basename,
  children,
}: {
  history: ShopHistory;
  navigator?: PageNavigator;
  basename?: string;
  children: ReactNode;
}) {
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [moving, startTransition] = useTransition();
  const pages = navigator ?? NOTHING_WAITS;
  const waiting = useSyncExternalStore(pages.subscribe, pages.waiting, pages.waiting);
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState({ action: update.action, location: update.location }))),
    [history],
  );
  return (
    <PageLoadingContext value={moving || waiting}>
      <Router basename={basename} location={location} navigationType={action} navigator={navigator ?? history}>
        {children}
      </Router>
    </PageLoadingContext>
  );
}
