import { describe, expect, it } from 'vitest';
import { catalogue as dePublic } from './de.ts';
import { catalogue as deApp } from './de-app.ts';
import { catalogue as enPublic } from './en.ts';
import { catalogue as enApp } from './en-app.ts';

const de = { ...dePublic, ...deApp };
const en = { ...enPublic, ...enApp };

/** Every key a catalogue holds, as dotted paths (`auth.signIn`). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the German and English texts', () => {
  // Only the language a visitor reads is loaded, with no fallback: a text missing in one would show its key.
  it('hold the same keys', () => {
    const german = new Set(keysOf(de));
    const english = new Set(keysOf(en));
    expect([...german].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !german.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const catalogue of [de, en]) {
      const empty = keysOf(catalogue).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof text === 'string' && text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
