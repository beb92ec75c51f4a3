import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { mediaLimits } from './media-routes.ts';
import { mp4Sample } from './testing/mp4-sample.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// The Media API's video calls, every JSON answer and request body checked against eBay's published document.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  media: 'commerce_media_v1_beta_oas3.json',
});
const errorsFit = spec.listOf('media', 'errors', 'Error');
const createFits = spec.component('media', 'CreateVideoRequest', 'request');
const videoFits = spec.response('getVideo', 200);
const base = '/commerce/media/v1_beta';
const processingMs = 5_000;
const parser = new XMLParser({ parseTagValue: false });

let ebay: TestSandbox;
let seller: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ebay = await startTestSandbox({ videoProcessingMs: processingMs });
  const market = ebay.sandbox.market;
  const sellers = [...market.sellers()]
    .map((s) => s.username)
    .sort(
      (a, b) =>
        market.listingIdsOfSeller(b, ebay.today()).length - market.listingIdsOfSeller(a, ebay.today()).length,
    );
  seller = sellers[0] ?? '';
  token = (await ebay.userTokens(seller)).access_token;
  otherToken = (await ebay.userTokens(sellers[1] ?? '')).access_token;
});

afterAll(async () => {
  await ebay?.close();
});

const errorIdOf = (answer: Answer) => (answer.body as { errors: { errorId: number }[] }).errors[0]?.errorId;

