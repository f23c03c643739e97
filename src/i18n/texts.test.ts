import fc from 'fast-check';
import english from './catalogues/en';
import bengali from './catalogues/bn';
import { createTexts } from './texts';

describe('texts', () => {
  const en = createTexts('en', english);
  const bn = createTexts('bn', bengali);

  test('prices: Tk and grouped digits in English, ৳ and Bengali digits with lakh grouping in Bengali (CLDR bn)', () => {
    expect(en.price(1050)).toBe('Tk 1,050');
    expect(en.price(1234567)).toBe('Tk 1,234,567');
    expect(bn.price(1050)).toBe('৳১,০৫০');
    expect(bn.price(105000)).toBe('৳১,০৫,০০০');
    expect(bn.price(0)).toBe('৳০');
  });

  test('amounts are rounded to the taka the same way in both languages, halves away from zero', () => {
    expect(en.number(1049.5)).toBe('1,050');
    expect(bn.number(1049.5)).toBe('১,০৫০');
    expect(bn.number(-2.5)).toBe('-৩');
  });

  test("a card's band line: the spec's \"{bands}'s {categories}\" in English, the Bengali genitive in Bengali", () => {
    expect(en.t('shop.card.bandLine', { bands: 'Warfaze', categories: 'T-Shirts' })).toBe("Warfaze's T-Shirts");
    expect(bn.t('shop.card.bandLine', { bands: 'ওয়ারফেজ', categories: 'টি-শার্ট' })).toBe('ওয়ারফেজ-এর টি-শার্ট');
  });
});

describe('numbers in messages', () => {
  const en = createTexts('en', { 'common.toast.atMostPerLine': 'At most {units} of one item' } as never);
  const bn = createTexts('bn', {
    'common.toast.atMostPerLine': 'সর্বোচ্চ {units}টি',
    'common.price': '{count, plural, one {# পণ্য} other {# পণ্য}} ({units})',
    'common.and': '{value, number, ::.#} cm',
  } as never);

  test('a number given to a message is written in the language’s digits', () => {
    expect(en.t('common.toast.atMostPerLine', { units: 1500 })).toBe('At most 1,500 of one item');
    expect(bn.t('common.toast.atMostPerLine', { units: 1500 })).toBe('সর্বোচ্চ ১,৫০০টি');
  });

  test('a counted number still chooses its plural form, and is written in the language’s digits too', () => {
    expect(bn.t('common.price', { count: 12, units: 3 })).toBe('১২ পণ্য (৩)');
  });

  test('a styled number is formatted as its style says, in the language’s digits', () => {
    expect(bn.t('common.and', { value: 71.25 })).toBe('৭১.৩ cm');
  });
});

describe('a message without the value it needs', () => {
  test('is its key, said on the console: never a page that fails to render', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTexts('en', english).t('common.toast.atMostPerLine')).toBe('common.toast.atMostPerLine');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

test('an English message or year makes no Intl.NumberFormat, nor has ICU list its locales (slow on a phone); both languages still count', () => {
  const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
  const numberFormat = jest.spyOn(Intl, 'NumberFormat');
  const en = createTexts('en', english);
  expect([1, 2, 1500].map((count) => en.t('cart.buttonWithCount', { count }))).toEqual([
    'Cart, 1 item',
    'Cart, 2 items',
    'Cart, 1,500 items',
  ]);
  expect(en.t('shell.footer.copyright', { year: en.digits(2026), shop: 'Metal Merch' })).toBe('© 2026 Metal Merch. All rights reserved.');
  expect(numberFormat).not.toHaveBeenCalled();
  expect(createTexts('bn', bengali).t('cart.buttonWithCount', { count: 1500 })).toContain('১,৫০০');
  expect(supportedLocalesOf).not.toHaveBeenCalled();
  supportedLocalesOf.mockRestore();
  numberFormat.mockRestore();
});

test('a year is written in the language’s digits, not grouped', () => {
  expect(createTexts('en', english).digits(2026)).toBe('2026');
  expect(createTexts('bn', bengali).digits(2026)).toBe('২০২৬');
  expect(createTexts('bn', bengali).t('shell.footer.copyright', { year: createTexts('bn', bengali).digits(2026), shop: 'মেটাল' })).toBe(
    '© ২০২৬ মেটাল। সর্বস্বত্ব সংরক্ষিত।',
  );
});

test('a counted number reads as Intl writes it, in both languages, whatever the count', () => {
  const [en, bn] = [createTexts('en', english), createTexts('bn', bengali)];
  const [enIntl, bnIntl] = [new Intl.NumberFormat('en'), new Intl.NumberFormat('bn')];
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (count) => {
      expect(en.t('cart.buttonWithCount', { count })).toBe(count === 1 ? 'Cart, 1 item' : `Cart, ${enIntl.format(count)} items`);
      expect(bn.t('cart.buttonWithCount', { count })).toBe(`কার্ট, ${bnIntl.format(count)}টি পণ্য`);
    }),
  );
});
