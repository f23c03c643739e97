import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';
import { pageTitle } from '../i18n/siteTexts';
import { useTexts } from '../i18n/TextsContext';
import { useRouteHandle } from './routeHandle';

/** Sets the browser tab's title from the page on screen: its own once its data is in, else its route's. */
export default function DocumentTitle() {
  const route = useRouteHandle();
  const texts = useTexts();
  const own = useAppSelector((state) => route?.pageTitle?.(state));
  const title = pageTitle(texts, own ?? (route && texts.t(route.title)));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
