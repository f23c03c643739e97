import { escapeRegex } from './regex';

describe('escapeRegex', () => {
  it.each([
    ['Metallica', 'Metallica'],
    ['AC/DC', 'AC/DC'],
    ['Guns N’ Roses', 'Guns N’ Roses'],
    ['Motörhead', 'Motörhead'],
    ['a.b*c+d?', 'a\\.b\\*c\\+d\\?'],
    ['(Slayer)', '\\(Slayer\\)'],
    ['[tee]{2}', '\\[tee\\]\\{2\\}'],
    ['^top$', '\\^top\\$'],
    ['this|that', 'this\\|that'],
    ['back\\slash', 'back\\\\slash'],
    ['blink-182', 'blink-182'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(escapeRegex(text)).toBe(expected);
  });

  it.each([['AC/DC'], ['a.b*c+d?'], ['(Slayer) [tee]{2}'], ['^x$|y\\z'], ['.*'], ['[a-z]']])(
    '%j matches itself and nothing looser',
    (text) => {
      const pattern = new RegExp(escapeRegex(text));
      expect(pattern.test(`Tee: ${text}!`)).toBe(true);
      expect(pattern.test(text.replace(/[^\w\s]/g, 'X'))).toBe(false);
    },
  );

  it.each([['blink-182 / AC/DC'], ['a.b*c+d?'], ['(x)[y]{z}^$|\\']])('%j stays a valid pattern with the u flag', (text) => {
    expect(new RegExp(escapeRegex(text), 'u').test(text)).toBe(true);
  });
});
