import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplace } from '../marketplace/create-marketplace.ts';
import { searchSuggestions } from './search-suggestions.ts';
import { type SuggestSandbox, startSuggestSandbox } from './start-suggest-sandbox.ts';

const market = createMarketplace({ seed: 11, listings: 2000, keywordsPerSite: 500, epoch: '2026-01-01' });
const germanWord = [...market.keywordUniverse(77)].find((p) => !p.includes(' ')) ?? '';
let sandbox: SuggestSandbox;

beforeAll(async () => {
  sandbox = await startSuggestSandbox({ port: 0, market });
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  sandbox.clearFaults();
});

function suggestUrl(query: Record<string, string>): string {
  return `${sandbox.url}/complete/search?${new URLSearchParams(query).toString()}`;
}

describe('suggest stand-in wire format', () => {
  it("answers Google's firefox format: the query, then the suggestions of the language's universe", async () => {
    const q = germanWord.slice(0, 3);
    const response = await fetch(suggestUrl({ client: 'firefox', q, hl: 'de' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript; charset=utf-8/i);
    const body: unknown = await response.json();
    expect(body).toEqual([q, searchSuggestions(market, 77, q)]);
    expect((body as [string, string[]])[1].length).toBeGreaterThan(0);
  });

  it('encodes in ISO-8859-1 when asked by oe, as Google does for legacy pages', async () => {
    const q = 'für';
    const response = await fetch(suggestUrl({ client: 'firefox', q, hl: 'de', oe: 'ISO-8859-1' }));
    expect(response.headers.get('content-type')).toMatch(/charset=ISO-8859-1/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(bytes.toString('latin1'))[0]).toBe('für');
  });

  it('refuses a request without a JSON client, as Google answers it with another format', async () => {
    const response = await fetch(suggestUrl({ q: 'a', hl: 'de' }));
    expect(response.status).toBe(400);
  });

  it('plays injected faults for the next requests only, through the control route too', async () => {
    const control = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, times: 2 }),
    });
    expect(control.status).toBe(204);
    const url = suggestUrl({ client: 'firefox', q: 'a', hl: 'de' });
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(200);
  });

  it('plays a fault that names a query only for that query', async () => {
    sandbox.injectFault({ status: 503, times: 1, q: 'rad' });
    expect((await fetch(suggestUrl({ client: 'firefox', q: 'ra', hl: 'de' }))).status).toBe(200);
    expect((await fetch(suggestUrl({ client: 'firefox', q: 'rad', hl: 'de' }))).status).toBe(503);
    expect((await fetch(suggestUrl({ client: 'firefox', q: 'rad', hl: 'de' }))).status).toBe(200);
  });

  it('counts requests so callers can check their rate limits', async () => {
    sandbox.resetRequestCount();
    await fetch(suggestUrl({ client: 'firefox', q: 'a', hl: 'en' }));
    expect(sandbox.requestCount()).toBe(1);
  });
});
