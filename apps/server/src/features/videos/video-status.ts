import { type VideoRejectReason, type VideoStatus, videoRejectReasons } from '@baylytics/contract/videos';
import type { MediaVideo } from '../../integrations/ebay/ebay-types.ts';
import type { StatusUpdate } from './repository.ts';

const isKnownReason = (reason: string): reason is VideoRejectReason =>
  (videoRejectReasons as readonly string[]).includes(reason);

/** eBay's Media statuses as the product names them (spec 002 §4): waiting and processing are both PENDING. */
export function productStatusOf(status: MediaVideo['status']): VideoStatus {
  return status === 'PENDING_UPLOAD' || status === 'PROCESSING' ? 'PENDING' : status;
}

/** What a getVideo answer changes on the stored video; a reason eBay adds later is shown as a policy violation. */
export function statusUpdateOf(video: MediaVideo, now: Date): StatusUpdate {
  const status = productStatusOf(video.status);
  const [first] = video.rejectReasons;
  const rejectReason =
    status === 'BLOCKED' && first !== undefined
      ? isKnownReason(first)
        ? first
        : 'OTHER_POLICY_VIOLATION'
      : null;
  return {
    status,
    rejectReason,
    statusMessage: status === 'PROCESSING_FAILED' || status === 'BLOCKED' ? video.statusMessage : null,
    thumbnailUrl: video.thumbnailUrl,
    checkedAt: now,
  };
}

/** How long to wait before asking eBay again: often while a video is young, then less often. */
export function nextCheckDelayMs(ageMs: number): number {
  if (ageMs < 10 * 60_000) return 10_000;
  if (ageMs < 2 * 3_600_000) return 60_000;
  return 15 * 60_000;
}

/** A video still PENDING after this long is left as it is (eBay drops unprocessed uploads). */
export const pollingGivesUpAfterMs = 3 * 86_400_000;
