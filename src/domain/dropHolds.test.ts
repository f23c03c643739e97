import fc from 'fast-check';
import { holdTimeLeft, nextHoldEnd, skusRanOut } from './dropHolds';

const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
const line = (code: string, expiresAt?: number) => ({
  sku: { code },
  ...(expiresAt !== undefined && { hold: { id: `h-${code}`, units: 1, expiresAt } }),
});

describe('a drop’s holds', () => {
  it('time left never goes below 0, and is 0 from the end on', () => {
    expect(holdTimeLeft({ expiresAt: HOUR }, HOUR - 61_000)).toBe(61_000);
    expect(holdTimeLeft({ expiresAt: HOUR }, HOUR)).toBe(0);
    expect(holdTimeLeft({ expiresAt: HOUR }, HOUR + 5)).toBe(0);
  });

  it('the lines that ran out are the held ones at or past their end; a line without a hold never runs out', () => {
    const lines = [line('A', HOUR - 1), line('B'), line('C', HOUR), line('D', HOUR + 1)];
    expect(skusRanOut(lines, HOUR)).toEqual(['A', 'C']);
    expect(nextHoldEnd(lines)).toBe(HOUR - 1);
    expect(nextHoldEnd([line('B')])).toBeNull();
  });

  it('for any cart and any time: ran out is exactly the held lines whose time left is 0, and the next end is the soonest', () => {
    const cart = fc.uniqueArray(
      fc.record({
        code: fc.string({ minLength: 1, maxLength: 4 }),
        end: fc.option(fc.integer({ min: HOUR - 3_600_000, max: HOUR + 3_600_000 })),
      }),
      { selector: (l) => l.code, maxLength: 8 },
    );
    fc.assert(
      fc.property(cart, fc.integer({ min: HOUR - 3_600_000, max: HOUR + 3_600_000 }), (drawn, now) => {
        const lines = drawn.map(({ code, end }) => line(code, end ?? undefined));
        const ends = drawn.flatMap(({ end }) => (end === null ? [] : [end]));
        expect(skusRanOut(lines, now)).toEqual(drawn.filter(({ end }) => end !== null && end <= now).map(({ code }) => code));
        expect(nextHoldEnd(lines)).toBe(ends.length ? Math.min(...ends) : null);
      }),
    );
  });
});
