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
  const admitPerMinute = item.drop?.admitPerMinute;
  useEffect(() => {
    if (!startsAt) return undefined;
    dispatch(dropActions.watched({ itemId: item.id, startsAt, ...(admitPerMinute && { admitPerMinute }) }));
    return () => {
      dispatch(dropActions.unwatched());
    };
  }, [dispatch, item.id, startsAt, admitPerMinute]);
  if (!startsAt) return 0;
  return now === null ? null : dropOpensIn({ startsAt }, now);
}

/**
 * Milliseconds until this shopper's turn in the drop's queue, by the server's clock: 0 once admitted or for a drop with
 * no queue, null until the shop has said when (Add to cart waits meanwhile).
 */
export function useQueueTurn(item: Item): number | null {
  const now = useAppSelector(selectDropNow);
  const place = useAppSelector((state) => state.drop.queue);
  if (!item.drop?.admitPerMinute) return 0;
  if (now === null || place?.itemId !== item.id || place.admitAt === null) return null;
  return Math.max(0, place.admitAt - now);
}
