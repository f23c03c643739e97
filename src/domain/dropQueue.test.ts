import fc from 'fast-check';
import { admitAtOfRank, nextLateRank, queuePlace, rankDueAt } from './dropQueue';

const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
const MINUTE = 60_000;

describe('the drop’s queue', () => {
  it('admits the first admitPerMinute ranks at the hour, then one every 60 / admitPerMinute seconds', () => {
    expect(admitAtOfRank(0, HOUR, 100)).toBe(HOUR);
    expect(admitAtOfRank(99, HOUR, 100)).toBe(HOUR);
    expect(admitAtOfRank(100, HOUR, 100)).toBe(HOUR + 600);
    expect(admitAtOfRank(199, HOUR, 100)).toBe(HOUR + MINUTE);
    expect(admitAtOfRank(411, HOUR, 100)).toBe(HOUR + 312 * 600);
  });

  it('a rank is due exactly when it is admitted, and not a millisecond before', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (rank, perMinute) => {
        const at = admitAtOfRank(rank, HOUR, perMinute);
        expect(rankDueAt(at, HOUR, perMinute)).toBeGreaterThanOrEqual(rank);
        if (at > HOUR) expect(rankDueAt(at - 1, HOUR, perMinute)).toBeLessThan(rank);
      }),
    );
    expect(rankDueAt(HOUR - 1, HOUR, 100)).toBe(-1);
  });

  it('queues later arrivals after the early ones and after each other', () => {
    expect(nextLateRank(null, 1000, HOUR + 1000, HOUR, 100)).toBe(1000);
    expect(nextLateRank(1042, 1000, HOUR + 1000, HOUR, 100)).toBe(1042);
    expect(nextLateRank(null, 0, HOUR, HOUR, 100)).toBe(0);
  });

  it('after a quiet spell lets no more than a minute’s admissions in at once', () => {
    // An hour on, with five arrivals in all: the next ones start a minute's admissions behind the hour's last rank due.
    const now = HOUR + 60 * MINUTE;
    const rank = nextLateRank(5, 0, now, HOUR, 100);
    expect(rankDueAt(now, HOUR, 100) - rank + 1).toBe(100);
    fc.assert(
      fc.property(
        fc.option(fc.nat({ max: 1e6 }), { nil: null }),
        fc.nat({ max: 1e5 }),
        fc.nat({ max: 24 * 60 * MINUTE }),
        fc.integer({ min: 1, max: 10_000 }),
        (stored, early, after, perMinute) => {
          const next = nextLateRank(stored, early, HOUR + after, HOUR, perMinute);
          expect(next).toBeGreaterThanOrEqual(stored ?? early);
          expect(rankDueAt(HOUR + after, HOUR, perMinute) - next + 1).toBeLessThanOrEqual(perMinute);
        },
      ),
    );
  });

  it('tells a waiting shopper their number and the minutes left, and nothing once admitted', () => {
    expect(queuePlace(HOUR + 311 * 600 + 1, HOUR, 100)).toEqual({ place: 312, minutes: 4 });
    expect(queuePlace(HOUR + 90_000, HOUR, 100)).toEqual({ place: 151, minutes: 2 });
    expect(queuePlace(HOUR + 1, HOUR, 100)).toEqual({ place: 1, minutes: 1 });
    expect(queuePlace(HOUR, HOUR, 100)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 * MINUTE }), fc.integer({ min: 1, max: 10_000 }), (wait, perMinute) => {
        const early = queuePlace(HOUR + wait, HOUR, perMinute)!;
        const later = queuePlace(HOUR + wait, HOUR + Math.floor(wait / 2), perMinute)!;
        expect(early.place).toBeGreaterThanOrEqual(1);
        expect(later.place).toBeLessThanOrEqual(early.place);
        expect(later.minutes).toBeLessThanOrEqual(early.minutes);
      }),
    );
  });
});
