import { allowedTypos, editDistance, foldText, searchTerms, swappedNeighbours, synonymsNear, termMatches } from './searchTerms';

describe('foldText', () => {
  it('lowers case and drops Latin accents but keeps Bengali vowel signs', () => {
    expect(foldText('Motörhead')).toBe('motorhead');
    expect(foldText('ওয়ারফেজ')).toBe('ওয়ারফেজ'.normalize('NFC'));
  });
});

describe('searchTerms', () => {
  it.each([
    [
      'every spelling of a T-shirt is one word',
      ['T-Shirt', 't shirt', 'tshirt', 'TSHIRTS', 'tee', 'Tees', 'shirt', 'টি-শার্ট', 'টিশার্ট', 'গেঞ্জি', 'genji'],
      ['tshirt'],
    ],
    ['plurals are singulars', ['hoodies', 'Hoodie', 'hoody', 'hudie', 'হুডি'], ['hoodie']],
    ['Bengali long vowels and "েই" as they are often spelt', ['মেইডেন', 'মেডেন'], ['মেডেন']],
    ['a Bengali long ী as short ি', ['শিরোনামহীন', 'শিরোনামহিন'], ['শিরোনামহিন']],
    ['a jersey however spelt', ['jerseys', 'Jersey', 'জার্সি'], ['jersey']],
    ['caps and patches', ['caps', 'Cap', 'টুপি'], ['cap']],
    ['-ches plurals', ['patches', 'patch'], ['patch']],
    ['accents fold', ['Motörhead', 'MOTORHEAD'], ['motorhead']],
  ])('%s', (_name, spellings, terms) => {
    for (const spelling of spellings) expect({ spelling, terms: searchTerms(spelling) }).toEqual({ spelling, terms });
  });

  it('keeps words that end in s but are not plurals, and short words', () => {
    expect(searchTerms('Nemesis Arbovirus Judas Priest')).toEqual(['nemesis', 'arbovirus', 'juda', 'priest']);
    expect(searchTerms('bus vs gas')).toEqual(['bus', 'vs', 'gas']);
  });

  it('reads several words, joined phrases and Bengali words, and drops words that tell nothing apart', () => {
    expect(searchTerms('Iron Maiden The Trooper Half Sleeve T-Shirt')).toEqual(['iron', 'maiden', 'trooper', 'halfsleeve', 'tshirt']);
    expect(searchTerms('black tshirt')).toEqual(['black', 'tshirt']);
    expect(searchTerms('ওয়ারফেজ টি-শার্ট')).toEqual(['ওয়ারফেজ', 'tshirt']);
    expect(searchTerms('number of the beast')).toEqual(['number', 'beast']);
  });

  it('reads pattern characters as spaces: nothing the shopper types is a pattern', () => {
    expect(searchTerms('^iron.*maiden[]|(.|.)+')).toEqual(['iron', 'maiden']);
    expect(searchTerms('()[]{}.*+?')).toEqual([]);
  });
});

describe('synonymsNear', () => {
  it('reads a word one typo from a synonym spelling as that synonym, and a short word as nothing', () => {
    expect(synonymsNear('hudy')).toEqual(['hoodie']);
    expect(synonymsNear('jarsy')).toEqual(['jersey']);
    expect(synonymsNear('hud')).toEqual([]);
    expect(synonymsNear('metallica')).toEqual([]);
  });
});

describe('typos', () => {
  it.each([
    ['tee', 0],
    ['cap', 0],
    ['slyr', 1],
    ['maidan', 1],
    ['hoodie', 1],
    ['sepultra', 2],
    ['metalica', 2],
    ['ওয়ারফেজ', 2],
  ])('%s may carry %i', (term, typos) => expect(allowedTypos(term)).toBe(typos));

  it.each([
    ['metalica', 'metallica', 2, 1],
    ['maidan', 'maiden', 1, 1],
    ['slyaer', 'slayer', 1, 1],
    ['preist', 'priest', 1, 1],
    ['abcd', 'badc', 2, 2],
    ['ab', 'ba', 0, 1],
    ['kitten', 'sitting', 3, 3],
    ['abc', 'xyzxyz', 2, 3],
  ])('the distance from %s to %s within %i is %i', (a, b, limit, distance) => expect(editDistance(a, b, limit)).toBe(distance));

  it('lists each word one swap of neighbouring letters away, once', () => {
    expect(swappedNeighbours('preist')).toEqual(['rpeist', 'perist', 'priest', 'presit', 'preits']);
    expect(swappedNeighbours('aab')).toEqual(['aba']);
    expect(swappedNeighbours('a')).toEqual([]);
  });

  it('a query word matches a word it begins, or the word with its allowed typos, and nothing else', () => {
    expect(termMatches('metal', 'metallica')).toBe(true);
    expect(termMatches('metalica', 'metallica')).toBe(true);
    expect(termMatches('maidan', 'maiden')).toBe(true);
    expect(termMatches('slyaer', 'slayer')).toBe(true);
    expect(termMatches('slyaer', 'sayer')).toBe(false);
    expect(termMatches('tee', 'tea')).toBe(false);
  });
});
