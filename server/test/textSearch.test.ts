import { TextSearch, type SearchDocument } from '../src/db/textSearch';

const product = (slot: number, title: string, band: string[], categories: string[], colours: string[] = ['Black'], keywords = ''): SearchDocument => ({
  slot,
  title,
  names: band,
  categories,
  colours,
  keywords,
});

const METALLICA = ['Metallica', 'মেটালিকা', 'metalika'];
const MAIDEN = ['Iron Maiden', 'আয়রন মেইডেন'];
const WARFAZE = ['Warfaze', 'ওয়ারফেজ', 'warfez'];
const TEES = ['Half Sleeve', 'হাফ হাতা', 'T-Shirts', 'টি-শার্ট'];
const HOODIES = ['Pullover', 'Hoodies', 'হুডি'];

const search = new TextSearch([
  product(0, 'Metallica Master of Puppets Half Sleeve T-Shirt', METALLICA, TEES),
  product(1, 'Metallica Classic Logo Pullover Hoodie', METALLICA, HOODIES, ['Charcoal']),
  product(2, 'Iron Maiden The Trooper Half Sleeve T-Shirt', MAIDEN, TEES, ['White']),
  product(3, 'Warfaze Jibon Half Sleeve T-Shirt', WARFAZE, TEES),
  product(4, 'Motörhead Ace of Spades Woven Patch', ['Motörhead'], ['Patches'], ['Red'], 'patch battle vest'),
  product(5, 'Slayer Logo Metal Keychain', ['Slayer'], ['Keychains'], ['White'], 'keychain metal gift'),
]);

const slotsWhere = (values: ArrayLike<number>) => Array.from(values, (value, slot) => (value > 0 ? slot : -1)).filter((slot) => slot >= 0);
const found = (text: string, options?: { lastWordBegun?: boolean }) => slotsWhere(search.match(text, options)?.score ?? []);
const corrected = (text: string) => {
  const matches = search.match(text)!;
  return slotsWhere(matches.corrected.map((flag, slot) => flag & (matches.score[slot] > 0 ? 1 : 0)));
};

it.each([
  ['a band', 'metallica', [0, 1]],
  ['a band with one typo in a long word', 'metalica', [0, 1]],
  ['a band with two typos in a long word', 'mettalika', [0, 1]],
  ['a misspelt word of a two-word band', 'iron maidan', [2]],
  ['a two-word band typed as one word', 'ironmaiden', [2]],
  ['every spelling of a T-shirt', 'tshirt', [0, 2, 3]],
  ['tee', 'tee', [0, 2, 3]],
  ['t shirt', 't shirt', [0, 2, 3]],
  ['a plural', 'hoodies', [1]],
  ['a plural of -ches', 'patches', [4]],
  ['an accent folded', 'motorhead', [4]],
  ['a Bengali band name', 'মেটালিকা', [0, 1]],
  ['a Banglish band name', 'warfez', [3]],
  ['a Bengali garment word', 'টি-শার্ট', [0, 2, 3]],
  ['band and garment narrow', 'metallica hoodie', [1]],
  ['band and design narrow', 'iron maiden trooper', [2]],
  ['a colour and a garment', 'white tshirt', [2]],
  ['the start of a word, and a word one typo away (metal)', 'metall', [0, 1, 5]],
])('%s: %s', (_name, text, slots) => expect(found(text)).toEqual(slots));

it.each(['xqzvbn', 'asdfghjkl', 'the of and', '()[]', 'metallica xqzvbn'])('nonsense finds nothing: %s', (text) => expect(found(text)).toEqual([]));

it('short words carry no typo: "tea" finds no tee', () => {
  expect(found('tea')).toEqual([]);
});

it('marks a product corrected only when a word matched with a typo, and grades exact matches above corrected ones', () => {
  expect(corrected('metallica')).toEqual([]);
  expect(corrected('metalica')).toEqual([0, 1]);
  // "metal" is a keyword of the keychain and begins Metallica: neither is a typo.
  expect(found('metal')).toEqual([0, 1, 5]);
  expect(corrected('metal')).toEqual([]);
  const metall = search.match('metall')!;
  expect(metall.score[0]).toBeGreaterThan(metall.score[5]);
});

it('grades a title or band match above a keyword-only match', () => {
  const vest = search.match('vest')!;
  const patch = search.match('patch')!;
  expect(patch.score[4]).toBeGreaterThan(vest.score[4]);
});

it('reads the last word as begun while the shopper types, however short', () => {
  expect(found('ja')).toEqual([]);
  expect(found('warfaze ji', { lastWordBegun: true })).toEqual([3]);
  expect(found('me', { lastWordBegun: true })).toEqual([0, 1, 5]);
});
