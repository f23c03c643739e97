import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dropOpensIn } from '../../domain/drops';
import type { Item } from '../../domain/types';
import { dropActions, selectDropNow } from './dropSlice';

/**
 * The product page's drop, counted down while the page shows it: the time left by the server's clock (null until the
 * page has read it, as on the server's own render, so the page waits rather than sell early), 0 once it is open.
 */
export function useDropCountdown(item: Item): number | null {
  const dispatch = useAppDispatch();
  const now = useAppSelector(selectDropNow);
  const startsAt = item.drop?.startsAt;
  useEffect(() => {
    if (!startsAt) return undefined;
    dispatch(dropActions.watched({ itemId: item.id, startsAt }));
    return () => {
      dispatch(dropActions.unwatched());
    };
  }, [dispatch, item.id, startsAt]);
  if (!startsAt) return 0;
  return now === null ? null : dropOpensIn({ startsAt }, now);
}
