import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../app/hooks';
import { useRouteHandle } from './routeHandle';

/**
 * Dispatches the intents of the page on screen (its route's `intents`) as it opens, and again when what its data
 * depends on in the address changes; the server renderer dispatches the same ones (src/render).
 */
export default function OpeningIntents() {
  const route = useRouteHandle();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const opened = `${pathname}?${route?.openedBy?.(params) ?? ''}`;
  const open = useEffectEvent(() => {
    for (const action of route?.intents?.(params, store.getState()) ?? []) dispatch(action);
  });
  useEffect(() => open(), [opened]);
  return null;
}
