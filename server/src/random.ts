/** mulberry32: a small, fast, seedable PRNG. The seed data never reads the clock or Math.random. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof rng>;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** A price between min and max on a step (e.g. 50 Tk). */
export const priceBetween = (random: Random, min: number, max: number, step: number): number =>
  min + step * Math.floor(random() * (Math.floor((max - min) / step) + 1));

export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const sum = entries.reduce((s, [, w]) => s + w, 0);
  let r = random() * sum;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** Picks n distinct entries, keeping the list's order. */
export function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(n, list.length)) chosen.add(Math.floor(random() * list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i]);
}
