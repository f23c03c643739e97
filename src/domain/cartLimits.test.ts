import { cartAddition, lineLimit, type CartAddition, type LineLimit } from './cartLimits';
import { MAX_ORDER_LINES } from './orderLimits';
import type { OrderType } from './types';

describe('lineLimit: min(stock on hand, maxUnitsPerLine); a pre-order only the limit', () => {
  it.each<[number, OrderType, number, LineLimit]>([
    [3, 'order', 10, { max: 3, by: 'stock' }],
    [9, 'order', 10, { max: 9, by: 'stock' }],
    [10, 'order', 10, { max: 10, by: 'perLine' }],
    [250, 'order', 10, { max: 10, by: 'perLine' }],
    [250, 'order', 4, { max: 4, by: 'perLine' }],
    [0, 'order', 10, { max: 0, by: 'stock' }],
    [0, 'preoreder', 10, { max: 10, by: 'perLine' }],
    [3, 'preoreder', 10, { max: 10, by: 'perLine' }],
  ])('stock %i, %s, limit %i → %o', (stock, orderType, maxUnitsPerLine, expected) => {
    expect(lineLimit(stock, orderType, maxUnitsPerLine)).toEqual(expected);
  });
});

const line = (code: string, quantity = 1) => ({ sku: { code }, quantity });
const fullOrder = Array.from({ length: MAX_ORDER_LINES }, (_, i) => line(`S${i}`));

describe('cartAddition: merging stops at the line limit, a new line needs room in the order', () => {
  it.each<[string, ReturnType<typeof line>[], string, number, number | undefined, CartAddition]>([
    ['a new line within the limit', [], 'A', 3, 10, { units: 3, stopped: null }],
    ['a new line above the limit stops at it', [], 'A', 12, 10, { units: 10, stopped: 'lineLimit' }],
    ['merging up to the limit exactly', [line('A', 7)], 'A', 3, 10, { units: 3, stopped: null }],
    ['merging past the limit adds what fits', [line('A', 8)], 'A', 5, 10, { units: 2, stopped: 'lineLimit' }],
    ['a line at its limit takes nothing', [line('A', 10)], 'A', 1, 10, { units: 0, stopped: 'lineLimit' }],
    ['a line above its limit (older cart) takes nothing', [line('A', 12)], 'A', 1, 10, { units: 0, stopped: 'lineLimit' }],
    ['no limit given: everything asked', [line('A', 40)], 'A', 5, undefined, { units: 5, stopped: null }],
    [`a ${MAX_ORDER_LINES + 1}st different SKU is refused`, fullOrder, 'NEW', 1, 10, { units: 0, stopped: 'orderLines' }],
    [`a SKU already among ${MAX_ORDER_LINES} lines still merges`, fullOrder, 'S4', 2, 10, { units: 2, stopped: null }],
    [`the ${MAX_ORDER_LINES}th line is taken`, fullOrder.slice(1), 'NEW', 1, 10, { units: 1, stopped: null }],
  ])('%s', (_name, lines, skuCode, wanted, lineMax, expected) => {
    expect(cartAddition(lines, skuCode, wanted, lineMax)).toEqual(expected);
  });
});
