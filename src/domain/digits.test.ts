import fc from 'fast-check';
import { asciiDigits, bengaliDigits } from './digits';

describe('asciiDigits', () => {
  it.each([
    ['০১২৩৪৫৬৭৮৯', '0123456789'],
    ['INV-৭KQ২', 'INV-7KQ2'],
    ['মেটালিকা', 'মেটালিকা'],
    ['Tk 1,050', 'Tk 1,050'],
    ['', ''],
  ])('%s → %s', (text, expected) => expect(asciiDigits(text)).toBe(expected));
});

describe('bengaliDigits', () => {
  it.each([
    ['0123456789', '০১২৩৪৫৬৭৮৯'],
    ['2026', '২০২৬'],
    ['INV-7KQ2', 'INV-৭KQ২'],
    ['মেটালিকা', 'মেটালিকা'],
    ['', ''],
  ])('%s → %s', (text, expected) => expect(bengaliDigits(text)).toBe(expected));

  test('asciiDigits reads back any text bengaliDigits wrote', () => {
    fc.assert(fc.property(fc.string(), (text) => expect(asciiDigits(bengaliDigits(text))).toBe(asciiDigits(text))));
  });
});
