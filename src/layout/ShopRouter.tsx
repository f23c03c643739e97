import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The browser's history (or a test's memory history), as react-router's history module makes it. */
export type ShopHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const PageLoadingContext = createContext(false);

/** Whether the next page is on its way (its chunk loading), the page before it still on screen. */
export const usePageLoading = (): boolean => useContext(PageLoadingContext);

/**
 * react-router's declarative router, on `history`. Each move is a transition: a page whose chunk is still loading
 * suspends, and React keeps the page before it on screen meanwhile, which is the shell's loading state.
 */
export default function ShopRouter({ history, basename, children }: { history: ShopHistory; basename?: string; children: ReactNode }) {
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [loading, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState({ action: update.action, location: update.location }))),
    [history],
  );
  return (
    <PageLoadingContext value={loading}>
      <Router basename={basename} location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </PageLoadingContext>
  );
}
