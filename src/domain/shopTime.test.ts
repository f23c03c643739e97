import { formatShopDate, formatShopDateTime } from './shopTime';

describe('formatShopDate', () => {
  it.each([
    ['2026-10-28T10:00:00Z', '28 Oct 2026', '২৮ অক্টো, ২০২৬'],
    // 20:00 UTC is 02:00 the next day in Dhaka, whatever zone the machine is in.
    ['2026-10-28T20:00:00Z', '29 Oct 2026', '২৯ অক্টো, ২০২৬'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027', '১ জানু, ২০২৭'],
    ['not a date', '', ''],
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
  ])('%i → %s, %s', (at, english, bengali) => {
    expect(formatShopDateTime(at)).toBe(english);
    expect(formatShopDateTime(at, 'bn')).toBe(bengali);
  });
});
