import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartAddition } from '../../domain/cartLimits';
import { cartSubtotal, lineSubtotal } from '../../domain/cartTotals';
import type { LineHold } from '../../domain/dropHolds';
import { applyLineChanges } from '../../domain/lineChanges';
import type { Item, OrderType, Sku } from '../../domain/types';
import { checkoutActions } from '../checkout/checkoutSlice';
import { paymentsActions } from '../payments/paymentsSlice';
import { promoActions } from '../promo/promoSlice';

/** What a cart line keeps of its product: enough to show it and to place the order. */
export type CartProduct = Pick<Item, 'id' | 'code' | 'title' | 'images' | 'categories'> &
  Partial<Pick<Item, 'originalId' | 'image' | 'drop'>>;

export interface LinePrice {
  /** Sales price of one unit before any discount. */
  original: number;
  /** What one unit costs the shopper. */
  price: number;
  offerId: string | null;
  offerName: string | null;
}

export interface CartLine {
  product: CartProduct;
  sku: Sku;
  quantity: number;
  unitPrice: LinePrice;
  subTotal: number;
  orderType: OrderType;
  /** A drop's units the shop holds for this shopper; the line never grows past them. */
  hold?: LineHold;
}

/** A line whose hold ran out, as the cart still names it once it has left. */
export type LineRanOut = Pick<CartLine, 'sku'> & { title: string };

export interface CartState {
  items: CartLine[];
  /** Units in the cart, all lines together. */
  quantity: number;
  total: number;
  /** The promo code the shopper applied (normalized): kept with the cart, through tabs and reloads, until removed or used. */
  promoCode?: string;
  /** Lines of a drop that left because their hold ran out: the cart says so until the shopper has seen it. */
  ranOut?: LineRanOut[];
}

export const emptyCart: CartState = { items: [], quantity: 0, total: 0 };

export interface ItemAddedPayload {
  product: CartProduct;
  sku: Sku;
  quantity: number;
  unitPrice: LinePrice;
  orderType: OrderType;
  /** The most units the line may hold (stock on hand and the shop's per-line limit) when the shopper pressed Add. */
  limit?: number;
  hold?: LineHold;
}

/**
 * The cart of these lines, every subtotal and total computed here (a stored or sent total is never trusted), keeping
 * what the cart carries besides them: its code and the lines whose hold ran out.
 */
export function withTotals(
  items: Omit<CartLine, 'subTotal'>[],
  { promoCode, ranOut }: Pick<CartState, 'promoCode' | 'ranOut'> = {},
): CartState {
  const lines = items.map((line) => ({ ...line, subTotal: lineSubtotal(line) }));
  return {
    items: lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: cartSubtotal(lines),
    ...(promoCode && { promoCode }),
    ...(ranOut && { ranOut }),
  };
}

/** How long Clear All can be undone: longer than the shop's 4 s toasts, as the shopper must read it and act. */
export const UNDO_SECONDS = 8;

const isPositiveWhole = (n: number) => Number.isInteger(n) && n > 0;

const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** The line never grows past `limit`, and a new line joins only while the order has room (src/domain/cartLimits.ts). */
    itemAdded(state, { payload: { limit, ...added } }: PayloadAction<ItemAddedPayload>) {
      if (!isPositiveWhole(added.quantity)) return state;
      const { units } = cartAddition(state.items, added.sku.code, added.quantity, limit);
      if (units === 0) return state;
      const existing = state.items.find((line) => line.sku.code === added.sku.code);
      if (existing) {
        return withTotals(
          state.items.map((line) => (line === existing ? { ...line, quantity: line.quantity + units, unitPrice: added.unitPrice } : line)),
          state,
        );
      }
      return withTotals([...state.items, { ...added, quantity: units }], state);
    },
    /**
     * `limit` is the line's limit (stock on hand, units per line, a drop's hold) when the shopper pressed plus; the line
     * never grows past it.
     */
    quantityIncreased(state, { payload }: PayloadAction<{ skuCode: string; limit?: number }>) {
      return withTotals(
        state.items.map((line) =>
          line.sku.code === payload.skuCode && (payload.limit === undefined || line.quantity < payload.limit)
            ? { ...line, quantity: line.quantity + 1 }
            : line,
        ),
        state,
      );
    },
    quantityDecreased(state, { payload }: PayloadAction<{ skuCode: string }>) {
      return withTotals(
        state.items.map((line) =>
          line.sku.code === payload.skuCode && line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line,
        ),
        state,
      );
    },
    itemRemoved(state, { payload }: PayloadAction<{ skuCode: string }>) {
      return withTotals(
        state.items.filter((line) => line.sku.code !== payload.skuCode),
        state,
      );
    },
    /** These lines' holds ran out (by the server's clock, or as the checkout found): they leave, and the cart says so. */
    holdRanOut(state, { payload }: PayloadAction<{ skuCodes: string[] }>) {
      const gone = state.items.filter((line) => line.hold && payload.skuCodes.includes(line.sku.code));
      if (!gone.length) return state;
      const named = (state.ranOut ?? []).filter((line) => !payload.skuCodes.includes(line.sku.code));
      return withTotals(
        state.items.filter((line) => !gone.includes(line)),
        { promoCode: state.promoCode, ranOut: [...named, ...gone.map(({ sku, product }) => ({ sku, title: product.title }))] },
      );
    },
    /** The shopper closed the notice of the lines whose hold ran out. */
    ranOutSeen(state) {
      delete state.ranOut;
    },
    /** Clear All empties the lines; a code the shopper applied stays, as Undo may bring the lines back. */
    cleared(state) {
      return withTotals([], state);
    },
    /**
     * Undo of Clear All: the cleared lines come back exactly as they were (a line of the same SKU added since takes
     * their quantity), and a line added since, in this tab or another, stays after them.
     */
    clearUndone(state, { payload }: PayloadAction<{ lines: CartLine[] }>) {
      const back = new Set(payload.lines.map((line) => line.sku.code));
      return withTotals([...payload.lines, ...state.items.filter((line) => !back.has(line.sku.code))], state);
    },
    /**
     * Another tab of this browser changed the cart: its whole cart, as that tab stored it, becomes this tab's. Every
     * change is stored and announced at once, so the latest whole cart is the sum of every tab's changes; a merge
     * could not tell a line removed in one tab from a line another tab never had.
     */
    changedInAnotherTab(_state, { payload }: PayloadAction<{ cart: CartState }>) {
      return payload.cart;
    },
  },
  extraReducers: (builder) => {
    builder
      // A cash order is complete once the server accepts it; an online one only once its payment is confirmed.
      // (Emptying on the success page instead would let any old or typed-in success URL wipe a cart.)
      .addCase(checkoutActions.orderPlaced, (state, { payload }) => (payload.paymentType === 'CASH_ON_DELIVERY' ? emptyCart : state))
      // A refused Confirm Order: the cart becomes what can be bought (and is stored, so other tabs show it too).
      .addCase(checkoutActions.linesChanged, (state, { payload }) =>
        withTotals(applyLineChanges(state.items, payload.changes, payload.onlineLocationId).lines, state),
      )
      // A code is the cart's once the shop has said it takes something off this cart.
      .addCase(promoActions.applied, (state, { payload }) => {
        state.promoCode = payload.answer.code;
      })
      .addCase(promoActions.removed, (state) => {
        delete state.promoCode;
      })
      .addCase(paymentsActions.paymentAcknowledged, (state, { payload }) => (payload.outcome === 'confirm' ? emptyCart : state));
  },
});

export const cartActions = cartSlice.actions;
export default cartSlice.reducer;
