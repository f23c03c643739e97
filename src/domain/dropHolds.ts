// What Add to cart on a drop's item holds (docs/drop.md): the units stay the shopper's for the drop's minutes, counted
// by the server's clock; once they run out the units are back on sale, and the cart's line goes with them.

import type { DropHold } from './drops';

/** What a cart's line keeps of its hold (POST /api/drop-holds): its id for the order, its units and its end. */
export type LineHold = Pick<DropHold, 'id' | 'units' | 'expiresAt'>;

/** What Add to cart asks the shop to hold (POST /api/drop-holds). */
export interface DropHoldRequest {
  itemId: string;
  skuCode: string;
  units: number;
  deviceId: string;
  /** The drop's queue ticket (./dropQueue), when the drop has a queue: the shop holds only for a shopper admitted. */
  ticket?: string;
}

/** Milliseconds the hold has left at the server's `now`; 0 once it ran out. */
export const holdTimeLeft = (hold: Pick<LineHold, 'expiresAt'>, now: number): number => Math.max(0, hold.expiresAt - now);

/** The SKUs of the lines whose hold has run out at the server's `now`. */
export const skusRanOut = (lines: readonly { sku: { code: string }; hold?: LineHold }[], now: number): string[] =>
  lines.filter((line) => line.hold !== undefined && holdTimeLeft(line.hold, now) === 0).map((line) => line.sku.code);

/** When the next of these holds runs out (the server's clock); null when no line is held. */
export const nextHoldEnd = (lines: readonly { hold?: LineHold }[]): number | null =>
  lines.reduce<number | null>(
    (soonest, { hold }) => (hold && (soonest === null || hold.expiresAt < soonest) ? hold.expiresAt : soonest),
    null,
  );
