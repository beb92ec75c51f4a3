import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The Media API's video statuses (VideoStatusEnum). */
export const mediaVideoStatuses = [
  'PENDING_UPLOAD',
  'PROCESSING',
  'LIVE',
  'PROCESSING_FAILED',
  'BLOCKED',
] as const;
export type MediaVideoStatus = (typeof mediaVideoStatuses)[number];

/** eBay's RejectReasonEnum: why moderation blocked a video. */
export const mediaRejectReasons = [
  'MAX_LENGTH_EXCEEDED',
  'PIXELATED',
  'BLURRED',
  'DISTORTED_AUDIO',
  'FREEZES',
  'INAPPROPRIATE_DEPICTION',
  'OFFENSIVE_CONTENT',
  'DIRECTS_OFF_EBAY',
  'NUDITY',
  'OTHER_POLICY_VIOLATION',
] as const;
export type MediaRejectReason = (typeof mediaRejectReasons)[number];

/** What processing ends in, decided when the upload completes and shown once processing time has passed. */
export interface MediaOutcome {
  status: 'LIVE' | 'PROCESSING_FAILED' | 'BLOCKED';
  statusMessage?: string;
  rejectReasons?: MediaRejectReason[];
}

const storedVideoSchema = z.object({
  videoId: z.string(),
  owner: z.string(),
  title: z.string(),
  description: z.string().optional(),
  size: z.number().int(),
  classification: z.array(z.string()),
  createdAt: z.number(),
  uploadedAt: z.number().optional(),
  outcome: z
    .object({
      status: z.enum(['LIVE', 'PROCESSING_FAILED', 'BLOCKED']),
      statusMessage: z.string().optional(),
      rejectReasons: z.array(z.enum(mediaRejectReasons)).optional(),
    })
    .optional(),
});
export type StoredVideo = z.infer<typeof storedVideoSchema>;

const storeFileSchema = z.object({
  videos: z.array(storedVideoSchema),
  /** Item number → video id: eBay keeps one video per listing. */
  attachments: z.record(z.string(), z.string()),
});

export interface MediaStore {
  /** How long a completed upload stays PROCESSING. */
  readonly processingMs: number;
  create(video: Omit<StoredVideo, 'videoId' | 'createdAt'>, now: number): StoredVideo;
  get(videoId: string): StoredVideo | undefined;
  completeUpload(videoId: string, outcome: MediaOutcome, now: number): void;
  statusOf(video: StoredVideo, now: number): MediaVideoStatus;
  attach(itemId: string, videoId: string): void;
  detach(itemId: string): void;
  videoOfItem(itemId: string): string | undefined;
}

/**
 * The stand-in's videos: metadata and the decided outcome only (the uploaded bytes are read, measured and
 * dropped). Kept in `<dataDir>/ebay-videos.json` when a data folder is given, so a restarted stand-in still
 * knows the videos the product stored.
 */
export function createMediaStore(dataDir: string | undefined, processingMs: number): MediaStore {
  const file = dataDir ? path.join(dataDir, 'ebay-videos.json') : undefined;
  const videos = new Map<string, StoredVideo>();
  const attachments = new Map<string, string>();
  if (file && existsSync(file)) {
    const stored = storeFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    for (const video of stored.videos) videos.set(video.videoId, video);
    for (const [itemId, videoId] of Object.entries(stored.attachments)) attachments.set(itemId, videoId);
  }

  function save(): void {
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(
      temporary,
      JSON.stringify({ videos: [...videos.values()], attachments: Object.fromEntries(attachments) }),
    );
    renameSync(temporary, file);
  }

  return {
    processingMs,
    create(video, now) {
      // eBay's video ids are 32 hexadecimal characters.
      const stored: StoredVideo = { ...video, videoId: randomBytes(16).toString('hex'), createdAt: now };
      videos.set(stored.videoId, stored);
      save();
      return stored;
    },
    get: (videoId) => videos.get(videoId),
    completeUpload(videoId, outcome, now) {
      const video = videos.get(videoId);
      if (!video) return;
      video.uploadedAt = now;
      video.outcome = outcome;
      save();
    },
    statusOf(video, now) {
      if (video.uploadedAt === undefined || !video.outcome) return 'PENDING_UPLOAD';
      if (now < video.uploadedAt + processingMs) return 'PROCESSING';
      return video.outcome.status;
    },
    attach(itemId, videoId) {
      attachments.set(itemId, videoId);
      save();
    },
    detach(itemId) {
      if (attachments.delete(itemId)) save();
    },
    videoOfItem: (itemId) => attachments.get(itemId),
  };
}
