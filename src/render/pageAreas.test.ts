import type { MessageArea } from '../i18n/messageAreas';
import { englishTexts } from '../test/texts';
import { notingAreas } from './pageAreas';

test('the texts a render writes with note the area of each key they write, and write what they would have', () => {
  const used = new Set<MessageArea>();
  const texts = notingAreas(englishTexts, used);
  expect(texts.t('shell.accountLink')).toBe(englishTexts.t('shell.accountLink'));
  expect(texts.price(1050)).toBe(englishTexts.price(1050));
  expect(used).toEqual(new Set());
  expect(texts.t('orders.tracked.items')).toBe(englishTexts.t('orders.tracked.items'));
  expect(texts.t({ id: 'checkout.failed.promo', values: { code: 'ROCK' } })).toBe(
    englishTexts.t({ id: 'checkout.failed.promo', values: { code: 'ROCK' } }),
  );
  expect(used).toEqual(new Set(['orders', 'checkout']));
});
