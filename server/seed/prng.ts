// Deterministic randomness: the same seed always yields the same database, so tests and benchmarks can
// name rows by their values.
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  digits(count: number): string;
};

/** mulberry32: tiny, fast and well distributed enough for fixtures. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    digits(count) {
      let out = "";
      for (let i = 0; i < count; i += 1) out += Math.floor(next() * 10);
      return out;
    },
  };
}
