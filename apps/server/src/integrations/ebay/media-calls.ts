import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { EbayError } from './ebay-error.ts';
import type { MediaVideo, MediaVideoStatus } from './ebay-types.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { type EbayLogger, readJsonAnswer } from './read-answer.ts';
import { kindOfStatus, readFailure } from './read-failure.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';

// eBay's Media API (commerce/media/v1_beta): createVideo, uploadVideo, getVideo. Vendor shapes stay here.

export interface MediaDeps {
  /** https://apim.ebay.com, or the stand-in. */
  mediaBaseUrl: string;
  fetch: typeof fetch;
  limiter: RateLimiter;
  retry: RetryPolicy;
  logger: EbayLogger | undefined;
}

const statuses = ['PENDING_UPLOAD', 'PROCESSING', 'LIVE', 'PROCESSING_FAILED', 'BLOCKED'] as const;

const videoAnswer = z.object({
  videoId: z.string().min(1),
  status: z.string(),
  statusMessage: z.string().optional(),
  moderation: z.object({ rejectReasons: z.array(z.string()).optional() }).optional(),
  thumbnail: z.object({ imageUrl: z.string().optional() }).optional(),
});

/** A status eBay may add later is read as still processing: the poller then keeps asking. */
const toStatus = (status: string): MediaVideoStatus =>
  (statuses as readonly string[]).includes(status) ? (status as MediaVideoStatus) : 'PROCESSING';

/** What uploadVideo reads from its source, and when it gives up waiting for eBay's answer. */
const uploadTimeoutMs = 10 * 60_000;

function readBody(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.once('error', reject);
  });
}

export function createMediaCalls(deps: MediaDeps) {
  const base = `${deps.mediaBaseUrl.replace(/\/+$/, '')}/commerce/media/v1_beta`;

  return {
    /** createVideo: answers the new video's id (from the Location header). Not repeated: it is not idempotent. */
    async createVideo(
      accessToken: string,
      video: { title: string; description: string; size: number },
    ): Promise<string> {
      const operation = 'POST /commerce/media/v1_beta/video';
      const response = await sendWithRetry(
        {
          api: 'media',
          operation,
          url: `${base}/video`,
          init: {
            method: 'POST',
            headers: {
              authorization: `Bearer ${accessToken}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({ ...video, classification: ['ITEM'] }),
          },
        },
        { fetch: deps.fetch, limiter: deps.limiter, policy: { ...deps.retry, attempts: 1 } },
      );
      if (response.status !== 201) throw await readFailure(response, operation);
      await response.body?.cancel();
      const videoId = response.headers.get('location')?.split('/').pop();
      if (!videoId) throw new EbayError('invalidAnswer', 'no Location header', { operation, status: 201 });
      return decodeURIComponent(videoId);
    },

    /**
     * uploadVideo: streams `source` to eBay as it is read, with the size declared by createVideo as its
     * Content-Length. When the source fails (the caller refused the file mid-way), the upload is aborted and
     * eBay never sees a complete file.
     */
    async uploadVideo(accessToken: string, videoId: string, size: number, source: Readable): Promise<void> {
      const operation = 'POST /commerce/media/v1_beta/video/{video_id}/upload';
      await deps.limiter.take('media');
      const url = new URL(`${base}/video/${encodeURIComponent(videoId)}/upload`);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/octet-stream',
          'content-length': String(size),
          accept: 'application/json',
        },
        timeout: uploadTimeoutMs,
      });
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        outgoing.once('response', resolve);
        outgoing.once('error', reject);
        outgoing.once('timeout', () => outgoing.destroy(new Error('upload timed out')));
      });
      try {
        await pipeline(source, outgoing);
      } catch (error) {
        outgoing.destroy();
        answered.catch(() => {});
        throw error;
      }
      let response: IncomingMessage;
      try {
        response = await answered;
      } catch (error) {
        throw new EbayError('unavailable', 'no answer to the upload', { operation }, { cause: error });
      }
      const status = response.statusCode ?? 0;
      const text = await readBody(response);
      if (status >= 200 && status < 300) return;
      throw await readFailure(new Response(text, { status }), operation).catch(
        () => new EbayError(kindOfStatus(status), `${status}`, { operation, status }),
      );
    },

    /** getVideo: the video's status, eBay's message and moderation reasons, and its thumbnail. */
    async getVideo(accessToken: string, videoId: string): Promise<MediaVideo> {
      const operation = 'GET /commerce/media/v1_beta/video/{video_id}';
      const response = await sendWithRetry(
        {
          api: 'media',
          operation,
          url: `${base}/video/${encodeURIComponent(videoId)}`,
          init: {
            method: 'GET',
            headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          },
        },
        { fetch: deps.fetch, limiter: deps.limiter, policy: deps.retry },
      );
      if (!response.ok) throw await readFailure(response, operation);
      const answer = await readJsonAnswer(response, videoAnswer, { operation, logger: deps.logger });
      return {
        videoId: answer.videoId,
        status: toStatus(answer.status),
        statusMessage: answer.statusMessage ?? null,
        rejectReasons: answer.moderation?.rejectReasons ?? [],
        thumbnailUrl: answer.thumbnail?.imageUrl ?? null,
      };
    },
  };
}

export type MediaCalls = ReturnType<typeof createMediaCalls>;
