import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMarketplace } from '@baylytics/sandbox/marketplace/create-marketplace';
import { searchSuggestions } from '@baylytics/sandbox/suggest/search-suggestions';
import { type SuggestSandbox, startSuggestSandbox } from '@baylytics/sandbox/suggest/start-suggest-sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSuggestClient } from './create-suggest-client.ts';
import { SuggestError } from './suggest-error.ts';

const market = createMarketplace({ seed: 11, listings: 2000, keywordsPerSite: 500, epoch: '2026-01-01' });
const germanWord = [...market.keywordUniverse(77)].find((p) => !p.includes(' ')) ?? '';
const englishWord = [...market.keywordUniverse(3)].find((p) => !p.includes(' ')) ?? '';
const german = { language: 'de', country: 'DE' } as const;
let sandbox: SuggestSandbox;
let oddServer: Server;
let oddUrl = '';

beforeAll(async () => {
  sandbox = await startSuggestSandbox({ port: 0, market });
  // A peer that answers 200 with something that is not the suggest format.
  oddServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"suggestions":[]}');
  });
  await new Promise<void>((resolve) => oddServer.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(oddServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => oddServer.close(resolve));
});
afterEach(() => {
  sandbox.clearFaults();
});

async function failureOf(promise: Promise<unknown>): Promise<SuggestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SuggestError)) throw new Error(`expected a SuggestError, got ${String(error)}`);
  return error;
}

describe('search-engine suggest client against the stand-in', () => {
  it("answers the language's suggestions for the region: German for DE, British for GB", async () => {
    const client = createSuggestClient({ baseUrl: sandbox.url });
    const q = germanWord.slice(0, 3);
    const answer = await client.suggestions(q, german);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer).toEqual(searchSuggestions(market, 77, q));
    const british = await client.suggestions(englishWord, { language: 'en', country: 'GB' });
    expect(british).toEqual(searchSuggestions(market, 3, englishWord));
  });

  it('keeps umlauts intact and sends nothing for a blank query', async () => {
    const client = createSuggestClient({ baseUrl: sandbox.url });
    sandbox.resetRequestCount();
    expect(await client.suggestions('   ', german)).toEqual([]);
    expect(sandbox.requestCount()).toBe(0);
    const withUmlaut = [...market.keywordUniverse(77)].find((p) => /[äöüß]/.test(p)) ?? '';
    expect(withUmlaut).not.toBe('');
    expect(await client.suggestions(withUmlaut, german)).toContain(withUmlaut);
  });

  it('gives up after its timeout when the search engine is slow', async () => {
    const client = createSuggestClient({ baseUrl: sandbox.url, timeoutMs: 150 });
    sandbox.injectFault({ delayMs: 1_000 });
    const started = performance.now();
    const error = await failureOf(client.suggestions('a', german));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('150 ms');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('maps 5xx and 429 to unavailable, other 4xx to rejected, without retrying', async () => {
    const client = createSuggestClient({ baseUrl: sandbox.url });
    sandbox.resetRequestCount();
    sandbox.injectFault({ status: 503 });
    expect(await failureOf(client.suggestions('a', german))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    sandbox.injectFault({ status: 429 });
    expect(await failureOf(client.suggestions('a', german))).toMatchObject({
      kind: 'unavailable',
      status: 429,
    });
    sandbox.injectFault({ status: 403 });
    expect(await failureOf(client.suggestions('a', german))).toMatchObject({ kind: 'rejected', status: 403 });
    expect(sandbox.requestCount()).toBe(3);
    expect((await client.suggestions('a', german)).length).toBeGreaterThan(0);
  });

  it('refuses an answer that is not [query, [suggestions]]', async () => {
    const client = createSuggestClient({ baseUrl: oddUrl });
    expect((await failureOf(client.suggestions('a', german))).kind).toBe('invalidAnswer');
  });

  it('holds to its rate limit: calls beyond the burst that would wait too long are refused unsent', async () => {
    const client = createSuggestClient({
      baseUrl: sandbox.url,
      rateLimit: { perSecond: 1, burst: 2, maxWaitMs: 0 },
    });
    sandbox.resetRequestCount();
    await client.suggestions('a', german);
    await client.suggestions('b', german);
    expect((await failureOf(client.suggestions('c', german))).kind).toBe('unavailable');
    expect(sandbox.requestCount()).toBe(2);
  });

  it('lets a call wait its turn when the wait is short', async () => {
    const client = createSuggestClient({
      baseUrl: sandbox.url,
      rateLimit: { perSecond: 20, burst: 1, maxWaitMs: 500 },
    });
    const started = performance.now();
    await client.suggestions('a', german);
    await client.suggestions('b', german);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
  });
});
