import fc from 'fast-check';
import { countdownParts, dropOpensIn, dropProblem, dropRoom, holdStateAt, isDropOpen, overBuyerLimit } from './drops';

const drop = (startsAt: string) => ({ startsAt, perBuyerLimit: 1, holdMinutes: 10 });
const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);

describe('a drop opens at its hour by the clock it is given', () => {
  it('counts the time left before the hour, and none at or after it', () => {
    const at = drop(new Date(HOUR).toISOString());
    expect(dropOpensIn(at, HOUR - 90_500)).toBe(90_500);
    expect(isDropOpen(at, HOUR - 1)).toBe(false);
    expect(isDropOpen(at, HOUR)).toBe(true);
    expect(dropOpensIn(at, HOUR + 5000)).toBe(0);
  });

  it('an item with no drop, or a time that does not parse, is open', () => {
    expect(isDropOpen(undefined, HOUR)).toBe(true);
    expect(isDropOpen(drop('tomorrow at eight'), HOUR)).toBe(true);
  });
});

describe('dropProblem', () => {
  const at = { startsAt: new Date(HOUR).toISOString(), perBuyerLimit: 2, holdMinutes: 10 };
  it.each([
    ['no drop, any units, any time', undefined, 9, HOUR - 1, null],
    ['before the hour, one unit', at, 1, HOUR - 1, 'dropNotOpen'],
    ['before the hour, over the limit too', at, 5, HOUR - 1, 'dropNotOpen'],
    ['at the hour, the limit', at, 2, HOUR, null],
    ['at the hour, one over the limit', at, 3, HOUR, 'overDropLimit'],
    ['a day later, one unit', at, 1, HOUR + 86_400_000, null],
  ] as const)('%s', (_case, drop, units, now, expected) => {
    expect(dropProblem(drop, units, now)).toBe(expected);
  });
});

describe('countdownParts', () => {
  it('rounds up to the second, so 0 shows only once the drop is open', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(((26 * 60 + 3) * 60 + 4) * 1000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
  });

  it('its parts are in range and add up to the time left, rounded up to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const { days, hours, minutes, seconds } = countdownParts(ms);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.ceil(ms / 1000));
      }),
    );
  });
});

describe('dropRoom', () => {
  const line = (id: string, quantity: number) => ({ product: { id }, quantity });

  it('an item with no drop has no bound; a drop’s counts its units in every size the cart holds', () => {
    expect(dropRoom({ id: 'tee' }, [line('tee', 9)])).toBe(Number.POSITIVE_INFINITY);
    const tour = { id: 'tour', drop: { perBuyerLimit: 3 } };
    expect(dropRoom(tour, [])).toBe(3);
    expect(dropRoom(tour, [line('tour', 1), line('other', 5), line('tour', 1)])).toBe(1);
  });

  it('is never negative, and what is added within it never passes the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 5 }), (limit, units) => {
        const tour = { id: 'tour', drop: { perBuyerLimit: limit } };
        const room = dropRoom(
          tour,
          units.map((quantity) => line('tour', quantity)),
        );
        const held = units.reduce((sum, quantity) => sum + quantity, 0);
        expect(room).toBeGreaterThanOrEqual(0);
        expect(room).toBe(Math.max(0, limit - held));
      }),
    );
  });
});

describe('overBuyerLimit', () => {
  it.each([
    ['nothing yet, the limit', [0, 0, 0], 2, 2, false],
    ['nothing yet, one over', [0, 0, 0], 3, 2, true],
    ['the device has one, one more within two', [1, 0, 0], 1, 2, false],
    ['the address has two already', [0, 2, 0], 1, 2, true],
    ['the number alone has the limit', [0, 0, 1], 1, 1, true],
    ['no keys known: only the units asked count', [], 2, 1, true],
  ] as const)('%s', (_case, counts, adding, limit, expected) => {
    expect(overBuyerLimit(counts, adding, limit)).toBe(expected);
  });

  it('is over exactly when some key would pass the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(12), { maxLength: 3 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 10 }),
        (counts, adding, limit) => {
          expect(overBuyerLimit(counts, adding, limit)).toBe(Math.max(0, ...counts) + adding > limit);
        },
      ),
    );
  });
});

describe('holdStateAt', () => {
  it('a hold still held past its time has run out; one at its last millisecond has not; other states stay', () => {
    expect(holdStateAt('held', HOUR, HOUR - 1)).toBe('held');
    expect(holdStateAt('held', HOUR, HOUR)).toBe('expired');
    expect(holdStateAt('ordered', HOUR, HOUR + 1)).toBe('ordered');
    expect(holdStateAt('released', HOUR, HOUR - 1)).toBe('released');
  });
});
