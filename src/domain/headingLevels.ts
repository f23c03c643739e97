/**
 * The levels an embedded text's headings take under a page heading of `parentLevel`, so none is skipped (an
 * article's `<h3>` straight under the page's `<h1>` would be). Their order of rank is kept: the text's highest
 * level becomes the one below the page's, the next highest one below that, and no heading goes more than one level
 * deeper than the heading before it. `[3, 5, 5, 3]` under an h1 → `[2, 3, 3, 2]`.
 */
export function nestedHeadingLevels(levels: readonly number[], parentLevel = 1): number[] {
  const ranks = [...new Set(levels)].sort((a, b) => a - b);
  let previous = parentLevel;
  return levels.map((level) => {
    previous = Math.min(parentLevel + 1 + ranks.indexOf(level), previous + 1, 6);
    return previous;
  });
}
