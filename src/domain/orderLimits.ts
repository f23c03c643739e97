/** What one order may hold, so that nobody can take stock off sale with orders they never pay (server and SPA). */

/** Default units one cart line may ask for; the server's MAX_UNITS_PER_LINE overrides it and hands it to the SPA. */
export const DEFAULT_MAX_UNITS_PER_LINE = 10;

/** Lines one order may hold. */
export const MAX_ORDER_LINES = 20;
