import { type UploadedVideo, videoMaxBytes } from '@baylytics/contract/videos';
import { mp4Chunks, mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import { uploadedVideos } from '../src/db/schema/videos.ts';
import { resumeVideoStatusJob } from '../src/features/videos/poll-video-status-job.ts';
import { useEngine } from './support/engine-harness.ts';
import { chunksOf, uploadVideoFile } from './support/multipart-upload.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

interface Seller {
  token: string;
  userId: number;
  sellerName: string;
  itemId: string;
}

let seller: Seller;
let other: Seller;

/** A Video-plan user connected to a stand-in seller with live listings (the n-th such seller). */
async function connectedSeller(n: number): Promise<Seller> {
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const found = [...market.sellers()].filter((s) => market.listingIdsOfSeller(s.username, today).length > 0)[
    n
  ];
  if (!found) throw new Error('not enough sellers with listings');
  const user = await t.signedInUser({ plan: 'Video' });
  await t.connectEbaySeller(user.token, found.username);
  return {
    token: user.token,
    userId: user.id,
    sellerName: found.username,
    itemId: market.listingIdsOfSeller(found.username, today)[0] ?? '',
  };
}

beforeAll(async () => {
  seller = await connectedSeller(0);
  other = await connectedSeller(1);
});

const fieldsOf = (file: Buffer, extra: Record<string, string> = {}) => ({
  title: 'Unser Produkt',
  description: 'So sieht es aus',
  sellerName: seller.sellerName,
  fileSize: String(file.length),
  ...extra,
});

const upload = (file: Buffer, extra: Record<string, string> = {}, who = seller) =>
  uploadVideoFile(
    t.baseUrl,
    who.token,
    fieldsOf(file, { sellerName: who.sellerName, ...extra }),
    chunksOf(file),
  );

const storedCount = async (userId: number) =>
  (await t.db.select().from(uploadedVideos).where(eq(uploadedVideos.userId, userId))).length;

/** Lets the stand-in finish processing and the status job run. */
async function processAll() {
  t.clock.advance(60_000);
  await engine.retryNow();
  await engine.drain();
}

async function videoById(token: string, id: number): Promise<UploadedVideo | undefined> {
  const list = await t.get<UploadedVideo[]>('/api/ebayvideo?pageSize=100', { token });
  return list.body.data.find((video) => video.id === id);
}

/** Uploads MP4s until one goes LIVE at eBay. */
async function liveVideo(who = seller, firstSeed = 1): Promise<UploadedVideo> {
  for (let seed = firstSeed; seed < firstSeed + 40; seed++) {
    const answer = await upload(mp4Sample({ seed }), {}, who);
    await processAll();
    const video = await videoById(who.token, (answer.body.data as UploadedVideo).id);
    if (video?.status === 'LIVE') return video;
  }
  throw new Error('no upload went live');
}

describe('video upload', () => {
  it('streams an MP4 to eBay, stores it as PENDING and follows its status to LIVE or BLOCKED', async () => {
    const file = mp4Sample({ seed: 5, mediaBytes: 300_000 });
    const answer = await upload(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const video = answer.body.data as UploadedVideo;
    expect(video).toMatchObject({ status: 'PENDING', sellerName: seller.sellerName, title: 'Unser Produkt' });
    await engine.drain();
    expect((await videoById(seller.token, video.id))?.status).toBe('PENDING');

    const blocked = await upload(mp4Sample({ seed: 6 }), { description: 'Mehr auf www.youtube.com/watch' });
    await processAll();
    const final = await videoById(seller.token, video.id);
    expect(final?.status).not.toBe('PENDING');
    expect(await videoById(seller.token, (blocked.body.data as UploadedVideo).id)).toMatchObject({
      status: 'BLOCKED',
      rejectReason: 'DIRECTS_OFF_EBAY',
    });
    const limitation = await t.get('/api/ebayvideo/limitation', { token: seller.token });
    expect(limitation.body.data).toEqual({ totalVideos: 2, uploadedVideoLimitation: 100 });
  });

  it('refuses a file that is not MP4, above 1080p, larger than announced or over 150 MB, storing nothing', async () => {
    const user = await connectedSeller(2);
    const text = Buffer.from('<html>no video here</html>'.repeat(2000));
    const refusals = [
      [await upload(text, {}, user), 415, 'videoMustBeMp4'],
      [
        await upload(
          mp4Sample({ width: 3840, height: 2160, isFastStart: false, mediaBytes: 200_000 }),
          {},
          user,
        ),
        422,
        'videoResolutionTooHigh',
      ],
      [
        await upload(mp4Sample({ mediaBytes: 500_000 }), { fileSize: '1000' }, user),
        400,
        'videoFileSizeMismatch',
      ],
      [await upload(mp4Sample(), { fileSize: '157286401' }, user), 413, 'maximumFileSizeIs150MB'],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await storedCount(user.userId)).toBe(0);
  });

  it('answers a refusal given mid-upload once the rest of the body is read, storing nothing', async () => {
    const user = await connectedSeller(3);
    const page = Buffer.from('<html><body>kein Video</body></html>\n'.repeat(8192));
    const pages = 80;
    const notMp4 = await uploadVideoFile(
      t.baseUrl,
      user.token,
      fieldsOf(page, { sellerName: user.sellerName, fileSize: String(page.length * pages) }),
      Array.from({ length: pages }, () => page),
      'umbenannt.mp4',
    );
    expect([notMp4.status, notMp4.body.message]).toEqual([415, 'videoMustBeMp4']);

    // Announced within the limit, the file grows past 150 MB: refused at the first byte over it.
    const oversize = await uploadVideoFile(
      t.baseUrl,
      user.token,
      fieldsOf(page, { sellerName: user.sellerName, fileSize: String(videoMaxBytes) }),
      mp4Chunks(videoMaxBytes + 2 * 1024 * 1024),
    );
    expect([oversize.status, oversize.body.message]).toEqual([413, 'maximumFileSizeIs150MB']);
    expect(await storedCount(user.userId)).toBe(0);
    const limitation = await t.get('/api/ebayvideo/limitation', { token: user.token });
    expect(limitation.body.data).toMatchObject({ totalVideos: 0 });
  }, 120_000);

  it('says which rule stops an upload: file, account, blocked token, limit, title', async () => {
    const noFile = await uploadVideoFile(t.baseUrl, seller.token, fieldsOf(Buffer.alloc(0)), null);
    expect(noFile.body.message).toBe('pleaseChooseFile');
    const noTitle = await upload(mp4Sample(), { title: ' ' });
    expect(noTitle.body).toMatchObject({ message: 'validationFailed', errors: [{ field: 'title' }] });

    const twoAccounts = await t.signedInUser({ plan: 'Gold' });
    await t.createEbayToken(twoAccounts.id);
    const blocked = await t.createEbayToken(twoAccounts.id, { isBlocked: true });
    const who = { ...seller, token: twoAccounts.token, userId: twoAccounts.id };
    expect((await upload(mp4Sample(), { sellerName: '' }, who)).body.message).toBe('pleaseChooseAccount');
    expect((await upload(mp4Sample(), { sellerName: blocked.username }, who)).body.message).toBe(
      'tokenIsBlocked',
    );

    const full = await t.signedInUser({ trialDaysLeft: 5, plan: 'Gold' });
    const token = await t.createEbayToken(full.id);
    const rows = Array.from({ length: 20 }, (_, i) => ({
      userId: full.id,
      sellerName: token.username,
      ebayVideoId: `full-${full.id}-${i}`,
      title: 't',
      description: 'd',
      sizeBytes: 1,
    }));
    await t.db.insert(uploadedVideos).values(rows);
    const limit = await upload(mp4Sample(), { sellerName: token.username }, { ...seller, token: full.token });
    expect([limit.status, limit.body.message]).toEqual([409, 'youReachTheUploadLimitation']);
  });

  it('attaches, replaces and removes a video on a listing, one video per listing', async () => {
    const first = await liveVideo(seller, 20);
    const second = await liveVideo(seller, 60);
    // The listing as the account check imported it: its video follows every change.
    const [account] = await t.db
      .insert(rankingAccounts)
      .values({ userId: seller.userId, sellerName: seller.sellerName })
      .returning({ id: rankingAccounts.id });
    await t.db.insert(listings).values({
      accountId: account?.id ?? 0,
      itemNumber: Number(seller.itemId),
      siteId: 77,
      title: 'Artikel',
    });
    const listedVideo = async () =>
      (
        await t.db
          .select({ videoId: listings.videoId })
          .from(listings)
          .where(eq(listings.accountId, account?.id ?? 0))
      )[0]?.videoId;
    const put = (path: string, body: object) =>
      t.request<{ ack: string; errors: { longMessage: string }[] }>('PUT', path, {
        token: seller.token,
        body,
      });

    const added = await put('/api/ebayvideo/add-video-to-item', {
      itemNumber: seller.itemId,
      eBayVideoId: first.eBayVideoId,
    });
    expect(added.body.data).toEqual({ ack: 'Success', errors: [] });
    expect(t.ebaySandbox.videoOfItem(seller.itemId)).toBe(first.eBayVideoId);
    expect(await listedVideo()).toBe(first.eBayVideoId);
    const taken = await put('/api/ebayvideo/add-video-to-item', {
      itemNumber: seller.itemId,
      eBayVideoId: second.eBayVideoId,
    });
    expect([taken.status, taken.body.message]).toEqual([409, 'itemHasOtherVideo']);
    const replaced = await put('/api/ebayvideo/replace-video-of-item', {
      itemNumber: seller.itemId,
      eBayVideoId: second.eBayVideoId,
    });
    expect(replaced.body.data.ack).toBe('Success');
    expect(t.ebaySandbox.videoOfItem(seller.itemId)).toBe(second.eBayVideoId);
    expect(await listedVideo()).toBe(second.eBayVideoId);
    const which = await t.get(`/api/ebayvideo/uploaded-video-id?itemNumber=${seller.itemId}`, {
      token: seller.token,
    });
    expect(which.body.data).toEqual({ uploadedVideoId: second.id, eBayVideoId: second.eBayVideoId });
    const items = await t.get<{ id: number; itemNumber: string }[]>(
      `/api/ebayvideo/${second.id}/added-items`,
      { token: seller.token },
    );
    expect(items.body.data.map((item) => item.itemNumber)).toEqual([seller.itemId]);

    const foreign = await put('/api/ebayvideo/add-video-to-item', {
      itemNumber: other.itemId,
      eBayVideoId: first.eBayVideoId,
    });
    expect(foreign.body.data.ack).toBe('Failure');
    expect(foreign.body.data.errors[0]?.longMessage).toContain(other.itemId);

    const foreignRemove = await t.request('PUT', `/api/ebayvideo/${items.body.data[0]?.id}/remove-video`, {
      token: other.token,
      body: { itemNumber: seller.itemId },
    });
    expect(foreignRemove.status).toBe(404);
    expect(t.ebaySandbox.videoOfItem(seller.itemId)).toBe(second.eBayVideoId);
    const removed = await put(`/api/ebayvideo/${items.body.data[0]?.id}/remove-video`, {
      itemNumber: seller.itemId,
    });
    expect(removed.body.data.ack).toBe('Success');
    expect(t.ebaySandbox.videoOfItem(seller.itemId)).toBeUndefined();
    expect(await listedVideo()).toBeNull();

    await put('/api/ebayvideo/add-video-to-item', {
      itemNumber: seller.itemId,
      eBayVideoId: first.eBayVideoId,
    });
    const deleted = await t.request('PUT', `/api/ebayvideo/${first.id}/delete`, { token: seller.token });
    expect(deleted.status).toBe(200);
    expect(t.ebaySandbox.videoOfItem(seller.itemId)).toBeUndefined();
    expect(await listedVideo()).toBeNull();
    expect(await videoById(seller.token, first.id)).toBeUndefined();
  });

  it('follows a video again once its seller connects the eBay account again', async () => {
    const user = await connectedSeller(4);
    const answer = await upload(mp4Sample({ seed: 130 }), {}, user);
    const video = answer.body.data as UploadedVideo;
    // eBay revokes the consent: the status check finds the account unusable and stops asking.
    await t.db.update(ebayTokens).set({ refreshTokenSealed: null }).where(eq(ebayTokens.userId, user.userId));
    await processAll();
    expect((await videoById(user.token, video.id))?.status).toBe('PENDING');
    await t.connectEbaySeller(user.token, user.sellerName);
    await processAll();
    expect((await videoById(user.token, video.id))?.status).toBe('PENDING');

    // The periodic job finds the broken chain of checks and the video reaches its final status.
    t.clock.advance(31 * 60_000);
    await resumeVideoStatusJob.handler({}, engine.deps, { attempts: 1, maxAttempts: 1 });
    await engine.drain();
    expect((await videoById(user.token, video.id))?.status).not.toBe('PENDING');
  });

  it("answers 404 for another user's videos and refuses to attach a video before it is live", async () => {
    const mine = (await upload(mp4Sample({ seed: 90 }))).body.data as UploadedVideo;
    const token = other.token;
    expect((await t.get(`/api/ebayvideo/${mine.id}/added-items`, { token })).status).toBe(404);
    expect((await t.request('PUT', `/api/ebayvideo/${mine.id}/delete`, { token })).status).toBe(404);
    const body = { itemNumber: other.itemId, eBayVideoId: mine.eBayVideoId };
    expect((await t.request('PUT', '/api/ebayvideo/add-video-to-item', { token, body })).status).toBe(404);
    expect((await t.get('/api/ebayvideo', { token })).body.data).toEqual([]);
    const early = await t.request('PUT', '/api/ebayvideo/add-video-to-item', {
      token: seller.token,
      body: { itemNumber: seller.itemId, eBayVideoId: mine.eBayVideoId },
    });
    expect([early.status, early.body.message]).toEqual([409, 'videoNotLive']);
  });
});
