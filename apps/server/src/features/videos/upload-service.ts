import { Readable } from 'node:stream';
import type { Role } from '@baylytics/contract/roles';
import {
  type UploadedVideo,
  videoLimitFor,
  videoMaxBytes,
  videoUploadFields,
} from '@baylytics/contract/videos';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import { AppError } from '../../kernel/errors.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { toAppError } from '../marketplace/public.ts';
import { Mp4Inspector } from './mp4-inspector.ts';
import { pollVideoStatusJob, videoStatusJobKey } from './poll-video-status-job.ts';
import { toUploadedVideo, type VideoRepository } from './repository.ts';

/** One part of the multipart body, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

/** The first status check: eBay needs a moment after the upload before it reports anything but PROCESSING. */
const firstCheckDelayMs = 5_000;

/**
 * Waits for the inspector's first bytes (it lets nothing through before the file shows itself as MP4), then
 * answers a stream of everything the inspector passes, those first bytes included.
 */
async function afterFirstBytes(inspected: Readable): Promise<Readable> {
  const iterator = inspected[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
}

export function createUploadService(deps: {
  repository: VideoRepository;
  ebay: EbayClient;
  jobs: JobQueue;
  clock: () => Date;
}) {
  const { repository, ebay, jobs, clock } = deps;

  /** The rules of spec 002 §5 in their order, before a byte goes to eBay. */
  async function checkBeforeFile(
    userId: number,
    roles: readonly Role[],
    fields: Record<string, string>,
    file: { filename: string },
  ) {
    if ((await repository.countOf(userId)) >= videoLimitFor(roles))
      throw new AppError('youReachTheUploadLimitation');
    let sellerName = fields.sellerName?.trim() ?? '';
    if (sellerName === '') {
      // With one account there is nothing to choose (spec 002 §2: it is shown as text).
      const names = await repository.sellerNames(userId);
      if (names.length !== 1) throw new AppError('pleaseChooseAccount');
      sellerName = names[0] ?? '';
    }
    const token = await repository.tokenOf(userId, sellerName, clock());
    if (!token) throw new AppError('pleaseChooseAccount');
    if (token.isBlocked) throw new AppError('tokenIsBlocked');
    if (!token.isUsable) throw new AppError('ebayReconsentRequired');
    const size = Number(fields.fileSize ?? 0);
    if (file.filename === '' || !(size > 0)) throw new AppError('pleaseChooseFile');
    if (size > videoMaxBytes) throw new AppError('maximumFileSizeIs150MB');
    const parsed = videoUploadFields.safeParse({ ...fields, sellerName });
    if (!parsed.success) {
      throw new AppError(
        'validationFailed',
        parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.code,
          ...(issue.code === 'too_small' && { params: { minimum: Number(issue.minimum) } }),
        })),
      );
    }
    return { ...parsed.data, tokenId: token.id, sellerName: token.username };
  }

  return {
    /**
     * Reads the multipart body (fields first, then the file) and streams the file to eBay through the MP4
     * inspector: nothing is stored unless eBay took the whole file. Answers the stored video.
     */
    async upload(
      userId: number,
      roles: readonly Role[],
      parts: AsyncIterable<UploadPart>,
    ): Promise<UploadedVideo> {
      const fields: Record<string, string> = {};
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const input = await checkBeforeFile(userId, roles, fields, part);
        const inspector = new Mp4Inspector(input.fileSize);
        part.file.once('limit', () => inspector.destroy(new AppError('maximumFileSizeIs150MB')));
        part.file.once('error', (error) => inspector.destroy(error));
        part.file.pipe(inspector);
        const source = await afterFirstBytes(inspector);
        const seller = ebay.seller(input.tokenId);
        let ebayVideoId: string;
        try {
          ebayVideoId = await seller.createVideo({
            title: input.title,
            description: input.description,
            size: input.fileSize,
          });
          await seller.uploadVideo(ebayVideoId, input.fileSize, source);
        } catch (error) {
          source.destroy();
          part.file.resume();
          throw toAppError(error);
        }
        const row = await repository.insert({
          userId,
          sellerName: input.sellerName,
          ebayVideoId,
          title: input.title,
          description: input.description,
          sizeBytes: input.fileSize,
        });
        await jobs.add(
          pollVideoStatusJob,
          { videoId: row.id },
          { runAt: new Date(Date.now() + firstCheckDelayMs), jobKey: videoStatusJobKey(row.id) },
        );
        return toUploadedVideo(row, 0);
      }
      throw new AppError('pleaseChooseFile');
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
