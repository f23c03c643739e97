import fc from 'fast-check';
import {
  clampSavedAt,
  isItemIdShaped,
  MAX_SAVED_PRODUCTS,
  mergeRemovedProducts,
  mergeSavedProducts,
  removalsPending,
  SAVED_AT_SKEW_MS,
  withoutRemoved,
  type RemovedProduct,
  type SavedProduct,
} from './savedProducts';

const saved = (itemId: string, savedAt: number): SavedProduct => ({ itemId, savedAt });
const removed = (itemId: string, removedAt: number): RemovedProduct => ({ itemId, removedAt });
const many = (count: number, from: number, prefix = 'p') => Array.from({ length: count }, (_, k) => saved(`${prefix}${k}`, from + k));

describe('mergeSavedProducts', () => {
  it.each<[string, SavedProduct[][], SavedProduct[]]>([
    ['nothing', [], []],
    ['two empty lists', [[], []], []],
    ['one list, newest first', [[saved('a', 1), saved('b', 3), saved('c', 2)]], [saved('b', 3), saved('c', 2), saved('a', 1)]],
    ['duplicates in one list fold to the newest', [[saved('a', 1), saved('a', 5), saved('a', 3)]], [saved('a', 5)]],
    [
      'the browser and the account: union, each with its newest time',
      [
        [saved('a', 10), saved('b', 20)],
        [saved('b', 30), saved('c', 5)],
      ],
      [saved('b', 30), saved('a', 10), saved('c', 5)],
    ],
    ['an older copy never moves a product back', [[saved('a', 30)], [saved('a', 10)]], [saved('a', 30)]],
    ['the same millisecond: smaller id first', [[saved('b', 7)], [saved('a', 7)]], [saved('a', 7), saved('b', 7)]],
  ])('%s', (_, lists, expected) => {
    expect(mergeSavedProducts(...lists)).toEqual(expected);
  });

  it('keeps the newest MAX_SAVED_PRODUCTS and drops the oldest', () => {
    const merged = mergeSavedProducts(many(80, 1000, 'phone'), many(80, 1040, 'laptop'));
    expect(merged).toHaveLength(MAX_SAVED_PRODUCTS);
    expect(merged[0]).toEqual(saved('laptop79', 1119));
    // 160 products: phone0…phone79 at 1000…1079, laptop0…laptop79 at 1040…1119. The 100 newest are those from 1050 on.
    expect(merged.every((p) => p.savedAt >= 1050)).toBe(true);
    expect(merged.map((p) => p.itemId)).not.toContain('phone49');
    expect(merged.map((p) => p.itemId)).toContain('phone50');
    expect(merged.map((p) => p.itemId)).toContain('laptop10');
  });

  it('leaves its inputs alone', () => {
    const list = [saved('a', 1), saved('a', 2)];
    mergeSavedProducts(list, [saved('b', 3)]);
    expect(list).toEqual([saved('a', 1), saved('a', 2)]);
  });

  describe('properties', () => {
    // Few ids and times, so that duplicates and ties are common; long lists, so that the cut is reached.
    const product = fc.record({
      itemId: fc.constantFrom(...Array.from({ length: 150 }, (_, k) => `i${k}`)),
      savedAt: fc.integer({ min: 0, max: 300 }),
    });
    const list = fc.array(product, { maxLength: 160 });

    it('is idempotent', () => {
      fc.assert(
        fc.property(list, list, (a, b) => {
          const once = mergeSavedProducts(a, b);
          expect(mergeSavedProducts(once)).toEqual(once);
          expect(mergeSavedProducts(once, b)).toEqual(once);
          expect(mergeSavedProducts(once, a)).toEqual(once);
        }),
      );
    });

    it('is commutative and associative', () => {
      fc.assert(
        fc.property(list, list, list, (a, b, c) => {
          expect(mergeSavedProducts(a, b)).toEqual(mergeSavedProducts(b, a));
          expect(mergeSavedProducts(mergeSavedProducts(a, b), c)).toEqual(mergeSavedProducts(a, mergeSavedProducts(b, c)));
        }),
      );
    });

    it('never holds more than MAX_SAVED_PRODUCTS, nor one id twice, and is newest first', () => {
      fc.assert(
        fc.property(list, list, (a, b) => {
          const merged = mergeSavedProducts(a, b);
          expect(merged.length).toBeLessThanOrEqual(MAX_SAVED_PRODUCTS);
          expect(new Set(merged.map((p) => p.itemId)).size).toBe(merged.length);
          for (let k = 1; k < merged.length; k += 1) expect(merged[k - 1].savedAt).toBeGreaterThanOrEqual(merged[k].savedAt);
        }),
      );
    });

    it('keeps each product at its newest time, and drops only products older than every kept one', () => {
      fc.assert(
        fc.property(list, list, (a, b) => {
          const merged = mergeSavedProducts(a, b);
          const newest = new Map<string, number>();
          for (const p of [...a, ...b]) newest.set(p.itemId, Math.max(p.savedAt, newest.get(p.itemId) ?? -1));
          for (const p of merged) expect(p.savedAt).toBe(newest.get(p.itemId));
          expect(merged.length).toBe(Math.min(newest.size, MAX_SAVED_PRODUCTS));
          const kept = new Set(merged.map((p) => p.itemId));
          const oldestKept = merged.length ? merged[merged.length - 1].savedAt : Infinity;
          for (const [itemId, savedAt] of newest) if (!kept.has(itemId)) expect(savedAt).toBeLessThanOrEqual(oldestKept);
        }),
      );
    });
  });
});

