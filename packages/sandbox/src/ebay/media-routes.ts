import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EbayErrorDetail, EbayFailure } from './ebay-failure.ts';
import { moderate } from './media-moderation.ts';
import type { StoredVideo } from './media-store.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';

/** eBay's limits for createVideo (the size one is in the OpenAPI document). */
export const mediaLimits = { maxSize: 157_286_400, maxTitle: 150, maxDescription: 4_000 } as const;

const base = '/commerce/media/v1_beta';
const expiryMs = 365 * 86_400_000;

const mediaFailure = (statusCode: number, errorId: number, message: string, parameter?: string) => {
  const detail: EbayErrorDetail = { errorId, domain: 'API_MEDIA', category: 'REQUEST', message };
  if (parameter) detail.parameters = [{ name: 'field', value: parameter }];
  return new EbayFailure(statusCode, { errors: [detail] });
};

const notFound = () => mediaFailure(404, 190001, 'The specified video_Id does not exist.');
const hasMarkup = (text: string) => /<[^>]*>/.test(text);

function parseCreate(body: unknown): {
  title: string;
  description?: string;
  size: number;
  classification: string[];
} {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { title, description, size, classification } = input;
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0)
    throw mediaFailure(
      400,
      190002,
      'Missing or invalid size. The size of the file (in bytes) is required.',
      'size',
    );
  if (size > mediaLimits.maxSize)
    throw mediaFailure(
      400,
      190003,
      'Maximum size exceeded for supported uploads. Please refer to the documentation.',
    );
  if (typeof title !== 'string' || title.trim() === '')
    throw mediaFailure(400, 190006, 'A video title is required.');
  if (title.length > mediaLimits.maxTitle)
    throw mediaFailure(
      400,
      190004,
      'Title length limit has been exceeded. Please refer to the documentation.',
    );
  if (hasMarkup(title)) throw mediaFailure(400, 190016, 'Markups are not permitted in the video title.');
  if (description !== undefined) {
    if (typeof description !== 'string' || description.length > mediaLimits.maxDescription)
      throw mediaFailure(400, 190005, 'Description length exceeded. Please refer to the documentation.');
    if (hasMarkup(description))
      throw mediaFailure(400, 190017, 'Markups are not permitted in the video description.');
  }
  if (
    !Array.isArray(classification) ||
    !classification.every((entry) => typeof entry === 'string') ||
    !classification.includes('ITEM')
  )
    throw mediaFailure(400, 190014, 'A video classification is required.');
  return { title, ...(description !== undefined && { description }), size, classification };
}

/** getVideo's answer: what eBay shows of a video at this moment. */
function videoAnswer(context: EbayContext, video: StoredVideo): Record<string, unknown> {
  const status = context.media.statusOf(video, context.now().getTime());
  const answer: Record<string, unknown> = {
    videoId: video.videoId,
    title: video.title,
    size: video.size,
    classification: video.classification,
    status,
    expirationDate: new Date(video.createdAt + expiryMs).toISOString(),
  };
  if (video.description !== undefined) answer.description = video.description;
  if (status === 'LIVE') {
    answer.thumbnail = { imageUrl: `${context.publicUrl()}/pictures/videos/${video.videoId}/thumbnail.svg` };
  }
  if ((status === 'BLOCKED' || status === 'PROCESSING_FAILED') && video.outcome) {
    if (video.outcome.statusMessage) answer.statusMessage = video.outcome.statusMessage;
    if (video.outcome.rejectReasons) answer.moderation = { rejectReasons: video.outcome.rejectReasons };
  }
  return answer;
}

function ownVideo(context: EbayContext, videoId: string, seller: string): StoredVideo {
  const video = context.media.get(videoId);
  if (!video) throw notFound();
  if (video.owner.toLowerCase() !== seller.toLowerCase())
    throw mediaFailure(403, 190013, 'Unauthorized access.');
  return video;
}

