import type { Endpoint } from '@baylytics/contract/endpoint';
import { errorCodes } from '@baylytics/contract/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractEndpoints, operationName } from './support/contract-endpoints.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/**
 * Generated bad input: every operation of the contract gets requests whose path, query and body are built from
 * hostile values (NUL bytes, lone surrogates, injection text, numbers at the edges, long strings, deep nesting,
 * wrong types, wrong content types) in the places its schemas name. No answer may be a 5xx; every refusal is the
 * envelope with a known error code; and when every answer of an operation was a refusal, nothing was stored.
 * Every operation that takes a body is also sent one a kilobyte above its limit (1 MiB unless the contract names
 * more): refused with 413 `requestTooLarge`, nothing stored.
 */
const runsPerOperation = 12;
const defaultBodyLimit = 1024 * 1024;

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    // Template-injection text, meant literally.
    ['$', '{7*7}{{7*7}}'].join(''),
    '=HYPERLINK("http://x")',
    '-1',
    '0',
    '2147483648',
    '9007199254740993',
    '1e308',
    'NaN',
    'Infinity',
    '',
    ' ',
    'ß'.repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double(),
);
const deeplyNested = fc.integer({ min: 100, max: 3000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, {}, []),
  fc.array(hostileText, { maxLength: 3 }),
  deeplyNested,
);

/** The top-level field names of a request schema (an object, possibly wrapped or refined). */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'object') return Object.keys(def.shape as object);
  for (const key of ['innerType', 'in', 'schema']) {
    const inner = def[key] as z.core.$ZodType | undefined;
    if (inner?._zod) return fieldsOf(inner);
  }
  return [];
}

interface HostileRequest {
  url: string;
  body?: unknown;
  contentType?: string;
}

function hostileRequests(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const queryFields = [...fieldsOf(endpoint.query), 'unknownField'];
  const bodyFields = [...fieldsOf(endpoint.body), 'unknownField'];
  const pathValues = fc.tuple(...pathNames.map(() => hostileText));
  const query = fc.dictionary(fc.constantFrom(...queryFields), hostileText, { maxKeys: queryFields.length });
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...bodyFields), hostileValue, { maxKeys: bodyFields.length }),
    hostileValue,
  );
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return fc
    .record({
      pathValues,
      query,
      body: hasBody ? body : fc.constant(undefined),
      isText: hasBody ? fc.boolean() : fc.constant(false),
    })
    .map(({ pathValues: values, query: pairs, body: payload, isText }) => {
      let index = 0;
      const path = endpoint.path.replace(/:\w+/g, () => encodeAny(values[index++] ?? ''));
      const search = Object.entries(pairs)
        .map(([key, value]) => `${key}=${encodeAny(value)}`)
        .join('&');
      return {
        url: `/api${path || '/'}${search ? `?${search}` : ''}`,
        ...(payload !== undefined && { body: isText ? String(JSON.stringify(payload)) : payload }),
        ...(isText && { contentType: 'text/plain' }),
      };
    });
}

/** Percent-encoding that also carries a lone surrogate (as the three bytes a careless client would send). */
function encodeAny(text: string): string {
  return Array.from(text)
    .map((character) => {
      if (!/^\p{Cs}$/u.test(character)) return encodeURIComponent(character);
      const unit = character.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** Rows per table of the database: what a refused request must leave as it was. */
async function rowCounts(): Promise<string> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counted = tables.rows
    .map((row) => row.name)
    // Failed sign-ins are counted on purpose (the rate limit).
    .filter((name) => name !== 'login_failures')
    .map((name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`);
  const result = await t.db.execute<{ name: string; n: number }>(sql.join(counted, sql` union all `));
  return JSON.stringify(result.rows);
}

/** A JSON body a kilobyte above the operation's limit, its first named field (or an unknown one) the long text. */
function oversizedBody(endpoint: Endpoint): string {
  const field = fieldsOf(endpoint.body)[0] ?? 'unknownField';
  const size = (endpoint.bodyLimit ?? defaultBodyLimit) + 1024;
  return JSON.stringify({ [field]: 'x'.repeat(size) });
}

const endpoints = (await contractEndpoints()).filter((e) => e.path !== '/auth/bayuser/logout');
const takesBody = (e: Endpoint) => e.method !== 'GET';
let token = '';

beforeAll(async () => {
  token = (await t.signedInUser({ grantedRoles: ['Administrator'] })).token;
});

describe('generated bad input', () => {
  const totals = { cases: 0, refused: 0, accepted: 0, oversized: 0 };

  it.each(endpoints.map((e) => [operationName(e), e] as const))('%s', async (_name, endpoint) => {
    const before = await rowCounts();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequests(endpoint), async (request) => {
        const response = await t.app.inject({
          method: endpoint.method,
          url: request.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.contentType && { 'content-type': request.contentType }),
          },
          ...(request.body !== undefined && { payload: request.body as string }),
        });
        totals.cases += 1;
        expect(response.statusCode, `${request.url} ${response.payload.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode < 400) {
          accepted += 1;
          return;
        }
        totals.refused += 1;
        expect(response.payload).not.toMatch(/\n\s+at /);
        // A page for a person (a link from an e-mail) refuses with a page; a request its schemas refuse, with the envelope.
        if (endpoint.isPage && String(response.headers['content-type']).startsWith('text/html')) return;
        const body = response.json<{ statusCode: number; data: unknown; message: string }>();
        expect(body.statusCode).toBe(response.statusCode);
        expect(body.data).toBeNull();
        expect(errorCodes).toContain(body.message);
      }),
      { numRuns: runsPerOperation },
    );
    totals.accepted += accepted;
    const after = await rowCounts();
    if (accepted === 0) expect(after).toBe(before);
    if (!takesBody(endpoint)) return;
    const oversized = await t.app.inject({
      method: endpoint.method,
      url: `/api${endpoint.path.replace(/:\w+/g, '1')}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: oversizedBody(endpoint),
    });
    totals.oversized += 1;
    expect(oversized.statusCode, oversized.payload.slice(0, 200)).toBe(413);
    expect(oversized.json()).toEqual({ statusCode: 413, data: null, message: 'requestTooLarge' });
    expect(await rowCounts()).toBe(after);
  });

  it('counts', () => {
    console.info(
      `generated bad input: ${totals.cases} requests over ${endpoints.length} operations; ` +
        `${totals.refused} refused with a 4xx, ${totals.accepted} accepted as harmless, 0 server errors; ` +
        `${totals.oversized} bodies above the limit, each refused with 413`,
    );
    expect(totals.cases).toBe(endpoints.length * runsPerOperation);
    expect(totals.oversized).toBe(endpoints.filter(takesBody).length);
  });
});
