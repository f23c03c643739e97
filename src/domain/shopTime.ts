import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Language } from './language';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The shop's time zone. Dates read the same for every shopper, and on the server that renders the page first. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

/** A Bengali formatter on the shop's clock, as CLDR writes it, made when first used. */
function bengaliFormat(options: Intl.DateTimeFormatOptions): (at: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat('bn', { ...options, timeZone: SHOP_TIME_ZONE })).format(at);
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const bengaliDay = bengaliFormat(DAY);
const bengaliMoment = bengaliFormat({ ...DAY, hour: 'numeric', minute: '2-digit' });

/** A day as the news shows it, in the page's language: 28 Oct 2026 or ২৮ অক্টো, ২০২৬; nothing for a date that does not parse. */
export function formatShopDate(date: string | undefined, language: Language): string {
  if (!date || !dayjs(date).isValid()) return '';
  return language === 'bn' ? bengaliDay(dayjs(date).toDate()) : dayjs(date).tz(SHOP_TIME_ZONE).format('D MMM YYYY');
}

/** A moment of an order's life as the shop tells it: '27 Nov 2026, 4:05 PM' or '২৭ নভে, ২০২৬, ৪:০৫ PM'. */
export const formatShopDateTime = (at: number, language: Language = 'en'): string =>
  language === 'bn' ? bengaliMoment(at) : dayjs(at).tz(SHOP_TIME_ZONE).format('D MMM YYYY, h:mm A');
