// Back-in-stock text messages (server/README.md, "Restock alerts"): a shopper asks to be told when a sold-out SKU is on
// sale again; staff putting units back on sale sends the oldest asks a text. The rules and bounds both sides read.

/** An alert is kept this many days after it was asked (asking again restarts them); an expired one is never sent. */
export const RESTOCK_ALERT_DAYS = 90;
export const RESTOCK_ALERT_MS = RESTOCK_ALERT_DAYS * 24 * 60 * 60 * 1000;

/** Alerts one mobile number may have waiting at once, over every SKU; an ask past it is dropped without a word. */
export const RESTOCK_ALERTS_PER_NUMBER = 10;

/** Asks one client address may make an hour (429 past it); it bounds a script, and tells nothing of any number. */
export const RESTOCK_ASKS_PER_ADDRESS_HOUR = 20;

/** Texts a restock sends per unit put back on sale: a few shoppers of the line may have bought elsewhere meanwhile. */
export const TEXTS_PER_UNIT_BACK = 3;

/** The units staff may set for a SKU at one location (a shelf count). */
export const MAX_STOCK_UNITS = 100_000;

/** What the product page sends to be told when a SKU is back (POST /api/restock-alerts). */
export interface RestockAlertRequest {
  itemId: string;
  skuCode: string;
  /** As the shopper typed it: Bengali digits, spaces, +880 forms (src/domain/mobile.ts reads it). */
  mobile: string;
  /** The page's language, for the text; else the server reads it from the page that sent it. */
  language?: 'en' | 'bn';
}

/**
 * How many waiting alerts a SKU's change of units on sale makes due: 3 per unit when it goes from none to some, none
 * otherwise (a SKU that was not sold out had nobody waiting for it to come back).
 */
export function alertsToSend(onSaleBefore: number, onSaleAfter: number): number {
  return onSaleBefore <= 0 && onSaleAfter > 0 ? TEXTS_PER_UNIT_BACK * onSaleAfter : 0;
}

/**
 * The units on sale when staff count `counted` on the shelf and open orders not yet shipped hold `held` of them: the
 * rest, never below none.
 */
export const unitsOnSale = (counted: number, held: number): number => Math.max(0, counted - held);
