import type { LineLimit } from '../../domain/cartLimits';
import { bengaliTexts, englishTexts } from '../../test/texts';
import { lineFullText } from './lineFullText';

describe('lineFullText', () => {
  it.each<[LineLimit, string, string]>([
    [{ max: 3, by: 'stock' }, 'No more Stock', 'আর স্টক নেই'],
    [{ max: 10, by: 'perLine' }, 'At most 10 of one item per order', 'একটি অর্ডারে একই পণ্য সর্বোচ্চ ১০টি'],
    [{ max: 4, by: 'perLine' }, 'At most 4 of one item per order', 'একটি অর্ডারে একই পণ্য সর্বোচ্চ ৪টি'],
  ])('%o → %s', (limit, english, bengali) => {
    expect(englishTexts.t(lineFullText(limit))).toBe(english);
    expect(bengaliTexts.t(lineFullText(limit))).toBe(bengali);
  });
});
