import fc from 'fast-check';
import { TextSearch, type SearchDocument } from '../src/db/textSearch';

const product = (
  slot: number,
  title: string,
  band: string[],
  categories: string[],
  colours: string[] = ['Black'],
  keywords = '',
  sizes: string[] = [],
): SearchDocument => ({
  slot,
  title,
  names: band,
  categories,
  colours,
  sizes,
  keywords,
});

const METALLICA = ['Metallica', 'মেটালিকা', 'metalika'];
const MAIDEN = ['Iron Maiden', 'আয়রন মেইডেন'];
const WARFAZE = ['Warfaze', 'ওয়ারফেজ', 'warfez'];
const TEES = ['Half Sleeve', 'হাফ হাতা', 'T-Shirts', 'টি-শার্ট'];
const HOODIES = ['Pullover', 'Hoodies', 'হুডি'];

const documents = [
  product(0, 'Metallica Master of Puppets Half Sleeve T-Shirt', METALLICA, TEES),
  product(1, 'Metallica Classic Logo Pullover Hoodie', METALLICA, HOODIES, ['Charcoal']),
  product(2, 'Iron Maiden The Trooper Half Sleeve T-Shirt', MAIDEN, TEES, ['White']),
  product(3, 'Warfaze Jibon Half Sleeve T-Shirt', WARFAZE, TEES),
  product(4, 'Motörhead Ace of Spades Woven Patch', ['Motörhead'], ['Patches'], ['Red'], 'patch battle vest'),
  product(5, 'Slayer Logo Metal Keychain', ['Slayer'], ['Keychains'], ['White'], 'keychain metal gift'),
  product(6, 'Cryptic Fate Logo Half Sleeve T-Shirt', ['Cryptic Fate', 'ক্রিপটিক ফেইট'], TEES, ['Red', 'লাল', 'lal'], '', ['XL', 'S']),
];
const search = new TextSearch(documents);

const ascending = (slots: Iterable<number>) => [...slots].sort((a, b) => a - b);
const found = (text: string, options?: { lastWordBegun?: boolean }) => ascending(search.match(text, options)?.slots ?? []);
const corrected = (text: string) => {
  const { slots, corrected: flags } = search.match(text)!;
  return ascending(Array.from(slots).filter((_slot, k) => flags[k] === 1));
};
/** The score of the product in `slot`, which the text must have matched. */
const scoreOf = (text: string, slot: number) => {
  const { slots, score } = search.match(text)!;
  expect(slots).toContain(slot);
  return score[slots.indexOf(slot)];
};

it.each([
  ['a band', 'metallica', [0, 1]],
  ['a band with one typo in a long word', 'metalica', [0, 1]],
  ['a band with two typos in a long word', 'mettalika', [0, 1]],
  ['a misspelt word of a two-word band', 'iron maidan', [2]],
  ['two neighbouring letters swapped', 'slyaer', [5]],
  ['a two-word band typed as one word', 'ironmaiden', [2]],
  ['every spelling of a T-shirt', 'tshirt', [0, 2, 3, 6]],
  ['tee', 'tee', [0, 2, 3, 6]],
  ['t shirt', 't shirt', [0, 2, 3, 6]],
  ['a plural', 'hoodies', [1]],
  ['a plural of -ches', 'patches', [4]],
  ['an accent folded', 'motorhead', [4]],
  ['a Bengali band name', 'মেটালিকা', [0, 1]],
  ['a Banglish band name', 'warfez', [3]],
  ['a Bengali garment word', 'টি-শার্ট', [0, 2, 3, 6]],
  ['band and garment narrow', 'metallica hoodie', [1]],
  ['band and design narrow', 'iron maiden trooper', [2]],
  ['a colour and a garment', 'white tshirt', [2]],
  ['the start of a word, and a word one typo away (metal)', 'metall', [0, 1, 5]],
  ['a size of a SKU', 'tshirt xl', [6]],
  ['a colour in Banglish', 'lal', [6]],
  ['a typo in a synonym list spelling ("hudy" for "hudi")', 'hudy', [1]],
  ['a Bengali long vowel or "েই" spelt short', 'ক্রিপটিক ফেট', [6]],
])('%s: %s', (_name, text, slots) => expect(found(text)).toEqual(slots));

it.each(['xqzvbn', 'asdfghjkl', 'the of and', '()[]', 'metallica xqzvbn'])('nonsense finds nothing: %s', (text) =>
  expect(found(text)).toEqual([]),
);

it('short words carry no typo: "tea" finds no tee', () => {
  expect(found('tea')).toEqual([]);
});

it('marks a product corrected only when a word matched with a typo, and grades exact matches above corrected ones', () => {
  expect(corrected('metallica')).toEqual([]);
  expect(corrected('metalica')).toEqual([0, 1]);
  expect(corrected('slyaer')).toEqual([5]);
  // "metal" is a keyword of the keychain and begins Metallica: neither is a typo.
  expect(found('metal')).toEqual([0, 1, 5]);
  expect(corrected('metal')).toEqual([]);
  expect(scoreOf('metall', 0)).toBeGreaterThan(scoreOf('metall', 5));
});

it('grades a title or band match above a keyword-only match', () => {
  expect(scoreOf('patch', 4)).toBeGreaterThan(scoreOf('vest', 4));
});

it('reads the last word as begun while the shopper types, however short', () => {
  expect(found('ja')).toEqual([]);
  expect(found('warfaze ji', { lastWordBegun: true })).toEqual([3]);
  expect(found('me', { lastWordBegun: true })).toEqual([0, 1, 5]);
});

it('finds the same whatever the order of the words, and each search leaves nothing behind for the next', () => {
  const texts = ['metallica hoodie', 'metalica xqzvbn', 'white tshirt', 'metall', 'metalica', 'me'];
  const answer = (from: TextSearch, text: string) => {
    const matches = from.match(text, { lastWordBegun: true })!;
    return Array.from(matches.slots, (slot, k) => [slot, matches.score[k], matches.corrected[k]]).sort((a, b) => a[0] - b[0]);
  };
  const inTurn = texts.map((text) => answer(search, text));
  expect(inTurn).toEqual(texts.map((text) => answer(new TextSearch(documents), text)));
  expect(inTurn[0].map(([slot]) => slot)).toEqual([1]);
  expect(answer(search, 'hoodie metallica')).toEqual(inTurn[0]);
  expect(found('tshirt white')).toEqual([2]);
});

it('a size word keeps exactly the products that come in that size, whatever the catalogue', () => {
  const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
  const catalogue = fc.array(fc.record({ band: fc.constantFrom('Metallica', 'Slayer', 'Warfaze'), sizes: fc.subarray(SIZES) }), {
    minLength: 1,
    maxLength: 30,
  });
  fc.assert(
    fc.property(catalogue, fc.constantFrom(...SIZES), (items, size) => {
      const shop = new TextSearch(
        items.map(({ band, sizes }, slot) => product(slot, `${band} Logo Tee`, [band], TEES, ['Black'], '', sizes)),
      );
      const wanted = items.flatMap(({ band, sizes }, slot) => (band === 'Slayer' && sizes.includes(size) ? [slot] : []));
      expect(ascending(shop.match(`slayer ${size}`)?.slots ?? [])).toEqual(wanted);
    }),
  );
});
