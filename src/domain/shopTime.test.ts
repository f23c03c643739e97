import fc from 'fast-check';
import { formatShopDate, formatShopDateTime, SHOP_TIME_ZONE, SHOP_UTC_OFFSET, SHOP_UTC_OFFSET_MS } from './shopTime';

describe('formatShopDate', () => {
  it.each([
    ['2026-10-28T10:00:00Z', '28 Oct 2026', '২৮ অক্টো, ২০২৬'],
    // 20:00 UTC is 02:00 the next day in Dhaka, whatever zone the machine is in.
    ['2026-10-28T20:00:00Z', '29 Oct 2026', '২৯ অক্টো, ২০২৬'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027', '১ জানু, ২০২৭'],
    // The shop's months are three letters, September's too.
    ['2026-09-05T10:00:00.000Z', '5 Sep 2026', '৫ সেপ, ২০২৬'],
    ['not a date', '', ''],
    ['', '', ''],
    [undefined, '', ''],
  ])('%s → %s, %s', (date, english, bengali) => {
    expect(formatShopDate(date, 'en')).toBe(english);
    expect(formatShopDate(date, 'bn')).toBe(bengali);
  });
});

describe('formatShopDateTime', () => {
  it.each([
    [Date.UTC(2026, 10, 27, 10, 5), '27 Nov 2026, 4:05 PM', '২৭ নভে, ২০২৬, ৪:০৫ PM'],
    // 20:30 UTC is already the next day in Dhaka (UTC+6), whatever the machine's own zone.
    [Date.UTC(2026, 10, 27, 20, 30), '28 Nov 2026, 2:30 AM', '২৮ নভে, ২০২৬, ২:৩০ AM'],
    // Midnight and noon on a twelve-hour clock.
    [Date.UTC(2026, 8, 14, 18, 0), '15 Sep 2026, 12:00 AM', '১৫ সেপ, ২০২৬, ১২:০০ AM'],
    [Date.UTC(2026, 8, 15, 6, 9), '15 Sep 2026, 12:09 PM', '১৫ সেপ, ২০২৬, ১২:০৯ PM'],
  ])('%i → %s, %s', (at, english, bengali) => {
    expect(formatShopDateTime(at)).toBe(english);
    expect(formatShopDateTime(at, 'bn')).toBe(bengali);
  });
});

/** The shop's English, worked out by hand: Dhaka has kept UTC+6 all year since 2009. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function inDhaka(at: number) {
  const clock = new Date(at + 6 * 3_600_000);
  const hours = clock.getUTCHours();
  return {
    day: `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`,
    time: `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

test("any moment since 2010 reads in English as on the shop's clock", () => {
  const moments = fc.date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
  fc.assert(
    fc.property(moments, (date) => {
      const { day, time } = inDhaka(date.getTime());
      expect(formatShopDate(date.toISOString(), 'en')).toBe(day);
      expect(formatShopDateTime(date.getTime())).toBe(`${day}, ${time}`);
    }),
  );
});

describe('SHOP_UTC_OFFSET', () => {
  it('is the shop time zone’s offset in winter and summer, and SHOP_UTC_OFFSET_MS the same in milliseconds', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' });
    for (const at of [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)]) {
      expect(zone.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value).toBe(`GMT${SHOP_UTC_OFFSET}`);
    }
    expect(SHOP_UTC_OFFSET_MS).toBe(6 * 60 * 60 * 1000);
  });
});