/** Reads the upload to its end, or up to the first byte past the declared size. */
function readUpload(
  payload: Readable,
  size: number,
): Promise<{ received: number; digest: Buffer; isMp4: boolean; isTooLong: boolean }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let received = 0;
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      if (received > size) {
        payload.off('data', onData);
        payload.pause();
        resolve({ received, digest: hash.digest(), isMp4: false, isTooLong: true });
        return;
      }
      hash.update(chunk);
    };
    payload.on('data', onData);
    payload.once('error', reject);
    payload.once('end', () =>
      resolve({
        received,
        digest: hash.digest(),
        isMp4: head.subarray(4, 8).toString('latin1') === 'ftyp',
        isTooLong: false,
      }),
    );
  });
}

/** After a refusal mid-upload the rest of the body is not wanted: the connection closes once answered. */
function closeAfterAnswer(reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => reply.request.raw.destroy());
}

/**
 * The Media API's video calls (createVideo, getVideo, uploadVideo). Uploads are read as they arrive and
 * never kept: the stand-in measures them, checks that they are MP4 and decides how processing ends
 * (media-moderation.ts); the video is PROCESSING for `processingMs`, then shows that outcome.
 */
export function registerMediaRoutes(app: FastifyInstance, context: EbayContext): void {
  app.register(async (scope) => {
    // The upload body is the video itself: handed to the route as a stream, never collected.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post(`${base}/video`, async (request, reply) => {
      const seller = sellerOf(context, request);
      const input = parseCreate(request.body);
      const video = context.media.create({ ...input, owner: seller }, context.now().getTime());
      return reply
        .code(201)
        .header('location', `${context.publicUrl()}${base}/video/${video.videoId}`)
        .send();
    });

    scope.get<{ Params: { videoId: string } }>(`${base}/video/:videoId`, async (request) => {
      const video = ownVideo(context, request.params.videoId, sellerOf(context, request));
      return videoAnswer(context, video);
    });

    scope.post<{ Params: { videoId: string } }>(`${base}/video/:videoId/upload`, async (request, reply) => {
      const video = ownVideo(context, request.params.videoId, sellerOf(context, request));
      const payload = request.body as Readable | undefined;
      if (video.uploadedAt !== undefined) {
        closeAfterAnswer(reply);
        throw mediaFailure(409, 190011, 'The video is already uploaded.');
      }
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/octet-stream' || !payload || typeof payload.on !== 'function') {
        closeAfterAnswer(reply);
        throw mediaFailure(400, 190012, 'The content length of the video is invalid.');
      }
      const lengthHeader = request.headers['content-length'];
      if (lengthHeader === undefined) {
        closeAfterAnswer(reply);
        throw mediaFailure(411, 190008, 'The content length is required.');
      }
      if (Number(lengthHeader) !== video.size) {
        closeAfterAnswer(reply);
        throw mediaFailure(400, 190007, 'The content length does not match the content size specified.');
      }
      const upload = await readUpload(payload, video.size);
      if (upload.isTooLong || upload.received !== video.size) {
        closeAfterAnswer(reply);
        throw mediaFailure(400, 190015, 'The uploaded content must match the video size.');
      }
      const outcome = moderate({
        isMp4: upload.isMp4,
        digest: upload.digest,
        title: video.title,
        description: video.description,
      });
      context.media.completeUpload(video.videoId, outcome, context.now().getTime());
      return reply.code(200).send();
    });
  });

  app.get<{ Params: { videoId: string } }>(
    '/pictures/videos/:videoId/thumbnail.svg',
    async (request, reply) => {
      const { videoId } = request.params;
      if (!/^[0-9a-f]{32}$/.test(videoId) || !context.media.get(videoId)) return reply.code(404).send();
      const hue = Number.parseInt(videoId.slice(0, 4), 16) % 360;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue},45%,55%)"/><polygon points="140,60 140,120 190,90" fill="#fff"/></svg>`,
        );
    },
  );
}
