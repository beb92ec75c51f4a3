import { Readable } from 'node:stream';
import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { findVendorSpecDirectory, loadOpenApiChecks } from '@baylytics/sandbox/openapi/openapi-checks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import type { EbayClient } from '../src/integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../src/integrations/ebay/ebay-error.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { useTestApp } from './support/test-app.ts';

// The client's Media calls against the stand-in, its requests held to eBay's published document.
const t = useTestApp();
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  media: 'commerce_media_v1_beta_oas3.json',
});
const createFits = spec.component('media', 'CreateVideoRequest', 'request');

const sent: { method: string; url: URL; body: unknown }[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  const isJson = new Headers(init?.headers).get('content-type') === 'application/json';
  const body = isJson && typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body });
  return fetch(input, init);
};

let client: EbayClient;
let tokenId: number;
let itemId: string;

beforeAll(async () => {
  client = standInEbayClient(t, {
    fetch: recordingFetch,
  });
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const seller = [...market.sellers()].find((s) => market.listingIdsOfSeller(s.username, today).length > 0);
  if (!seller) throw new Error('no seller with listings');
  itemId = market.listingIdsOfSeller(seller.username, today)[0] ?? '';
  const user = await t.signedInUser({ plan: 'Video' });
  await t.connectEbaySeller(user.token, seller.username);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  tokenId = row?.id ?? 0;
});

/** Uploads through the client and lets the stand-in's processing time pass. */
async function uploaded(content: Buffer, title = 'Produktvideo') {
  const seller = client.seller(tokenId);
  const videoId = await seller.createVideo({ title, description: 'Beschreibung', size: content.length });
  await seller.uploadVideo(
    videoId,
    content.length,
    Readable.from([content.subarray(0, 100), content.subarray(100)]),
  );
  t.clock.advance(60_000);
  return { videoId, video: await seller.getVideo(videoId) };
}

describe('eBay Media API client', () => {
  it('creates with a body eBay documents, streams the upload and reads the status', async () => {
    const content = mp4Sample({ seed: 21 });
    const seller = client.seller(tokenId);
    const videoId = await seller.createVideo({ title: 'Titel', description: 'Text', size: content.length });
    const create = sent.find((request) => request.url.pathname === '/commerce/media/v1_beta/video');
    expect(create?.method).toBe('POST');
    expect(createFits(create?.body)).toEqual([]);
    expect(create?.body).toMatchObject({ classification: ['ITEM'], size: content.length });
    expect((await seller.getVideo(videoId)).status).toBe('PENDING_UPLOAD');

    await seller.uploadVideo(videoId, content.length, Readable.from([content]));
    expect(await seller.getVideo(videoId)).toMatchObject({ status: 'PROCESSING', rejectReasons: [] });
  });

  it('reads moderation reasons and thumbnails once processing has ended', async () => {
    const blocked = await uploaded(mp4Sample({ seed: 22 }), 'Siehe www.example.com');
    expect(blocked.video).toMatchObject({ status: 'BLOCKED', rejectReasons: ['DIRECTS_OFF_EBAY'] });
    let live = await uploaded(mp4Sample({ seed: 23 }));
    for (let seed = 24; live.video.status !== 'LIVE'; seed++) live = await uploaded(mp4Sample({ seed }));
    expect(live.video.thumbnailUrl).toContain(live.videoId);
  });

  it('aborts the upload when the source fails, leaving the video waiting for its file', async () => {
    const content = mp4Sample({ seed: 30, mediaBytes: 100_000 });
    const seller = client.seller(tokenId);
    const videoId = await seller.createVideo({ title: 'Abbruch', description: 'x', size: content.length });
    const failing = new Readable({
      read() {
        this.push(content.subarray(0, 1000));
        this.destroy(new Error('refused by the caller'));
      },
    });
    await expect(seller.uploadVideo(videoId, content.length, failing)).rejects.toThrow(
      'refused by the caller',
    );
    expect((await seller.getVideo(videoId)).status).toBe('PENDING_UPLOAD');
  });

  it('passes eBay’s refusals on as errors with eBay’s ids', async () => {
    const seller = client.seller(tokenId);
    const tooLarge = seller.createVideo({ title: 'x', description: 'y', size: 157_286_401 });
    await expect(tooLarge).rejects.toBeInstanceOf(EbayError);
    await expect(tooLarge).rejects.toMatchObject({ ebayErrors: [{ code: '190003' }] });
    await expect(seller.getVideo('f'.repeat(32))).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('sets, replaces and removes the listing’s video through ReviseItem', async () => {
    const live: string[] = [];
    for (let seed = 40; live.length < 2; seed++) {
      const outcome = await uploaded(mp4Sample({ seed }));
      if (outcome.video.status === 'LIVE') live.push(outcome.videoId);
    }
    const seller = client.seller(tokenId);
    await seller.reviseItem(itemId, { videoId: live[0] ?? '' });
    expect(t.ebaySandbox.videoOfItem(itemId)).toBe(live[0]);
    await seller.reviseItem(itemId, { videoId: live[1] ?? '' });
    expect(t.ebaySandbox.videoOfItem(itemId)).toBe(live[1]);
    await seller.reviseItem(itemId, { videoId: null });
    expect(t.ebaySandbox.videoOfItem(itemId)).toBeUndefined();
  });
});
