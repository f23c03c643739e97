import { asciiDigits } from './digits';

describe('asciiDigits', () => {
  it.each([
    ['০১২৩৪৫৬৭৮৯', '0123456789'],
    ['INV-৭KQ২', 'INV-7KQ2'],
    ['মেটালিকা', 'মেটালিকা'],
    ['Tk 1,050', 'Tk 1,050'],
    ['', ''],
  ])('%s → %s', (text, expected) => expect(asciiDigits(text)).toBe(expected));
});
