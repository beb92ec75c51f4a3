import type { Role } from '@baylytics/contract/roles';
import { type UploadedVideo, videoLimitFor } from '@baylytics/contract/videos';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import { AppError } from '../../kernel/errors.ts';
import { toAppError } from '../marketplace/public.ts';
import type { ListingVideoRecorder } from '../ranking/public.ts';
import type { VideoRepository, VideoRow } from './repository.ts';

export interface ReviseAnswer {
  ack: 'Success' | 'Warning' | 'Failure';
  errors: { longMessage: string }[];
}

type ListQuery = Parameters<VideoRepository['page']>[1];

export function createVideoService(deps: {
  repository: VideoRepository;
  ebay: EbayClient;
  clock: () => Date;
  /** The account check's listings learn of each change at once. */
  recordListingVideo: ListingVideoRecorder;
}) {
  const { repository, ebay, clock, recordListingVideo } = deps;

  /** The seller account a video belongs to, usable now; the spec's messages otherwise. */
  async function sellerOf(video: VideoRow) {
    const token = await repository.tokenOf(video.userId, video.sellerName, clock());
    if (!token) throw new AppError('pleaseChooseAccount');
    if (token.isBlocked) throw new AppError('tokenIsBlocked');
    if (!token.isUsable) throw new AppError('ebayReconsentRequired');
    return ebay.seller(token.id);
  }

  /**
   * Sets or removes the listing's video on eBay (ReviseItem). eBay's refusal is an answer, not an error: the
   * seller reads eBay's longMessage (spec 002 §8).
   */
  async function revise(video: VideoRow, itemNumber: string, videoId: string | null): Promise<ReviseAnswer> {
    const seller = await sellerOf(video);
    try {
      const result = await seller.reviseItem(itemNumber, { videoId });
      return { ack: result.ack, errors: result.warnings.map((longMessage) => ({ longMessage })) };
    } catch (error) {
      if (error instanceof EbayError && error.kind === 'rejected')
        return { ack: 'Failure', errors: error.ebayErrors.map((e) => ({ longMessage: e.message })) };
      throw toAppError(error);
    }
  }

  async function attach(userId: number, itemNumber: string, ebayVideoId: string, isReplace: boolean) {
    const video = await repository.ownByEbayId(userId, ebayVideoId);
    if (!video) throw new AppError('notFound');
    if (video.status !== 'LIVE') throw new AppError('videoNotLive');
    const current = await repository.videoOfItem(userId, itemNumber);
    if (current && current.video.id !== video.id && !isReplace) throw new AppError('itemHasOtherVideo');
    const answer = await revise(video, itemNumber, video.ebayVideoId);
    if (answer.ack !== 'Failure') {
      await repository.setItemVideo(userId, itemNumber, video.id);
      await recordListingVideo(userId, itemNumber, video.ebayVideoId);
    }
    return answer;
  }

  async function detach(userId: number, video: VideoRow, itemNumber: string): Promise<ReviseAnswer> {
    const answer = await revise(video, itemNumber, null);
    if (answer.ack !== 'Failure') {
      await repository.removeItem(userId, itemNumber);
      await recordListingVideo(userId, itemNumber, null);
    }
    return answer;
  }

  return {
    async list(userId: number, query: ListQuery): Promise<{ data: UploadedVideo[]; total: number }> {
      const [data, total] = await Promise.all([repository.page(userId, query), repository.countOf(userId)]);
      return { data, total };
    },

    async limitation(userId: number, roles: readonly Role[]) {
      return { totalVideos: await repository.countOf(userId), uploadedVideoLimitation: videoLimitFor(roles) };
    },

    async addedItems(userId: number, uploadedVideoId: number) {
      const video = await repository.own(userId, uploadedVideoId);
      if (!video) throw new AppError('notFound');
      const items = await repository.itemsOf(video.id);
      return items.map((item) => ({
        id: item.id,
        itemNumber: item.itemNumber,
        addedTime: item.addedAt.toISOString(),
      }));
    },

    addToItem: (userId: number, itemNumber: string, ebayVideoId: string) =>
      attach(userId, itemNumber, ebayVideoId, false),

    replaceOnItem: (userId: number, itemNumber: string, ebayVideoId: string) =>
      attach(userId, itemNumber, ebayVideoId, true),

    async removeFromItem(userId: number, itemNumber: string): Promise<ReviseAnswer> {
      const current = await repository.videoOfItem(userId, itemNumber);
      if (!current) throw new AppError('notFound');
      return detach(userId, current.video, itemNumber);
    },

    async removeAddedItem(userId: number, addedItemId: number, itemNumber: string): Promise<ReviseAnswer> {
      const added = await repository.ownAddedItem(userId, addedItemId);
      if (!added || added.itemNumber !== itemNumber) throw new AppError('notFound');
      return detach(userId, added.video, itemNumber);
    },

    /**
     * Deletes a video (always possible, spec 002 §4). eBay has no call to delete a video; the listings that show
     * it drop it first where the account can still be used, so no listing keeps a video the seller deleted.
     */
    async delete(userId: number, uploadedVideoId: number): Promise<null> {
      const video = await repository.own(userId, uploadedVideoId);
      if (!video) throw new AppError('notFound');
      const items = await repository.itemsOf(video.id);
      const token = await repository.tokenOf(userId, video.sellerName, clock());
      if (items.length > 0 && token && !token.isBlocked && token.isUsable) {
        for (const item of items) {
          const answer = await revise(video, item.itemNumber, null).catch(() => null);
          if (answer && answer.ack !== 'Failure') await recordListingVideo(userId, item.itemNumber, null);
        }
      }
      await repository.remove(userId, video.id);
      return null;
    },

    async videoOfItem(userId: number, itemNumber: string) {
      const current = await repository.videoOfItem(userId, itemNumber);
      return { uploadedVideoId: current?.video.id ?? null, eBayVideoId: current?.video.ebayVideoId ?? null };
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
