import { chosenLanguage, languageCookie } from '../src/language';
import { isLocalPath, localRedirect } from '../src/safeRedirect';
import fc from 'fast-check';
import { hostileAddress, leadsOnShop, OFF_SHOP_TRICKS } from './redirectTricks';

describe('the chosen language', () => {
  test('is read from the lang cookie among others; anything else is no choice', () => {
    expect(chosenLanguage('a=1; lang=bn; b=2')).toBe('bn');
    expect(chosenLanguage('lang=en')).toBe('en');
    expect(chosenLanguage('a=1;lang=bn')).toBe('bn');
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('xlang=bn')).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
  });

  test('only by its exact name, with its whole value, the first one deciding, as the nginx recipe reads it', () => {
    for (const header of [
      'LANG=bn',
      'Lang=bn',
      'lang =bn',
      'lang= bn',
      ' lang = bn',
      'lang=bn=x',
      'lang="bn"',
      'lang',
      'lang=BN',
      'a=1; lang=xx; lang=bn',
    ]) {
      expect([header, chosenLanguage(header)]).toEqual([header, undefined]);
    }
    expect(chosenLanguage('lang=en; lang=bn')).toBe('en');
    expect(chosenLanguage('a=1;\tlang=bn\t; b=2')).toBe('bn');
  });

  test('is kept a year, for the whole shop', () => {
    expect(languageCookie('bn')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('the one redirect rule', () => {
  test('keeps the page and its query, in the other language', () => {
    expect(localRedirect('bn', '/shop?q=tee&page=2')).toBe('/bn/shop?q=tee&page=2');
    expect(localRedirect('en', '/bn/shop?q=tee')).toBe('/shop?q=tee');
    expect(localRedirect('bn', '/bn/details?id=1')).toBe('/bn/details?id=1');
    expect(localRedirect('en', '/bn/')).toBe('/');
    expect(localRedirect('bn', '/')).toBe('/bn/');
    expect(localRedirect('en', '/bn')).toBe('/');
    expect(localRedirect('en', '/../shop')).toBe('/shop');
    expect(localRedirect('bn', '/shop?next=%2F%2Fx')).toBe('/bn/shop?next=%2F%2Fx');
  });

  test.each(OFF_SHOP_TRICKS)('never sends anyone off the shop: %j goes to the home page', (next) => {
    expect(localRedirect('en', next)).toBe('/');
    expect(localRedirect('bn', next)).toBe('/bn/');
  });

  test('a path escaped more times than any page needs goes home; a Bengali search escaped once stays', () => {
    expect(localRedirect('en', '/shop?query=%E0%A6%86')).toBe('/shop?query=%E0%A6%86');
    expect(localRedirect('bn', '/x%25252F')).toBe('/bn/x%25252F');
    expect(localRedirect('bn', '/x%2525252F')).toBe('/bn/x%2525252F');
    expect(localRedirect('bn', '/x%252525252F')).toBe('/bn/');
    expect(localRedirect('en', `/x%${'25'.repeat(4000)}41`)).toBe('/');
  });

  test('anything that is no path goes home', () => {
    for (const next of ['evil', '', undefined, '?q=1', '#top']) expect(localRedirect('bn', next)).toBe('/bn/');
  });

  test('whatever the address, the Location is one slash and a path that stays on the shop', () => {
    const origin = 'https://shop.example';
    fc.assert(
      fc.property(fc.oneof(hostileAddress, fc.string()), fc.constantFrom('en' as const, 'bn' as const), (next, language) => {
        const location = localRedirect(language, next);
        expect(leadsOnShop(location, origin) || location === (language === 'en' ? '/' : '/bn/')).toBe(true);
        expect(isLocalPath(location)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  test('a path is local only if no reading of it (decoded, tabs dropped, parsed) starts with two slashes', () => {
    for (const path of ['/', '/shop', '/bn/', '/shop?q=//x', '/%20/x']) expect([path, isLocalPath(path)]).toEqual([path, true]);
    for (const path of ['//x', '/\\x', '/%2F/x', '/%5Cx', '/%252F/x', '/%09/x', '/\t/x', '/..//x', '/%252e%252e//x', 'x', '']) {
      expect([path, isLocalPath(path)]).toEqual([path, false]);
    }
  });
});
