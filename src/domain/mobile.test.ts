import { isValidMobile, normalizeMobile } from './mobile';

describe('normalizeMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['008801712345678', '01712345678'],
    ['017 1234-5678', '01712345678'],
    ['+88 017-1234 5678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮ ০১৭১২-৩৪৫৬৭৮', '01712345678'],
    ['০১৭12৩৪5678', '01712345678'],
    ['+8812345', '+8812345'],
    ['', ''],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeMobile(raw)).toBe(expected);
  });
});

describe('isValidMobile', () => {
  it.each([
    ['01712345678', true],
    ['01312345678', true],
    ['01912345678', true],
    ['01112345678', true],
    ['01212345678', false],
    ['01012345678', false],
    ['0171234567', false],
    ['017123456789', false],
    ['+8801712345678', false],
    ['0171234567a', false],
    ['', false],
  ])('%s → %s', (mobile, expected) => {
    expect(isValidMobile(mobile)).toBe(expected);
  });

  it('accepts every country-prefixed form once normalized', () => {
    for (const raw of ['+8801712345678', '008801712345678', '8801712345678']) {
      expect(isValidMobile(normalizeMobile(raw))).toBe(true);
    }
  });
});
