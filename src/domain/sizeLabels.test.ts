import { isBigSize, sizeLabel } from './sizeLabels';

describe('sizeLabel', () => {
  it.each([
    ['XXXL', '3XL'],
    ['XXXXL', '4XL'],
    ['xxxl', '3XL'],
    [' XXXXL ', '4XL'],
    ['XXL', 'XXL'],
    ['XL', 'XL'],
    ['M', 'M'],
    ['XXXXXL', 'XXXXXL'],
    ['Free Size', 'Free Size'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(sizeLabel(name)).toBe(expected);
  });
});

describe('isBigSize', () => {
  it.each([
    ['XXXL', true],
    ['XXXXL', true],
    ['xxxl', true],
    ['XXL', false],
    ['L', false],
    ['3XL', true],
    ['4xl', true],
    ['5XL', false],
    ['constructor', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isBigSize(name)).toBe(expected);
  });
});
