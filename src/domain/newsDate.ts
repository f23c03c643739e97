import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The shop's time zone. Dates read the same for every shopper, and on the server that renders the page first. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

/** A news date as the cards and the article show it, e.g. 28 Oct 2026; nothing for a date that does not parse. */
export const formatNewsDate = (date: string | undefined): string =>
  date && dayjs(date).isValid() ? dayjs(date).tz(SHOP_TIME_ZONE).format('D MMM YYYY') : '';
