import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { createVideoRepository } from './repository.ts';
import { nextCheckDelayMs, pollingGivesUpAfterMs, statusUpdateOf } from './video-status.ts';

const payload = z.object({ videoId: z.number().int().positive() });

/** One job per pending video at a time: a later queueing replaces the waiting one. */
export const videoStatusJobKey = (videoId: number) => `pollVideoStatus:${videoId}`;

/**
 * Asks eBay for an uploaded video's status and stores it; while the video is still processing it queues itself
 * again. Idempotent: a video already final, deleted, or whose seller account cannot be used is left alone.
 */
export const pollVideoStatusJob = defineJob({
  name: 'pollVideoStatus',
  payload,
  async handler({ videoId }, deps) {
    const repository = createVideoRepository(deps.db);
    const video = await repository.byId(videoId);
    if (video?.status !== 'PENDING') return;
    const now = deps.clock();
    const token = await repository.tokenOf(video.userId, video.sellerName, now);
    if (!token?.isUsable || token.isBlocked) return;
    const answer = await deps.videoStatus.getVideo(token.id, video.ebayVideoId);
    const update = statusUpdateOf(answer, now);
    await repository.updateStatus(video.id, update);
    const ageMs = now.getTime() - video.createdAt.getTime();
    if (update.status !== 'PENDING' || ageMs > pollingGivesUpAfterMs) return;
    await deps.jobs.add(
      pollVideoStatusJob,
      { videoId },
      { runAt: new Date(Date.now() + nextCheckDelayMs(ageMs)), jobKey: videoStatusJobKey(videoId) },
    );
  },
});

/** Longer than any wait between two checks (15 minutes): a video not asked for this long lost its chain. */
const stalledAfterMs = 30 * 60_000;

/**
 * Every 15 minutes: queues the status check again for PENDING videos whose chain of checks broke off, as it
 * does while the seller's eBay account cannot be used (a revoked or expired consent, a blocked token) — once
 * the seller connects the account again, its videos are followed to their final status.
 */
export const resumeVideoStatusJob = defineJob({
  name: 'resumeVideoStatus',
  payload: z.object({}),
  async handler(_payload, deps) {
    const now = deps.clock().getTime();
    const stalled = await createVideoRepository(deps.db).stalledPending(
      new Date(now - pollingGivesUpAfterMs),
      new Date(now - stalledAfterMs),
    );
    for (const videoId of stalled)
      await deps.jobs.add(pollVideoStatusJob, { videoId }, { jobKey: videoStatusJobKey(videoId) });
  },
});
