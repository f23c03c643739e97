import { nestedHeadingLevels } from './headingLevels';

describe('nestedHeadingLevels', () => {
  it.each([
    [[], []],
    [
      [2, 3],
      [2, 3],
    ],
    [[3], [2]],
    [
      [3, 5, 5, 3],
      [2, 3, 3, 2],
    ],
    [
      [4, 2, 3],
      [2, 2, 3],
    ],
    // A jump of two levels closes up, however deep the text's hierarchy goes.
    [
      [2, 4],
      [2, 3],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      [2, 3, 4, 5, 6, 6],
    ],
  ])('%j under the page’s h1 → %j', (levels, expected) => {
    expect(nestedHeadingLevels(levels)).toEqual(expected);
  });

  it('places the text under a deeper page heading', () => {
    expect(nestedHeadingLevels([1, 2], 2)).toEqual([3, 4]);
  });
});
