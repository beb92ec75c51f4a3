/**
 * eBay item numbers (12 digits) for (slot, generation): a bijection, so a number decodes back without a
 * lookup table. A re-listed slot gets the next generation and thus a new number, as on eBay.
 */
const modulus = 1n << 36n;
const multiplier = 0x5deece66dn; // odd, so invertible modulo 2^36
const base = 110_000_000_000n;
export const maxGenerations = 2048;

function inverse(a: bigint): bigint {
  // Newton's iteration for the inverse modulo a power of two.
  let x = a;
  for (let i = 0; i < 6; i++) x = (x * (2n - a * x)) % modulus;
  return ((x % modulus) + modulus) % modulus;
}
const multiplierInverse = inverse(multiplier);

export function encodeItemId(seed: number, slot: number, generation: number): string {
  const n = BigInt(slot) * BigInt(maxGenerations) + BigInt(generation) + 1n;
  const offset = BigInt(seed >>> 0);
  return String(base + ((n * multiplier + offset) % modulus));
}

export function decodeItemId(seed: number, itemId: string): { slot: number; generation: number } | undefined {
  if (!/^\d{12}$/.test(itemId)) return undefined;
  const x = BigInt(itemId) - base;
  if (x < 0n || x >= modulus) return undefined;
  const offset = BigInt(seed >>> 0) % modulus;
  const n = (((x - offset) % modulus) + modulus) % modulus;
  const value = ((n * multiplierInverse) % modulus) - 1n;
  if (value < 0n) return undefined;
  return { slot: Number(value / BigInt(maxGenerations)), generation: Number(value % BigInt(maxGenerations)) };
}
