// A video whose createVideo answer is lost: eBay's Media API has no call that lists a seller's videos, so the
// product cannot find one eBay made without telling it. The upload fails visibly, nothing is stored and no file
// is sent; the next upload is stored once and followed as usual.
import type { UploadedVideo } from '@baylytics/contract/videos';
import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedVideos } from '../src/db/schema/videos.ts';
import { chunksOf, uploadVideoFile } from './support/multipart-upload.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const media = '/commerce/media/v1_beta/video';

let seller: { token: string; userId: number; sellerName: string };

beforeAll(async () => {
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const found = market.sellers().find((s) => market.listingIdsOfSeller(s.username, today).length > 0);
  if (!found) throw new Error('no seller with listings');
  const user = await t.signedInUser({ plan: 'Video' });
  await t.connectEbaySeller(user.token, found.username);
  seller = { token: user.token, userId: user.id, sellerName: found.username };
});

function upload(seed: number) {
  const file = mp4Sample({ seed });
  return uploadVideoFile(
    t.baseUrl,
    seller.token,
    {
      title: `Lost answer ${seed}`,
      description: 'So sieht es aus',
      sellerName: seller.sellerName,
      fileSize: String(file.length),
    },
    chunksOf(file),
  );
}

const stored = () => t.db.select().from(uploadedVideos).where(eq(uploadedVideos.userId, seller.userId));
const mediaCalls = () => t.ebaySandbox.stats().calls.media ?? 0;

describe('a video whose creation at eBay was not answered', () => {
  it.each([
    { how: 'after eBay created it', answer: 'lost' as const, seed: 11 },
    { how: 'before eBay did anything', answer: 'none' as const, seed: 12 },
  ])(
    'fails visibly $how, sends no file and stores nothing; the next upload is stored once',
    async ({ answer, seed }) => {
      const before = (await stored()).length;
      t.ebaySandbox.injectFault({ path: media, answer });
      const callsBefore = mediaCalls();
      const failed = await upload(seed);
      expect(failed.status, JSON.stringify(failed.body)).toBe(503);
      expect(failed.body.message).toBe('serviceUnavailable');
      // createVideo only: the file is not sent to a video the product does not know.
      expect(mediaCalls() - callsBefore).toBe(1);
      expect(await stored()).toHaveLength(before);

      const again = await upload(seed);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const video = again.body.data as UploadedVideo;
      expect(video).toMatchObject({ status: 'PENDING', title: `Lost answer ${seed}` });
      const rows = await stored();
      expect(rows).toHaveLength(before + 1);
      expect(rows.filter((row) => row.title === `Lost answer ${seed}`)).toHaveLength(1);
      const list = await t.get<UploadedVideo[]>('/api/ebayvideo?pageSize=100', { token: seller.token });
      expect(list.body.data.filter((v) => v.title === `Lost answer ${seed}`).map((v) => v.id)).toEqual([
        video.id,
      ]);
    },
  );
});
