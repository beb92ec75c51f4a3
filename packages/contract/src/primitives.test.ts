import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { calendarDaySchema, databaseIdParam, maxDatabaseId, text, wellFormedText } from './primitives.ts';

describe('text', () => {
  it.each([
    ['a NUL character', 'Bad\u0000name'],
    ['a lone high surrogate', 'Liste \uD800'],
    ['a lone low surrogate', '\uDC00Liste'],
    ['a high surrogate at the end', 'Liste\uD83D'],
  ])('refuses %s', (_name, value) => {
    expect(text().safeParse(value).success).toBe(false);
  });

  it('keeps every other character, pairs of surrogates (emoji) included', () => {
    for (const value of ['', 'Grüße ß €', 'Tab\tand\nnewline', '😀 Schuhe', '\u200B', '\uFFFD'])
      expect(text().parse(value)).toBe(value);
  });
});

describe('ids and days', () => {
  it('refuses ids the database cannot hold', () => {
    expect(databaseIdParam().parse(String(maxDatabaseId))).toBe(maxDatabaseId);
    expect(databaseIdParam().safeParse(String(maxDatabaseId + 1)).success).toBe(false);
    expect(databaseIdParam().safeParse('0').success).toBe(false);
  });

  it('refuses days that do not exist', () => {
    expect(calendarDaySchema.safeParse('2028-02-29').success).toBe(true);
    for (const day of ['2026-02-29', '2026-02-31', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-1'])
      expect(calendarDaySchema.safeParse(day).success, day).toBe(false);
  });
});

/** Every endpoint the contract declares: each exported object of its modules with method, path and access. */
async function contractEndpoints(): Promise<Endpoint[]> {
  const folder = new URL('./', import.meta.url);
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: Endpoint[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(new URL(file, folder).href);
    for (const value of Object.values(exports))
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value)
        found.push(value as Endpoint);
  }
  return found;
}

interface Leaf {
  path: string;
  schema: z.core.$ZodType;
}

/** The strings and numbers a request schema accepts, with their paths. */
function leavesOf(schema: z.core.$ZodType, path: string, leaves: Leaf[] = []): Leaf[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case 'string':
    case 'number':
      leaves.push({ path, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>))
        leavesOf(value, `${path}.${key}`, leaves);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      leavesOf(inner('innerType'), path, leaves);
      break;
    case 'array':
      leavesOf(inner('element'), `${path}[]`, leaves);
      break;
    case 'union':
      for (const option of def.options as z.core.$ZodType[]) leavesOf(option, path, leaves);
      break;
    case 'intersection':
      leavesOf(inner('left'), path, leaves);
      leavesOf(inner('right'), path, leaves);
      break;
    case 'pipe':
      // A coerced number piped into a narrower schema (a list of sites) is bounded by that schema.
      if (inner('out')._zod.def.type === 'transform' || inner('in')._zod.def.type !== 'number')
        leavesOf(inner('in'), path, leaves);
      leavesOf(inner('out'), path, leaves);
      break;
    case 'record':
      leavesOf(inner('keyType'), `${path}{key}`, leaves);
      leavesOf(inner('valueType'), `${path}{}`, leaves);
      break;
    case 'tuple':
      for (const item of def.items as z.core.$ZodType[]) leavesOf(item, `${path}[]`, leaves);
      break;
  }
  return leaves;
}

const checksOf = (schema: z.core.$ZodType) => (schema._zod.def.checks ?? []) as z.core.$ZodCheck[];
/** Formats whose own pattern admits no control character nor lone surrogate. */
const strictFormats = new Set(['email', 'uuid', 'date', 'datetime', 'regex']);

const endpoints = await contractEndpoints();
const requestLeaves = endpoints.flatMap((e) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = e[part];
    return schema ? leavesOf(schema, `${e.method} ${e.path} ${part}`) : [];
  }),
);

describe('every request field of the contract', () => {
  it('finds the fields of every endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(90);
    expect(requestLeaves.length).toBeGreaterThan(150);
    const strings = requestLeaves.filter((leaf) => leaf.schema._zod.def.type === 'string').length;
    console.info(
      `request fields: ${requestLeaves.length} of ${endpoints.length} endpoints (${strings} text, ${requestLeaves.length - strings} numbers)`,
    );
  });

  it('takes text only as well-formed text (no NUL, no lone surrogate)', () => {
    const bare = requestLeaves
      .filter((leaf) => leaf.schema._zod.def.type === 'string')
      .filter((leaf) => {
        const format = (leaf.schema._zod.def as { format?: string }).format;
        return !(format && strictFormats.has(format)) && !checksOf(leaf.schema).includes(wellFormedText);
      })
      .map((leaf) => leaf.path);
    expect(bare).toEqual([]);
  });

  it('takes numbers only up to a stated maximum the database can hold', () => {
    const unbounded = requestLeaves
      .filter((leaf) => leaf.schema._zod.def.type === 'number')
      .filter((leaf) => {
        const maxima = checksOf(leaf.schema)
          .map((check) => check._zod.def as { check: string; value?: unknown })
          .filter((check) => check.check === 'less_than')
          .map((check) => Number(check.value));
        return maxima.length === 0 || Math.min(...maxima) > Number.MAX_SAFE_INTEGER;
      })
      .map((leaf) => leaf.path);
    expect(unbounded).toEqual([]);
  });
});
