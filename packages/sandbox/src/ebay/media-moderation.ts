import { type MediaOutcome, mediaRejectReasons } from './media-store.ts';

/** What the stand-in learnt of an upload while reading it. */
export interface UploadFacts {
  /** The bytes start with an ISO base media `ftyp` box (MP4). */
  isMp4: boolean;
  /** SHA-256 of the bytes. */
  digest: Buffer;
  title: string;
  description: string | undefined;
}

/** A web address in the text: eBay blocks videos whose metadata sends buyers elsewhere. */
const linkPattern = /\b(?:https?:\/\/|www\.)\S+/i;

/** Reasons a moderator might give for the picture or sound itself (all but the link rule above). */
const contentReasons = mediaRejectReasons.filter((reason) => reason !== 'DIRECTS_OFF_EBAY');

/**
 * How processing ends, by rules that give the same answer for the same upload every time:
 * - a file that is not MP4 fails processing, as eBay's encoder would;
 * - a title or description with a web address is blocked as DIRECTS_OFF_EBAY;
 * - otherwise the content's digest decides: 1 in 16 is blocked for a content reason, 1 in 32 fails processing,
 *   the rest goes LIVE.
 */
export function moderate(facts: UploadFacts): MediaOutcome {
  if (!facts.isMp4) {
    return {
      status: 'PROCESSING_FAILED',
      statusMessage: 'The file could not be processed: it is not an MP4 (MPEG-4 Part 14) video.',
    };
  }
  if (linkPattern.test(facts.title) || linkPattern.test(facts.description ?? '')) {
    return {
      status: 'BLOCKED',
      statusMessage: 'The video was blocked by moderation.',
      rejectReasons: ['DIRECTS_OFF_EBAY'],
    };
  }
  const bucket = (facts.digest[0] ?? 0) % 32;
  if (bucket < 2) {
    const reason = contentReasons[(facts.digest[1] ?? 0) % contentReasons.length] ?? 'OTHER_POLICY_VIOLATION';
    return {
      status: 'BLOCKED',
      statusMessage: 'The video was blocked by moderation.',
      rejectReasons: [reason],
    };
  }
  if (bucket === 2) {
    return {
      status: 'PROCESSING_FAILED',
      statusMessage: 'The video could not be processed: its encoding is damaged.',
    };
  }
  return { status: 'LIVE' };
}
