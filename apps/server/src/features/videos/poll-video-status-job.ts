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
