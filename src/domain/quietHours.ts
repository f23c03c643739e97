// Hours of the night when the shop sends no text about an order (ORDER_SMS_QUIET_HOURS): a message due then waits
// until they end. Pure, on the shop's clock (./shopTime: Asia/Dhaka, UTC+6 all year).
import { SHOP_UTC_OFFSET_MS } from './shopTime';

/** From the hour `from` (inclusive) to the hour `until` (exclusive), on the shop's clock; over midnight when from > until. */
export interface QuietHours {
  from: number;
  until: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * "22-8" (22:00 to 08:00), "off" or "" (none). Throws a RangeError naming what is wrong with anything else: hours are
 * whole numbers from 0 to 23, and from and until differ (a quiet day would hold the texts for ever).
 */
export function parseQuietHours(text: string): QuietHours | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'off') return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const from = Number(match?.[1]);
  const until = Number(match?.[2]);
  if (!match || from > 23 || until > 23) throw new RangeError(`takes two hours from 0 to 23 such as 22-8, or off; got '${text}'.`);
  if (from === until) throw new RangeError(`needs two different hours (from-until, such as 22-8); got '${text}'.`);
  return { from, until };
}

const shopHour = (at: number): number => Math.floor(((((at + SHOP_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);

/** Whether `at` falls in the quiet hours. */
export function isQuiet(at: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const hour = shopHour(at);
  return quiet.from < quiet.until ? hour >= quiet.from && hour < quiet.until : hour >= quiet.from || hour < quiet.until;
}

/** The first moment at or after `at` outside the quiet hours: `at` itself, or the end of the quiet hours it falls in. */
export function sendableAt(at: number, quiet: QuietHours | null): number {
  if (!quiet || !isQuiet(at, quiet)) return at;
  const local = at + SHOP_UTC_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  let end = dayStart + quiet.until * HOUR_MS;
  if (end <= local) end += DAY_MS;
  return end - SHOP_UTC_OFFSET_MS;
}
