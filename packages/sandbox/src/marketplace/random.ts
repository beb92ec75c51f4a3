import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A 32-bit hash of integers (murmur3's finaliser over each part): cheap, well mixed, deterministic. */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // Values beyond 32 bits (day numbers times ids) still count through their high part.
    if (part > 0xffffffff || part < -0x80000000)
      h = Math.imul(h ^ Math.floor(part / 0x100000000), 0x27d4eb2d);
  }
  return h >>> 0;
}

/** `unit` of exactly four 32-bit integers, without the rest-parameter array: for the ranking's inner loop. */
export function unit4(a: number, b: number, c: number, d: number): number {
  let h = 0x9e3779b9;
  h = Math.imul(h ^ a, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ b, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ c, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ d, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x100000000;
}

/** A number in [0, 1) from a hash of the parts: for per-(listing, day) noise on hot paths. */
export function unit(...parts: number[]): number {
  return mix(...parts) / 0x100000000;
}

/** A stable number for a text (FNV-1a), to turn names into salts. */
export function saltOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A seeded generator (pure-rand's xoroshiro128+) for one thing: (market seed, what, which).
 * A class, not an object of closures: millions are made while a large market is built.
 */
export class Random {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return max <= min ? min : uniformInt(this.rng, min, max);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Index in [0, n) with weight about 1/(i+1)^exponent: a few very common, many rare. */
  zipf(n: number, exponent = 1.1): number {
    // Inverse transform on the continuous approximation of a power law.
    const u = this.float();
    if (exponent === 1) return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1)) - 1));
    const a = 1 - exponent;
    const x = (u * ((n + 1) ** a - 1) + 1) ** (1 / a) - 1;
    return Math.min(n - 1, Math.max(0, Math.floor(x)));
  }

  /** Log-normal factor around 1. */
  spread(sigma: number): number {
    // Box-Muller.
    const u1 = Math.max(this.float(), 1e-12);
    const u2 = this.float();
    return Math.exp(sigma * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2));
  }
}

export function randomFor(seed: number, salt: number, index: number): Random {
  return new Random(mix(seed, salt, index));
}
