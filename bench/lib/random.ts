/** A seeded PRNG (mulberry32): the same seed gives the same data set on every machine. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

export const seeded = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
  };
};

/**
 * Splits `total` items over `buckets` buckets, each at least `min`, the rest drawn with skewed weights
 * (a few large offices, many small ones), summing to exactly `total`.
 */
export const spread = (random: Random, total: number, buckets: number, min = 1): number[] => {
  const counts = Array.from({ length: buckets }, () => min);
  const rest = total - min * buckets;
  if (rest < 0) throw new Error(`cannot spread ${total} over ${buckets} buckets of at least ${min}`);
  const weights = counts.map(() => 0.2 + random.next() ** 2 * 3);
  const sum = weights.reduce((a, b) => a + b, 0);
  let given = 0;
  weights.forEach((w, i) => {
    const share = Math.floor((rest * w) / sum);
    counts[i] += share;
    given += share;
  });
  for (let i = 0; given < rest; i = (i + 1) % buckets, given++) counts[i]++;
  return counts;
};
