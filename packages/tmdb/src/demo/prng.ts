/**
 * Deterministic randomness for the demo catalogue. Every generated thing draws from its own stream keyed by
 * (seed, stream, ids...), so any single title or person can be generated on its own, in any order, and the
 * result never depends on what else was generated first.
 */

/** Stream tags: one per kind of generated thing, so a movie's title and its videos never share draws. */
export const STREAM = {
  MOVIE: 1,
  TV: 2,
  PERSON: 3,
  SEASON: 4,
  EPISODE: 5,
  VIDEO: 6,
  CREDITS: 7,
  TRENDING: 8,
  BIOGRAPHY: 9,
  SHUFFLE: 10,
  IMAGE: 11,
  CREDIT_ID: 12,
  KEYWORDS: 13,
  PROVIDERS: 14,
  RATINGS: 15,
  ALTERNATIVE_TITLES: 16,
  DUBBED_VIDEO: 17,
} as const;

const GOLDEN_RATIO_32 = 0x9e3779b9;
const UINT32_RANGE = 2 ** 32;

/** murmur3's 32-bit finaliser: neighbouring inputs give unrelated outputs. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashKeys(...keys: readonly number[]): number {
  return hashList(keys);
}

function hashList(keys: readonly number[]): number {
  let h = GOLDEN_RATIO_32;
  for (let i = 0; i < keys.length; i++) h = mix32(h ^ mix32((keys[i] ?? 0) + GOLDEN_RATIO_32));
  return h;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A roughly normal draw (sum of uniforms), for ratings and runtimes. */
  normal(mean: number, deviation: number): number;
};

/** mulberry32: tiny, fast and good enough for generated names and numbers. A class: thousands are made. */
class Mulberry32 implements Rng {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    // Partial Fisher-Yates: only the first `count` places are shuffled.
    const pool = [...items];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const swap = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = swap;
    }
    pool.length = Math.max(0, n);
    return pool;
  }

  normal(mean: number, deviation: number): number {
    // Irwin-Hall with 4 uniforms: mean 2, variance 1/3; rescaled to the asked mean and deviation.
    const sum = this.next() + this.next() + this.next() + this.next();
    return mean + (sum - 2) * Math.sqrt(3) * deviation;
  }
}

export function createRng(...keys: readonly number[]): Rng {
  return new Mulberry32(hashList(keys));
}

const HEX_DIGITS = '0123456789abcdef';
const NIBBLE_BITS = 4;
const NIBBLE_MASK = 0xf;
const HEX_PER_WORD = 8;

/** A hex string of `length` characters (for TMDB-style credit and video ids). */
export function hexId(length: number, ...keys: readonly number[]): string {
  const base = hashList(keys);
  let out = '';
  // Digit by digit: Number#toString(16) takes a slow path for values above 2^31.
  for (let block = 0; out.length < length; block++) {
    const word = mix32(base + Math.imul(block + 1, GOLDEN_RATIO_32));
    for (let digit = HEX_PER_WORD - 1; digit >= 0; digit--) {
      out += HEX_DIGITS[(word >>> (digit * NIBBLE_BITS)) & NIBBLE_MASK];
    }
  }
  return out.slice(0, length);
}

/** Round to one decimal, as TMDB ratings are shown. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Round to three decimals, as TMDB reports popularity. */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