describe('withoutRemoved', () => {
  it.each<[string, SavedProduct[], RemovedProduct[], SavedProduct[]]>([
    ['nothing removed', [saved('a', 10)], [], [saved('a', 10)]],
    ['removed after it was saved: gone', [saved('a', 10), saved('b', 5)], [removed('a', 20)], [saved('b', 5)]],
    ['removed at the same millisecond: gone', [saved('a', 10)], [removed('a', 10)], []],
    ['saved again (on another phone) after the removal: stays', [saved('a', 30)], [removed('a', 20)], [saved('a', 30)]],
    ['a removal of a product not on the list changes nothing', [saved('a', 10)], [removed('z', 20)], [saved('a', 10)]],
  ])('%s', (_, list, removals, expected) => {
    expect(withoutRemoved(list, removals)).toEqual(expected);
  });

  it('keeps each product saved after its removal, and only those of the removed', () => {
    const entry = (at: fc.Arbitrary<number>) => fc.record({ itemId: fc.constantFrom('a', 'b', 'c', 'd'), at });
    fc.assert(
      fc.property(fc.array(entry(fc.integer({ min: 0, max: 50 }))), fc.array(entry(fc.integer({ min: 0, max: 50 }))), (saves, removals) => {
        const list = mergeSavedProducts(saves.map(({ itemId, at }) => saved(itemId, at)));
        const gone = mergeRemovedProducts(removals.map(({ itemId, at }) => removed(itemId, at)));
        const kept = withoutRemoved(list, gone);
        for (const product of list) {
          const removal = gone.find((entry) => entry.itemId === product.itemId);
          expect(kept.includes(product)).toBe(!removal || product.savedAt > removal.removedAt);
        }
        expect(kept).toEqual(list.filter((product) => kept.includes(product)));
      }),
    );
  });
});

describe('removalsPending', () => {
  it.each<[string, RemovedProduct[], SavedProduct[], RemovedProduct[]]>([
    ['the account still holds the product as it was: pending', [removed('a', 20)], [saved('a', 10)], [removed('a', 20)]],
    ['the account no longer holds it: taken', [removed('a', 20)], [saved('b', 10)], []],
    ['the account holds it saved again since: nothing to wait for', [removed('a', 20)], [saved('a', 30)], []],
  ])('%s', (_, removals, account, expected) => {
    expect(removalsPending(removals, account)).toEqual(expected);
  });
});

describe('mergeRemovedProducts', () => {
  it('keeps each product once, with its latest removal, newest first', () => {
    expect(mergeRemovedProducts([removed('a', 10), removed('b', 30)], [removed('a', 20)])).toEqual([removed('b', 30), removed('a', 20)]);
  });
});

describe('clampSavedAt', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['a time in the past stays', now - 86_400_000, now - 86_400_000],
    ['now stays', now, now],
    ['a phone a little ahead stays', now + SAVED_AT_SKEW_MS, now + SAVED_AT_SKEW_MS],
    ['a clock gone wrong is now', now + SAVED_AT_SKEW_MS + 1, now],
    ['the year 3000 is now', 32_503_680_000_000, now],
  ])('%s', (_, savedAt, expected) => {
    expect(clampSavedAt(savedAt, now)).toBe(expected);
  });
});

describe('isItemIdShaped', () => {
  it.each<[unknown, boolean]>([
    ['0b8f6c1e-3a52-5d3e-9f0a-1c2b3d4e5f60', true],
    ['0b8f6c1e3a525d3e9f0a1c2b3d4e5f60', true],
    ['65f0c2a1b3d4e5f60718293a', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['a b', false],
    ['../etc', false],
    ['a\n', false],
    [42, false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isItemIdShaped(value)).toBe(expected);
  });
});
