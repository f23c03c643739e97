// Spearman's rank correlation, for the drop bench's fairness figure: how far the order shoppers arrived in predicts the
// order they were let in. Tied values share their average rank (many early arrivals are let in at the same instant),
// and ρ is Pearson's correlation of the ranks: 0 when arrival says nothing of admission, 1 when first come is first in.

/** Each value's rank from 1, ties given the mean of the ranks they span. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranked = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranked[order[k].index] = rank;
    start = end + 1;
  }
  return ranked;
}

/** Spearman's ρ of two series of equal length; NaN when either has fewer than two values or no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('spearman: the two series differ in length');
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const n = rx.length;
  if (n < 2) return NaN;
  const mean = (n + 1) / 2;
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let k = 0; k < n; k += 1) {
    const [dx, dy] = [rx[k] - mean, ry[k] - mean];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}
