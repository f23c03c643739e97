import type { LineLimit } from '../../domain/cartLimits';
import type { Item } from '../../domain/types';
import type { Text } from '../../i18n/texts';

/** What the shopper is told when a line may grow no further. */
export const lineFullText = (limit: LineLimit): Text =>
  limit.by === 'stock' ? 'common.toast.noMoreStock' : { id: 'common.toast.atMostPerLine', values: { units: limit.max } };

/** What the shopper is told when a drop's item would pass what one buyer may have (all its sizes together). */
export const dropLimitText = (item: Pick<Item, 'drop'>): Text => ({ id: 'drop.limit', values: { count: item.drop?.perBuyerLimit ?? 0 } });
