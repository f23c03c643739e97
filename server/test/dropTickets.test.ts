import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { newNonce, readTicket, shuffledRank, signTicket } from '../src/dropTickets';

const key = randomBytes(32);
const ranks = (count: number, shuffleKey = key, drop = 'tee:1796479200000') =>
  Array.from({ length: count }, (_, index) => shuffledRank(shuffleKey, drop, index, count));

describe('the early arrivals’ shuffle', () => {
  test('gives each of them exactly one place, whatever their number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (count) => {
        expect([...ranks(count)].sort((x, y) => x - y)).toEqual([...Array(count).keys()]);
      }),
      { numRuns: 60 },
    );
    for (const count of [1, 2, 3, 4, 5, 16, 17, 1024, 1025]) expect(new Set(ranks(count)).size).toBe(count);
  });

  test('is another order for another key or another drop, and tells nothing of the order they came in', () => {
    const count = 1000;
    const order = ranks(count);
    expect(ranks(count, randomBytes(32))).not.toEqual(order);
    expect(ranks(count, key, 'tee:1796479260000')).not.toEqual(order);
    // How many of the first tenth to come are in the first tenth let in: about a tenth of them, as by chance.
    const firstIn = order.slice(0, count / 10).filter((rank) => rank < count / 10).length;
    expect(firstIn).toBeLessThan(30);
  });

  test('an index at or past the count is refused, never walked for ever', () => {
    expect(() => shuffledRank(key, 'tee', 5, 5)).toThrow(RangeError);
    expect(() => shuffledRank(key, 'tee', -1, 5)).toThrow(RangeError);
  });
});

describe('a ticket', () => {
  test('keeps its early index, and takes no index but a whole number', () => {
    const payload = { i: 'tee', s: 1, t: 2, n: newNonce(), e: 41 };
    expect(readTicket(key, signTicket(key, payload))).toEqual(payload);
    for (const e of [-1, 1.5, '3', null]) {
      // Signed with the shop's own key: only the index is wrong.
      const json = Buffer.from(JSON.stringify({ ...payload, e }));
      const signed = `${json.toString('base64url')}.${createHmac('sha256', key).update(json).digest('base64url')}`;
      expect(readTicket(key, signed)).toBeNull();
    }
  });
});
