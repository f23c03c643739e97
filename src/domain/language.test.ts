import { isLanguage, localPath, pathLanguage, textLang, textLangOn } from './language';

describe('textLang', () => {
  test('Bengali headlines, quotes and digits included, are Bengali', () => {
    expect(textLang('মেটাল মিউজিকের সর্বশেষ খবর')).toBe('bn');
    expect(textLang('আর্টসেলের "অন্য সময়": একটি অ্যালবামের গল্প')).toBe('bn');
    expect(textLang('১৯৮৪ সালে যাত্রা শুরু')).toBe('bn');
  });

  test('a Bengali text with a few English words stays Bengali, an English one with a Bengali word stays English', () => {
    expect(textLang('Warfaze: চার দশকের বাংলা হেভি মেটাল')).toBe('bn');
    expect(textLang('Pohela Boishakh collection: পহেলা বৈশাখ is here at every outlet')).toBeUndefined();
  });

  test('English, numbers only and nothing have no lang of their own', () => {
    expect(textLang('New year restock: 40 bands, 9 colours')).toBeUndefined();
    expect(textLang('2026')).toBeUndefined();
    expect(textLang('')).toBeUndefined();
    expect(textLang(undefined)).toBeUndefined();
  });
});

describe('page addresses by language', () => {
  test('a Bengali address names its language and the path its routes read', () => {
    expect(pathLanguage('/bn/shop')).toEqual({ language: 'bn', path: '/shop' });
    expect(pathLanguage('/bn/')).toEqual({ language: 'bn', path: '/' });
    expect(pathLanguage('/bn')).toEqual({ language: 'bn', path: '/' });
    expect(pathLanguage('/bn/news/details')).toEqual({ language: 'bn', path: '/news/details' });
  });

  test('every other address is English, one that merely starts with bn included', () => {
    expect(pathLanguage('/shop')).toEqual({ language: 'en', path: '/shop' });
    expect(pathLanguage('/')).toEqual({ language: 'en', path: '/' });
    expect(pathLanguage('/bnx/shop')).toEqual({ language: 'en', path: '/bnx/shop' });
    expect(pathLanguage('/shop/bn')).toEqual({ language: 'en', path: '/shop/bn' });
  });

  test('a path at its address in each language, query and home page included', () => {
    expect(localPath('en', '/shop?q=tee')).toBe('/shop?q=tee');
    expect(localPath('bn', '/shop?q=tee')).toBe('/bn/shop?q=tee');
    expect(localPath('bn', '/')).toBe('/bn/');
    expect(localPath('bn', '/?qa=1')).toBe('/bn/?qa=1');
    expect(localPath('en', '/')).toBe('/');
  });

  test('only the two languages are languages', () => {
    expect(isLanguage('bn')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('textLangOn', () => {
  test('a text in the page’s language has no lang of its own', () => {
    expect(textLangOn('New year restock: 40 bands, 9 colours', 'en')).toBeUndefined();
    expect(textLangOn('আর্টসেলের "অন্য সময়": একটি অ্যালবামের গল্প', 'bn')).toBeUndefined();
  });

  test('a text in the other language is marked with its own', () => {
    expect(textLangOn('Warfaze: চার দশকের বাংলা হেভি মেটাল', 'en')).toBe('bn');
    expect(textLangOn('Pohela Boishakh collection: পহেলা বৈশাখ is here at every outlet', 'bn')).toBe('en');
    expect(textLangOn('Guest writer', 'bn')).toBe('en');
  });

  test('numbers only and nothing have no lang on either page', () => {
    for (const page of ['en', 'bn'] as const) {
      expect(textLangOn('2026', page)).toBeUndefined();
      expect(textLangOn('', page)).toBeUndefined();
      expect(textLangOn(undefined, page)).toBeUndefined();
    }
  });
});
