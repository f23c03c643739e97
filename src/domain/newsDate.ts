import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Language } from './language';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The shop's time zone. Dates read the same for every shopper, and on the server that renders the page first. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

/** Bengali dates as CLDR writes them ('২৯ অক্টো, ২০২৬'); one formatter, made when first used. */
let bengaliDates: Intl.DateTimeFormat | undefined;

const bengaliDate = (date: string) => {
  bengaliDates ??= new Intl.DateTimeFormat('bn', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
  return bengaliDates.format(dayjs(date).toDate());
};

/**
 * A news date as the cards and the article show it, in the page's language and on the shop's clock: 28 Oct 2026 or
 * ২৮ অক্টো, ২০২৬; nothing for a date that does not parse.
 */
export function formatNewsDate(date: string | undefined, language: Language): string {
  if (!date || !dayjs(date).isValid()) return '';
  return language === 'bn' ? bengaliDate(date) : dayjs(date).tz(SHOP_TIME_ZONE).format('D MMM YYYY');
}
