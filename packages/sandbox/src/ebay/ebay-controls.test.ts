import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplace, demoMarketOptions } from '../marketplace/create-marketplace.ts';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { challengeResponse } from './account-deletion.ts';
import type { CallStatsSnapshot } from './call-stats.ts';
import { type NotificationPublicKey, verifyNotification } from './notification-signer.ts';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), { browse: 'buy_browse_v1_oas3.json' });
const errorsFit = spec.listOf('browse', 'errors', 'Error');
let ebay: TestSandbox;
let appToken: string;
let keyword: string;

beforeAll(async () => {
  ebay = await startTestSandbox({
    rateLimits: {
      taxonomy: { perApplication: 3, windowMs: 60_000 },
      trading: { perUser: 2, windowMs: 60_000 },
    },
  });
  appToken = await ebay.applicationToken();
  for (const candidate of ebay.sandbox.market.keywordUniverse(77)) {
    if (
      ebay.sandbox.market.search({ siteId: 77, q: candidate, limit: 1, offset: 0 }, ebay.today()).total > 3
    ) {
      keyword = candidate;
      break;
    }
  }
});

afterAll(async () => {
  await ebay?.close();
});

const post = (path: string, body: unknown) =>
  ebay.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const search = (q: string, marketplaceId = 'EBAY_DE') =>
  ebay.call(`/buy/browse/v1/item_summary/search?q=${encodeURIComponent(q)}&limit=200`, {
    headers: { authorization: `Bearer ${appToken}`, 'x-ebay-c-marketplace-id': marketplaceId },
  });

const taxonomy = () =>
  ebay.call('/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_DE', {
    headers: { authorization: `Bearer ${appToken}` },
  });

