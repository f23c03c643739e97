import { formatNewsDate } from './newsDate';

describe('formatNewsDate', () => {
  it.each([
    ['2026-10-28T10:00:00Z', '28 Oct 2026', '২৮ অক্টো, ২০২৬'],
    // 20:00 UTC is 02:00 the next day in Dhaka, whatever zone the machine is in.
    ['2026-10-28T20:00:00Z', '29 Oct 2026', '২৯ অক্টো, ২০২৬'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027', '১ জানু, ২০২৭'],
    ['not a date', '', ''],
    [undefined, '', ''],
  ])('%s → %s, %s', (date, english, bengali) => {
    expect(formatNewsDate(date, 'en')).toBe(english);
    expect(formatNewsDate(date, 'bn')).toBe(bengali);
  });
});
