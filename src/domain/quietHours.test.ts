import fc from 'fast-check';
import { isQuiet, parseQuietHours, sendableAt, type QuietHours } from './quietHours';

/** A moment given as the shop's clock (Asia/Dhaka) reads it. */
const dhaka = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 6, minute);
const NIGHT: QuietHours = { from: 22, until: 8 };

describe('quiet hours', () => {
  test('read from "22-8"; "off" and "" are none; anything else is refused with the reason', () => {
    expect(parseQuietHours('22-8')).toEqual({ from: 22, until: 8 });
    expect(parseQuietHours(' 1-5 ')).toEqual({ from: 1, until: 5 });
    expect(parseQuietHours('off')).toBeNull();
    expect(parseQuietHours('')).toBeNull();
    for (const bad of ['22', '22-24', '8-8', '-1-5', '22:00-08:00', '10-5-3', 'night'])
      expect(() => parseQuietHours(bad)).toThrow(RangeError);
  });

  test('a message due at night waits for the morning on the shop’s clock, a daytime one goes at once', () => {
    expect(sendableAt(dhaka(27, 23, 30), NIGHT)).toBe(dhaka(28, 8));
    expect(sendableAt(dhaka(28, 3), NIGHT)).toBe(dhaka(28, 8));
    expect(sendableAt(dhaka(28, 7, 59), NIGHT)).toBe(dhaka(28, 8));
    expect(sendableAt(dhaka(28, 8), NIGHT)).toBe(dhaka(28, 8));
    expect(sendableAt(dhaka(28, 21, 59), NIGHT)).toBe(dhaka(28, 21, 59));
    expect(sendableAt(dhaka(28, 22), NIGHT)).toBe(dhaka(29, 8));
    // 23:30 in Dhaka is 17:30 UTC: the server's own clock zone does not matter.
    expect(isQuiet(Date.UTC(2026, 10, 27, 17, 30), NIGHT)).toBe(true);
    expect(sendableAt(dhaka(28, 3), null)).toBe(dhaka(28, 3));
  });

  test('property: the answer is the first moment at or after the given one outside the quiet hours', () => {
    const hours = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 })).filter(([from, until]) => from !== until);
    const moments = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(hours, moments, fc.double({ min: 0, max: 1, noNaN: true }), ([from, until], at, share) => {
        const quiet = { from, until };
        const sendable = sendableAt(at, quiet);
        expect(sendable).toBeGreaterThanOrEqual(at);
        expect(sendable - at).toBeLessThan(24 * 60 * 60 * 1000);
        expect(isQuiet(sendable, quiet)).toBe(false);
        expect(sendable === at).toBe(!isQuiet(at, quiet));
        // Every moment in between is quiet: nothing earlier would have done.
        if (sendable > at) {
          expect(isQuiet(sendable - 1, quiet)).toBe(true);
          expect(isQuiet(at + Math.floor((sendable - at) * share * 0.999999), quiet)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
