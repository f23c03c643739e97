import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { site } from '../app/site';

/** What a route tells the shell about itself (react-router's `handle`). */
export interface RouteHandle {
  title: string;
  /** The page's meta description, for search engines and link previews; the shop's own when a page has none. */
  description?: string;
  /** The page's webpack chunk (its webpackChunkName): a server-rendered page links its script and styles up front. */
  chunk?: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle => !!handle && typeof (handle as RouteHandle).title === 'string';

/** Sets the browser tab's title from the deepest matched route. */
export default function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(hasTitle)?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
  return null;
}