async function createVideo(body: Record<string, unknown>, accessToken = token): Promise<Answer> {
  expect(createFits(body)).toEqual([]);
  return ebay.call(`${base}/video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function newVideo(
  size: number,
  title = 'Produktvideo',
  description = 'So sieht es aus',
): Promise<string> {
  const answer = await createVideo({ title, description, size, classification: ['ITEM'] });
  expect(answer.status, answer.text).toBe(201);
  const location = answer.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`${base}/video/[0-9a-f]{32}$`));
  return location.split('/').pop() ?? '';
}

const upload = (videoId: string, content: Buffer, accessToken = token) =>
  ebay.call(`${base}/video/${videoId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(content),
  });

async function getVideo(videoId: string, accessToken = token) {
  const answer = await ebay.call(`${base}/video/${videoId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (answer.status === 200) expect(videoFits(answer.body)).toEqual([]);
  else expect(errorsFit(answer.body)).toEqual([]);
  return { answer, video: answer.body as Record<string, unknown> & { status: string } };
}

/** Uploads a file and lets processing time pass; answers the final video. */
async function processed(content: Buffer, title?: string, description?: string) {
  const videoId = await newVideo(content.length, title, description);
  expect((await upload(videoId, content)).status).toBe(200);
  expect((await getVideo(videoId)).video.status).toBe('PROCESSING');
  ebay.setNow(new Date(ebay.now().getTime() + processingMs));
  return { videoId, ...(await getVideo(videoId)) };
}

describe('Media API (videos)', () => {
  it('creates a video that waits for its upload, then processes it to LIVE with a thumbnail', async () => {
    const content = mp4Sample({ seed: 7 });
    const videoId = await newVideo(content.length);
    const pending = await getVideo(videoId);
    expect(pending.video).toMatchObject({ videoId, status: 'PENDING_UPLOAD', size: content.length });
    let outcome = await processed(content);
    // Content decides the outcome; walk seeds until one goes LIVE (most do).
    for (let seed = 8; outcome.video.status !== 'LIVE'; seed++)
      outcome = await processed(mp4Sample({ seed }));
    expect(outcome.video.thumbnail).toMatchObject({ imageUrl: expect.stringContaining(outcome.videoId) });
    const thumbnail = await ebay.call(
      new URL(String((outcome.video.thumbnail as { imageUrl: string }).imageUrl)).pathname,
    );
    expect(thumbnail.status).toBe(200);
  });

  it('ends the same content the same way, and blocks or fails some uploads with reasons', async () => {
    const outcomes = new Map<string, Record<string, unknown>>();
    for (let seed = 100; seed < 180 && outcomes.size < 3; seed++) {
      const { video } = await processed(mp4Sample({ seed, mediaBytes: 512 }));
      outcomes.set(video.status, video);
      if (seed === 100)
        expect((await processed(mp4Sample({ seed, mediaBytes: 512 }))).video.status).toBe(video.status);
    }
    expect([...outcomes.keys()].sort()).toEqual(['BLOCKED', 'LIVE', 'PROCESSING_FAILED']);
    expect(outcomes.get('BLOCKED')).toMatchObject({ moderation: { rejectReasons: [expect.any(String)] } });
    expect(outcomes.get('PROCESSING_FAILED')).toMatchObject({ statusMessage: expect.any(String) });
  });

  it('blocks a video whose description sends buyers elsewhere, and fails a file that is not MP4', async () => {
    const linked = await processed(mp4Sample({ seed: 3 }), 'Video', 'Mehr unter https://www.youtube.com/x');
    expect(linked.video).toMatchObject({
      status: 'BLOCKED',
      moderation: { rejectReasons: ['DIRECTS_OFF_EBAY'] },
    });
    const text = await processed(Buffer.from('this is not a video at all, only text'.repeat(20)));
    expect(text.video.status).toBe('PROCESSING_FAILED');
  });

  it('refuses wrong sizes, missing fields and a second upload with eBay’s error ids', async () => {
    const tooLarge = await createVideo({
      title: 'x',
      size: mediaLimits.maxSize + 1,
      classification: ['ITEM'],
    });
    expect([tooLarge.status, errorIdOf(tooLarge)]).toEqual([400, 190003]);
    expect(errorsFit(tooLarge.body)).toEqual([]);
    const noTitle = await createVideo({ size: 10, classification: ['ITEM'] });
    expect(errorIdOf(noTitle)).toBe(190006);
    const noSize = await createVideo({ title: 'x', classification: ['ITEM'] });
    expect(errorIdOf(noSize)).toBe(190002);
    const noClass = await createVideo({ title: 'x', size: 10, classification: [] });
    expect(errorIdOf(noClass)).toBe(190014);

    const content = mp4Sample({ seed: 11 });
    const videoId = await newVideo(content.length + 10);
    const short = await upload(videoId, content);
    expect([short.status, errorIdOf(short)]).toEqual([400, 190007]);
    expect((await getVideo(videoId)).video.status).toBe('PENDING_UPLOAD');

    const exact = await newVideo(content.length);
    expect((await upload(exact, content)).status).toBe(200);
    const again = await upload(exact, content);
    expect([again.status, errorIdOf(again)]).toEqual([409, 190011]);
  });

  it('shows a video to its seller only', async () => {
    const videoId = await newVideo(100);
    const other = await getVideo(videoId, otherToken);
    expect([other.answer.status, errorIdOf(other.answer)]).toEqual([403, 190013]);
    const unknown = await getVideo('0'.repeat(32));
    expect([unknown.answer.status, errorIdOf(unknown.answer)]).toEqual([404, 190001]);
    const application = await getVideo(videoId, await ebay.applicationToken());
    expect(application.answer.status).toBe(403);
  });

  it('attaches a LIVE video to a listing through ReviseItem, replaces and removes it', async () => {
    const itemId = ebay.sandbox.market.listingIdsOfSeller(seller, ebay.today())[0] ?? '';
    const revise = async (inner: string, outer = '') => {
      const answer = await ebay.trading(
        'ReviseItem',
        `<Item><ItemID>${itemId}</ItemID>${inner}</Item>${outer}`,
        token,
      );
      return (parser.parse(answer.text) as Record<string, Record<string, unknown>>).ReviseItemResponse ?? {};
    };
    const videoOfItem = async () => {
      const answer = await ebay.trading('GetItem', `<ItemID>${itemId}</ItemID>`, token);
      const item = (
        parser.parse(answer.text) as { GetItemResponse: { Item: { VideoDetails?: { VideoID: string } } } }
      ).GetItemResponse.Item;
      return item.VideoDetails?.VideoID;
    };
    const pendingId = await newVideo(100);
    expect((await revise(`<VideoDetails><VideoID>${pendingId}</VideoID></VideoDetails>`)).Ack).toBe(
      'Failure',
    );

    const live: string[] = [];
    for (let seed = 300; live.length < 2; seed++) {
      const outcome = await processed(mp4Sample({ seed }));
      if (outcome.video.status === 'LIVE') live.push(outcome.videoId);
    }
    const first = await revise(`<VideoDetails><VideoID>${live[0]}</VideoID></VideoDetails>`);
    expect(first.Ack, JSON.stringify(first.Errors)).toBe('Success');
    expect(await videoOfItem()).toBe(live[0]);
    expect((await revise(`<VideoDetails><VideoID>${live[1]}</VideoID></VideoDetails>`)).Ack).toBe('Success');
    expect(await videoOfItem()).toBe(live[1]);
    expect((await revise('', '<DeletedField>Item.VideoDetails</DeletedField>')).Ack).toBe('Success');
    expect(await videoOfItem()).toBeUndefined();
  });
});
