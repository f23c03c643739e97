import { textLang } from './language';
import { DEFAULT_NEWS_TITLE } from './texts';

describe('textLang', () => {
  test('Bengali headlines, quotes and digits included, are Bengali', () => {
    expect(textLang(DEFAULT_NEWS_TITLE)).toBe('bn');
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