describe('Rate limits', () => {
  it('answers 429 with errorId 2001 and Retry-After once an API’s window is full, and lets calls through after it', async () => {
    const start = ebay.now();
    for (let call = 0; call < 3; call += 1) expect((await taxonomy()).status).toBe(200);
    const refused = await taxonomy();
    expect(refused.status).toBe(429);
    expect(errorsFit(refused.body)).toEqual([]);
    expect((refused.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(2001);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other APIs have their own limits.
    expect((await search(keyword)).status).toBe(200);
    ebay.setNow(new Date(start.getTime() + 61_000));
    expect((await taxonomy()).status).toBe(200);
    ebay.setNow(start);
  });

  it('counts Trading calls per seller', async () => {
    const sellers = ebay.sandbox.market.sellers();
    const first = (await ebay.userTokens(sellers[0]?.username ?? '')).access_token;
    const second = (await ebay.userTokens(sellers[1]?.username ?? '')).access_token;
    const getItem = (token: string) => ebay.trading('GetItem', '<ItemID>1</ItemID>', token);
    expect((await getItem(first)).status).toBe(200);
    expect((await getItem(first)).status).toBe(200);
    const refused = await getItem(first);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('<ErrorCode>518</ErrorCode>');
    expect((await getItem(second)).status).toBe(200);
  });
});

describe('Faults and stats', () => {
  it('injects the next N failures for one API, then answers normally again', async () => {
    expect((await post('/sandbox/faults', { api: 'browse', status: 503, count: 2 })).status).toBe(201);
    const failed = [await search(keyword), await search(keyword)];
    expect(failed.map((answer) => answer.status)).toEqual([503, 503]);
    expect(errorsFit(failed[0]?.body)).toEqual([]);
    expect((await taxonomy()).status).not.toBe(503);
    expect((await search(keyword)).status).toBe(200);
  });

  it('fails only the calls whose query matches, and removes one fault by its id', async () => {
    const injected = await post('/sandbox/faults', {
      api: 'browse',
      status: 503,
      count: 5,
      query: { q: keyword },
    });
    const { id } = injected.body as { id: number };
    expect(injected.status).toBe(201);
    const other = await post('/sandbox/faults', {
      api: 'browse',
      status: 500,
      count: 5,
      query: { q: 'nobody' },
    });
    expect((await search(keyword)).status).toBe(503);
    expect((await search(`${keyword} rot`)).status).toBe(200);
    expect((await ebay.call(`/sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ebay.call(`/sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await search(keyword)).status).toBe(200);
    const pending = (await ebay.call('/sandbox/faults')).body as { faults: { id: number }[] };
    expect(pending.faults.map((fault) => fault.id)).toEqual([(other.body as { id: number }).id]);
    expect((await ebay.call('/sandbox/faults', { method: 'DELETE' })).status).toBe(204);
  });

  it('slows answers down by delayMs without failing them', async () => {
    await post('/sandbox/faults', { path: '/buy/browse/v1/item_summary/search', delayMs: 150, count: 1 });
    const started = performance.now();
    expect((await search(keyword)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('counts calls per API and searches per keyword', async () => {
    expect((await ebay.call('/sandbox/stats', { method: 'DELETE' })).status).toBe(204);
    await search(keyword);
    await search(keyword);
    await search(keyword, 'EBAY_GB');
    await taxonomy();
    const stats = (await ebay.call('/sandbox/stats')).body as CallStatsSnapshot;
    expect(stats.calls.browse).toBe(3);
    expect(stats.searches).toEqual(
      expect.arrayContaining([
        { marketplaceId: 'EBAY_DE', q: keyword, count: 2 },
        { marketplaceId: 'EBAY_GB', q: keyword, count: 1 },
      ]),
    );
  });

  it('answers full 200-item pages for words of many titles (the crawler reads whole pages)', async () => {
    // Words of many titles, so every page is full. How fast it answers is measured by bench/crawl-throughput.ts.
    const market = ebay.sandbox.market;
    const words = new Set<string>();
    for (const itemId of market.listingIdsOfSeller(market.sellers()[0]?.username ?? '', ebay.today())) {
      for (const word of market.listing(itemId, ebay.today())?.title.toLowerCase().split(/\s+/) ?? [])
        words.add(word);
    }
    const busy = [...words]
      .filter(
        (word) => market.search({ siteId: 77, q: word, limit: 1, offset: 0 }, ebay.today()).total >= 200,
      )
      .slice(0, 8);
    expect(busy.length).toBeGreaterThan(3);
    for (const q of busy) {
      const answer = await search(q);
      expect((answer.body as { itemSummaries: unknown[] }).itemSummaries).toHaveLength(200);
    }
  });
});

describe('Marketplace account deletion notifications', () => {
  let receiver: Server;
  let endpoint: string;
  const verificationToken = 'baylytics-verification-token-0123456789';
  const received: { body: string; signature: string }[] = [];
  let isAnsweringWrongly = false;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const url = new URL(request.url ?? '/', endpoint);
      if (request.method === 'GET') {
        const code = url.searchParams.get('challenge_code') ?? '';
        const answer = isAnsweringWrongly ? 'wrong' : challengeResponse(code, verificationToken, endpoint);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ challengeResponse: answer }));
        return;
      }
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['x-ebay-signature']) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/account-deletion`;
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('checks the challenge, then posts a notification signed with a key the public-key call serves', async () => {
    const username = ebay.sandbox.market.sellers()[2]?.username ?? '';
    const outcome = await post('/sandbox/notifications/account-deletion', {
      username,
      endpoint,
      verificationToken,
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      challenge: { status: 200, isAnswerValid: true },
      notification: { status: 204 },
    });
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const notification = JSON.parse(delivery?.body ?? '{}');
    expect(notification.metadata).toEqual({
      topic: 'MARKETPLACE_ACCOUNT_DELETION',
      schemaVersion: '1.0',
      deprecated: false,
    });
    expect(notification.notification.data).toMatchObject({
      username,
      userId: ebay.sandbox.market.seller(username)?.userId,
    });
    const header = JSON.parse(Buffer.from(delivery?.signature ?? '', 'base64').toString('utf8'));
    expect(header).toMatchObject({ alg: 'ECDSA', digest: 'SHA1' });
    const key = await ebay.call(`/commerce/notification/v1/public_key/${header.kid}`, {
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(key.status).toBe(200);
    const publicKey = key.body as NotificationPublicKey;
    expect((await ebay.call(`/commerce/notification/v1/public_key/${header.kid}`)).status).toBe(401);
    expect(verifyNotification(delivery?.body ?? '', delivery?.signature ?? '', publicKey)).toBe(true);
    expect(verifyNotification(`${delivery?.body} `, delivery?.signature ?? '', publicKey)).toBe(false);
  });

  it('sends nothing to an endpoint that answers the challenge wrongly', async () => {
    isAnsweringWrongly = true;
    const before = received.length;
    const outcome = await post('/sandbox/notifications/account-deletion', {
      username: 'anyone',
      endpoint,
      verificationToken,
    });
    isAnsweringWrongly = false;
    expect(outcome.body).toEqual({ challenge: { status: 200, isAnswerValid: false } });
    expect(received).toHaveLength(before);
  });
});

describe('Data folder', () => {
  it('keeps issued tokens and revisions across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ebay-sandbox-'));
    try {
      // A market of its own: the revision must come back from the file, not from a shared instance.
      const first = await startTestSandbox({ dataDir, market: createMarketplace(demoMarketOptions) });
      const username = first.sandbox.market.sellers()[0]?.username ?? '';
      const tokens = await first.userTokens(username);
      const itemId = first.sandbox.market.listingIdsOfSeller(username, first.today())[0] ?? '';
      const revise = await first.trading(
        'ReviseItem',
        `<Item><ItemID>${itemId}</ItemID><Title>Nach dem Neustart noch da</Title></Item>`,
        tokens.access_token,
      );
      expect(revise.text).toContain('<Ack>Success</Ack>');
      await first.close();

      const second = await startTestSandbox({ dataDir, market: createMarketplace(demoMarketOptions) });
      try {
        const item = await second.trading('GetItem', `<ItemID>${itemId}</ItemID>`, tokens.access_token);
        expect(item.text).toContain('<Title>Nach dem Neustart noch da</Title>');
        const refreshed = await second.token({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        });
        expect(refreshed.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
