import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DropRefusal } from '../../api/dropAnswers';
import type { QueueAnswer } from '../../domain/dropQueue';
import type { Item } from '../../domain/types';
import type { Text } from '../../i18n/texts';
import { cartActions, type ItemAddedPayload } from '../cart/cartSlice';

/** A drop's countdown on the product page (domain/drops.ts), by the server's clock. */
export interface DropState {
  /** The server's clock less this browser's, read once a visit (GET /api/clock); null until read. */
  clockOffset: number | null;
  /** The server's time at the countdown's last tick; null until the page counts. */
  now: number | null;
  /** The SKU whose Add to cart is waiting for the shop to hold its units; null when none is. */
  holding: string | null;
  /** This browser's place in the queue of the drop the page shows (domain/dropQueue.ts); absent while it has none. */
  queue?: QueuePlace;
}

export interface QueuePlace extends QueueAnswer {
  itemId: string;
}

export const initialDrop: DropState = { clockOffset: null, now: null, holding: null };

const dropSlice = createSlice({
  name: 'drop',
  initialState: initialDrop,
  reducers: {
    /** The product page shows a drop's item: count down to its hour, and to the shopper's turn when it has a queue. */
    watched(_state, _action: PayloadAction<{ itemId: string; startsAt: string; admitPerMinute?: number }>) {},
    /** The page left it. */
    unwatched() {},
    /** The shop's answer to joining the drop's queue: the ticket this browser keeps, and when its turn comes. */
    queueJoined(state, { payload }: PayloadAction<QueuePlace>) {
      state.queue = payload;
    },
    clockRead(state, { payload }: PayloadAction<{ offset: number }>) {
      state.clockOffset = payload.offset;
    },
    ticked(state, { payload }: PayloadAction<{ now: number }>) {
      state.now = payload.now;
    },
    /** The hour came with the page open: the item as the shop has it now (stock may have moved), when it answered. */
    opened(_state, _action: PayloadAction<{ itemId: string; item: Item | null }>) {},
    /** Add to cart on a drop's item: the line joins the cart once the shop holds its units. */
    holdAsked(state, { payload }: PayloadAction<{ line: ItemAddedPayload }>) {
      state.holding = payload.line.sku.code;
    },
    /** The shop held nothing: why, as the shop's 409 said (`refusal`) and in the shop's words (`text`). */
    holdRefused(state, _action: PayloadAction<{ skuCode: string; status: number; refusal?: DropRefusal; text: Text }>) {
      state.holding = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartActions.itemAdded, (state, { payload }) => {
      if (payload.hold) state.holding = null;
    });
  },
});

export const dropActions = dropSlice.actions;
export default dropSlice.reducer;

export const selectDropNow = (state: { drop: DropState }) => state.drop.now;
export const selectClockOffset = (state: { drop: DropState }) => state.drop.clockOffset;
