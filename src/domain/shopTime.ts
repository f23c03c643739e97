import type { Language } from './language';

/** The shop's time zone. Dates read the same for every shopper, and on the server that renders the page first. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';
/** Its offset from UTC, all year (Bangladesh keeps no summer time): a time typed on the shop's clock carries it. */
export const SHOP_UTC_OFFSET = '+06:00';
/** The same offset in milliseconds, for sums on the shop's clock: how far UTC's midnight is ahead of the shop's. */
export const SHOP_UTC_OFFSET_MS = -Date.parse(`1970-01-01T00:00:00${SHOP_UTC_OFFSET}`);

/** A formatter on the shop's clock, made when first used. */
function shopClock(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }));
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const MOMENT = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;
// Bengali as CLDR writes it; English in the shop's own order (28 Oct 2026, 4:05 PM), built from US English's parts,
// whose short months are the three letters the shop writes (British English has 'Sept').
const bengaliDay = shopClock('bn', DAY);
const bengaliMoment = shopClock('bn', MOMENT);
const englishMoment = shopClock('en-US', { ...MOMENT, hour12: true });

function englishParts(at: Date | number) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of englishMoment().formatToParts(at)) parts[type] = value;
  return parts;
}

const englishDay = (at: Date | number) => {
  const { day, month, year } = englishParts(at);
  return `${day} ${month} ${year}`;
};

/** A day as the news shows it, in the page's language: 28 Oct 2026 or ২৮ অক্টো, ২০২৬; nothing for a date that does not parse. */
export function formatShopDate(date: string | undefined, language: Language): string {
  const at = date ? new Date(date) : undefined;
  if (!at || Number.isNaN(at.getTime())) return '';
  return language === 'bn' ? bengaliDay().format(at) : englishDay(at);
}

/** A moment of an order's life as the shop tells it: '27 Nov 2026, 4:05 PM' or '২৭ নভে, ২০২৬, ৪:০৫ PM'. */
export function formatShopDateTime(at: number, language: Language = 'en'): string {
  if (language === 'bn') return bengaliMoment().format(at);
  const { hour, minute, dayPeriod } = englishParts(at);
  return `${englishDay(at)}, ${hour}:${minute} ${dayPeriod}`;
}
