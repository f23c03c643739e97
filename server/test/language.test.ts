import { chosenLanguage, languageCookie, switchTarget } from '../src/language';

describe('the chosen language', () => {
  test('is read from the lang cookie among others; anything else is no choice', () => {
    expect(chosenLanguage('a=1; lang=bn; b=2')).toBe('bn');
    expect(chosenLanguage('lang=en')).toBe('en');
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('xlang=bn')).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
  });

  test('is kept a year, for the whole shop', () => {
    expect(languageCookie('bn')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  test('the switch keeps the page and its query, in the other language', () => {
    expect(switchTarget('bn', '/shop?q=tee&page=2')).toBe('/bn/shop?q=tee&page=2');
    expect(switchTarget('en', '/bn/shop?q=tee')).toBe('/shop?q=tee');
    expect(switchTarget('bn', '/bn/details?id=1')).toBe('/bn/details?id=1');
    expect(switchTarget('en', '/bn/')).toBe('/');
    expect(switchTarget('bn', '/')).toBe('/bn/');
    expect(switchTarget('en', '/bn')).toBe('/');
  });

  test('never sends anyone off the shop', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'evil', '', undefined]) {
      expect(switchTarget('bn', next)).toBe('/bn/');
    }
  });
});
