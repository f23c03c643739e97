import type { LineLimit } from '../../domain/cartLimits';
import type { Text } from '../../i18n/texts';

/** What the shopper is told when a line may grow no further. */
export const lineFullText = (limit: LineLimit): Text =>
  limit.by === 'stock' ? 'common.toast.noMoreStock' : { id: 'common.toast.atMostPerLine', values: { units: limit.max } };
