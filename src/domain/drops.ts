// A drop (docs/drop.md): a limited product that opens for sale at an hour staff set. The rules the server and the
// product page both read; the server's clock decides, and the page reads it once (GET /api/clock) to count down.

/** What an item carries while staff have a drop set for it (the items API, the server-rendered page). */
export interface ItemDrop {
  /** When Add to cart opens, ISO 8601 in UTC. */
  startsAt: string;
  /** Units of the item one buyer may have, held and ordered together. */
  perBuyerLimit: number;
  /** Minutes a unit added to a cart stays held for that shopper. */
  holdMinutes: number;
  /** Shoppers let through per minute once it opens, each in turn from the queue (./dropQueue); absent: all at once. */
  admitPerMinute?: number;
}

/** A drop as staff set it (PUT /api/admin/drops) and list it. */
export interface Drop extends Omit<ItemDrop, 'admitPerMinute'> {
  itemId: string;
  /** Shoppers let through per minute once it opens; none: all at once. */
  admitPerMinute: number | null;
}

/** The bounds of what staff may set. */
export const DROP_LIMITS = {
  perBuyerLimit: { min: 1, max: 10 },
  holdMinutes: { min: 1, max: 60 },
  admitPerMinute: { min: 1, max: 100_000 },
  /** How far ahead a drop may be set, and how far back (an hour already past opens it at once). */
  daysAhead: 366,
  daysBack: 7,
} as const;

export const DEFAULT_HOLD_MINUTES = 10;
export const DEFAULT_PER_BUYER_LIMIT = 1;

/** What GET /api/clock answers: the server's time, which the page counts down by. */
export interface ClockAnswer {
  now: number;
}

/** Milliseconds until the drop opens (0 once it has, or for an item with none). */
export function dropOpensIn(drop: Pick<ItemDrop, 'startsAt'> | undefined, now: number): number {
  if (!drop) return 0;
  const startsAt = Date.parse(drop.startsAt);
  return Number.isNaN(startsAt) ? 0 : Math.max(0, startsAt - now);
}

export const isDropOpen = (drop: Pick<ItemDrop, 'startsAt'> | undefined, now: number): boolean => dropOpensIn(drop, now) === 0;

/**
 * Why a checkout refuses an order's units of a drop item (its 409 names it as `problem`; the shop words each):
 * before the hour, over one buyer's limit, or a line whose hold ran out (or never was).
 */
export const DROP_PROBLEMS = ['dropNotOpen', 'overDropLimit', 'holdExpired'] as const;
export type DropProblem = (typeof DROP_PROBLEMS)[number];

/**
 * Whether an order may take these units of an item now: null, or why not. Before the hour nothing sells; after it, no
 * more units than one buyer may have, counted over the order's lines of the item (all its sizes and colours together).
 */
export function dropProblem(
  drop: Pick<ItemDrop, 'startsAt' | 'perBuyerLimit'> | undefined,
  units: number,
  now: number,
): DropProblem | null {
  if (!drop) return null;
  if (!isDropOpen(drop, now)) return 'dropNotOpen';
  return units > drop.perBuyerLimit ? 'overDropLimit' : null;
}

/** The time left as a countdown shows it: whole days, hours, minutes and seconds, rounded up to the second. */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Units of a drop's item the cart may still take: its per-buyer limit less what the cart holds of it, all sizes together. */
export function dropRoom(
  item: { id: string; drop?: Pick<ItemDrop, 'perBuyerLimit'> },
  lines: readonly { product: { id: string }; quantity: number }[],
): number {
  if (!item.drop) return Number.POSITIVE_INFINITY;
  const held = lines.filter((line) => line.product.id === item.id).reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, item.drop.perBuyerLimit - held);
}

/** The longest id a hold may be named by (POST /api/checkouts lines' holdId). */
export const MAX_HOLD_ID_LENGTH = 64;

/**
 * Where a hold stands: `held` (its units are the shopper's until expiresAt), `expired` (its time ran out and its units
 * went back on sale), `released` (the shopper removed the line), `ordered` (an order took its units).
 */
export const HOLD_STATES = ['held', 'expired', 'released', 'ordered'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** Units of a drop item held for one shopper (POST /api/drop-holds): the cart's line carries its id to the checkout. */
export interface DropHold {
  /** An unguessable token: whoever has it and the device may release or order the hold. */
  id: string;
  itemId: string;
  skuCode: string;
  units: number;
  /** When the units go back on sale unless ordered, epoch milliseconds by the server's clock. */
  expiresAt: number;
}

/** A hold as GET /api/drop-holds/:id answers it. */
export interface DropHoldWithState extends DropHold {
  state: HoldState;
}

/** Why POST /api/drop-holds refuses (its 409 names it as `problem`). */
export const HOLD_PROBLEMS = ['dropNotOpen', 'overDropLimit', 'soldOut'] as const;
export type HoldProblem = (typeof HOLD_PROBLEMS)[number];

/** A hold's state as of `now`: one still `held` past its time has run out, whether or not a sweep has turned it yet. */
export const holdStateAt = (stored: HoldState, expiresAt: number, now: number): HoldState =>
  stored === 'held' && expiresAt <= now ? 'expired' : stored;

/**
 * Whether adding `adding` units of an item would take one buyer over the drop's limit. A buyer is each of the keys a
 * shopper is known by (the device, the client address, a verified number): `counts` are the units each key already has
 * in live holds and orders, and no one of them may pass the limit.
 */
export const overBuyerLimit = (counts: readonly number[], adding: number, limit: number): boolean =>
  adding > limit || counts.some((count) => count + adding > limit);
