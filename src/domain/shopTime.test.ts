import { formatShopDateTime } from './shopTime';

describe('formatShopDateTime', () => {
  it.each([
    [Date.UTC(2026, 10, 27, 10, 5), '27 Nov 2026, 4:05 PM'],
    // 20:30 UTC is already the next day in Dhaka (UTC+6), whatever the machine's own zone.
    [Date.UTC(2026, 10, 27, 20, 30), '28 Nov 2026, 2:30 AM'],
  ])('%i → %s', (at, text) => expect(formatShopDateTime(at)).toBe(text));
});
