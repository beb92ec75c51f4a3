import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { databaseIdParam, text } from './primitives.ts';
import { type Role, roleGroups } from './roles.ts';

/** Largest video file (spec 002 §5, §9; eBay's createVideo limit): 150 MB. */
export const videoMaxBytes = 157_286_400;

/** The largest upload resolution (spec 002 §5): 1080p, in either orientation. */
export const videoMaxResolution = { shortSide: 1080, longSide: 1920 } as const;

/** The renditions eBay plays a video in (spec 002 §5). */
export const videoOutputRenditions = ['240p', '360p', '480p', '720p'] as const;

/** Items listed in the items modal at once (spec 002 §9). */
export const videoItemsPageSize = 10_000;

/**
 * Videos a user may keep uploaded, per plan (spec 002 §9 leaves the figures to us): the Video package is
 * made for it; Platinum and Gold include videos; a trial gets a taste. Administrators get the Video package's.
 */
export const videoPlanLimits = { Video: 100, Platinum: 50, Gold: 20, trial: 5 } as const;

const videoPlanByRole: readonly (readonly [Role, keyof typeof videoPlanLimits])[] = [
  ['Administrator', 'Video'],
  ['Video', 'Video'],
  ['EbayRankingPlatinum', 'Platinum'],
  ['EbayRankingGold', 'Gold'],
  ['BGTest', 'trial'],
];

/** The upload limit of a user's roles: the best plan held counts; zero without one. */
export function videoLimitFor(held: readonly Role[]): number {
  const match = videoPlanByRole.find(([role]) => held.includes(role));
  return match ? videoPlanLimits[match[1]] : 0;
}

/** The statuses the product shows (spec 002 §3, §4); eBay's PENDING_UPLOAD and PROCESSING are PENDING. */
export const videoStatuses = ['PENDING', 'LIVE', 'PROCESSING_FAILED', 'BLOCKED'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** eBay's moderation reasons (spec 002 §3). */
export const videoRejectReasons = [
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
export type VideoRejectReason = (typeof videoRejectReasons)[number];

const itemNumber = () =>
  text()
    .trim()
    .regex(/^\d{12}$/, 'validation.itemNumber')
    .describe('eBay item number of one of the seller’s listings: 12 digits (as listingNumberSchema)');
const ebayVideoId = () => text().trim().min(1).max(64).describe('The video id at eBay (Media API)');

export const uploadedVideoSchema = z.object({
  id: z.number().int(),
  eBayVideoId: z.string(),
  sellerName: z.string().describe('The eBay account the video was uploaded to'),
  thumbnailUrl: z.string().nullable().describe('eBay’s thumbnail once the video is live'),
  title: z.string(),
  description: z.string(),
  createdTime: z.string().describe('ISO 8601'),
  status: z.enum(videoStatuses),
  rejectReason: z.enum(videoRejectReasons).nullable().describe('Moderation’s reason when BLOCKED'),
  statusMessage: z.string().nullable().describe('eBay’s explanation of a failure, in English'),
  itemCount: z.number().int().min(0).describe('Listings showing this video'),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/**
 * The multipart fields of an upload, before the file part. `fileSize` is the file's size in bytes, which eBay
 * needs before the first byte (createVideo); the upload is refused when the file differs from it.
 */
export const videoUploadFields = z.object({
  title: text().trim().min(1).max(150),
  description: text().trim().min(1).max(4000),
  sellerName: text().trim().max(64).default(''),
  fileSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type VideoUploadFields = z.input<typeof videoUploadFields>;

export const videoList = endpoint({
  method: 'GET',
  path: '/ebayvideo',
  access: roleGroups.videos,
  summary: "The caller's uploaded videos, newest first",
  query: listQueryOf(['createdTime', 'title', 'status'], {
    pageSize: 25,
    orderBy: 'createdTime',
    direction: 'desc',
  }),
  data: z.array(uploadedVideoSchema),
  isList: true,
});

export const videoLimitation = endpoint({
  method: 'GET',
  path: '/ebayvideo/limitation',
  access: roleGroups.videos,
  summary: 'Videos uploaded against the plan’s upload limit',
  data: z.object({ totalVideos: z.number().int().min(0), uploadedVideoLimitation: z.number().int().min(0) }),
});

export const uploadVideo = endpoint({
  method: 'POST',
  path: '/ebayvideo/upload',
  access: roleGroups.videos,
  summary:
    'Uploads an MP4 (multipart: title, description, sellerName, fileSize, then file) to eBay, streamed; answers the stored video',
  data: uploadedVideoSchema,
});

const uploadedVideoParams = z.object({ uploadedVideoId: databaseIdParam() });

export const videoAddedItemSchema = z.object({
  id: z.number().int(),
  itemNumber: z.string(),
  addedTime: z.string().describe('ISO 8601'),
});

export const videoAddedItems = endpoint({
  method: 'GET',
  path: '/ebayvideo/:uploadedVideoId/added-items',
  access: roleGroups.videos,
  summary: 'The listings showing one of the caller’s videos',
  params: uploadedVideoParams,
  data: z.array(videoAddedItemSchema),
});

export const reviseAnswerSchema = z.object({
  ack: z.enum(['Success', 'Warning', 'Failure']),
  errors: z.array(z.object({ longMessage: z.string() })),
});

export const addVideoToItem = endpoint({
  method: 'PUT',
  path: '/ebayvideo/add-video-to-item',
  access: roleGroups.videos,
  summary:
    'Shows a live video on a listing (eBay takes one per listing; another one there: itemHasOtherVideo)',
  body: z.object({ itemNumber: itemNumber(), eBayVideoId: ebayVideoId() }),
  data: reviseAnswerSchema,
});

export const replaceVideoOfItem = endpoint({
  method: 'PUT',
  path: '/ebayvideo/replace-video-of-item',
  access: roleGroups.videos,
  summary: 'Shows a live video on a listing in place of the one it shows',
  body: z.object({ itemNumber: itemNumber(), eBayVideoId: ebayVideoId() }),
  data: reviseAnswerSchema,
});

export const removeVideoOutItem = endpoint({
  method: 'PUT',
  path: '/ebayvideo/remove-video-out-item',
  access: roleGroups.videos,
  summary: 'Removes the caller’s video from a listing',
  body: z.object({ itemNumber: itemNumber() }),
  data: reviseAnswerSchema,
});

export const removeVideoOfAddedItem = endpoint({
  method: 'PUT',
  path: '/ebayvideo/:addedItemId/remove-video',
  access: roleGroups.videos,
  summary: 'Removes a video from one listing of its added items',
  params: z.object({ addedItemId: databaseIdParam() }),
  body: z.object({ itemNumber: itemNumber() }),
  data: reviseAnswerSchema,
});

export const deleteVideo = endpoint({
  method: 'PUT',
  path: '/ebayvideo/:uploadedVideoId/delete',
  access: roleGroups.videos,
  summary: 'Deletes one of the caller’s videos; the listings showing it drop it first',
  params: uploadedVideoParams,
  data: z.null(),
});

export const uploadedVideoIdOfItem = endpoint({
  method: 'GET',
  path: '/ebayvideo/uploaded-video-id',
  access: roleGroups.videos,
  summary: 'The caller’s video a listing shows, if any',
  query: z.object({ itemNumber: itemNumber() }),
  data: z.object({ uploadedVideoId: z.number().int().nullable(), eBayVideoId: z.string().nullable() }),
});
