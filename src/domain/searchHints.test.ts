import { didYouMean, highlightParts } from './searchHints';

const marked = (title: string, typed: string) =>
  highlightParts(title, typed)
    .map(({ text, matched }) => (matched ? `[${text}]` : text))
    .join('');

describe('highlightParts', () => {
  it.each([
    ['the typed start of a word', 'Metallica Classic Logo Pullover Hoodie', 'meta', '[Meta]llica Classic Logo Pullover Hoodie'],
    ['a whole word typed', 'Metallica Classic Logo Pullover Hoodie', 'metallica hoodie', '[Metallica] Classic Logo Pullover [Hoodie]'],
    ['a word with a typo', 'Metallica Classic Logo Pullover Hoodie', 'metalica', '[Metallica] Classic Logo Pullover Hoodie'],
    ['another spelling of the word', 'Warfaze Jibon Half Sleeve T-Shirt', 'warfaze tee', '[Warfaze] Jibon Half Sleeve [T-Shirt]'],
    ['a plural', 'Slayer Logo Woven Patch', 'patches', 'Slayer Logo Woven [Patch]'],
    ['an accent folded', 'Motörhead Ace of Spades Woven Patch', 'motorh', '[Motörh]ead Ace of Spades Woven Patch'],
    ['nothing typed that matches', 'Slayer Logo Woven Patch', 'hoodie', 'Slayer Logo Woven Patch'],
  ])('marks %s', (_name, title, typed, expected) => expect(marked(title, typed)).toBe(expected));

  it('keeps every character of the title, in order', () => {
    const title = '  Iron  Maiden (Drop 2) ';
    expect(
      highlightParts(title, 'maiden')
        .map((part) => part.text)
        .join(''),
    ).toBe(title);
  });
});

describe('didYouMean', () => {
  const names = ['Metallica', 'Slayer', 'Iron Maiden', 'Shironamhin', 'T-Shirts', 'Hoodies', 'Black'];

  it.each([
    ['slyaer', 'Slayer'],
    ['mettallicca', 'Metallica'],
    ['ironmaidn', 'Iron Maiden'],
    ['shironamhinn xx', 'Shironamhin'],
    ['hoddies', 'Hoodies'],
  ])('offers the nearest name for %s: %s', (text, name) => expect(didYouMean(text, names)).toBe(name));

  it.each(['xqzvbn', 'asdfghjkl', 'qq', 'slayer', ''])('offers nothing for %s', (text) => expect(didYouMean(text, names)).toBeNull());
});
