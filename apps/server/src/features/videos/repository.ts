import type { UploadedVideo, VideoRejectReason, VideoStatus } from '@baylytics/contract/videos';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ebayTokens } from '../../db/schema/marketplace.ts';
import { uploadedVideos, videoItems } from '../../db/schema/videos.ts';

export type VideoRow = typeof uploadedVideos.$inferSelect;

export interface StatusUpdate {
  status: VideoStatus;
  rejectReason: VideoRejectReason | null;
  statusMessage: string | null;
  thumbnailUrl: string | null;
  checkedAt: Date;
}

const itemCount = sql<number>`(select count(*)::int from ${videoItems} where ${videoItems.videoId} = ${uploadedVideos.id})`;

export function toUploadedVideo(row: VideoRow, items: number): UploadedVideo {
  return {
    id: row.id,
    eBayVideoId: row.ebayVideoId,
    sellerName: row.sellerName,
    thumbnailUrl: row.thumbnailUrl,
    title: row.title,
    description: row.description,
    createdTime: row.createdAt.toISOString(),
    status: row.status as VideoStatus,
    rejectReason: row.rejectReason as VideoRejectReason | null,
    statusMessage: row.statusMessage,
    itemCount: items,
  };
}

const orderColumns = {
  createdTime: uploadedVideos.createdAt,
  title: uploadedVideos.title,
  status: uploadedVideos.status,
} as const;

export function createVideoRepository(db: Database) {
  return {
    /** The user's token row for a seller name, in whatever state it is. */
    async tokenOf(userId: number, sellerName: string, now: Date) {
      const [row] = await db
        .select({
          id: ebayTokens.id,
          username: ebayTokens.username,
          isBlocked: ebayTokens.isBlocked,
          isUsable: sql<boolean>`${gt(ebayTokens.expiresAt, now)} and ${ebayTokens.refreshTokenSealed} is not null`,
        })
        .from(ebayTokens)
        .where(and(eq(ebayTokens.userId, userId), sql`lower(${ebayTokens.username}) = lower(${sellerName})`));
      return row;
    },

    async sellerNames(userId: number): Promise<string[]> {
      const rows = await db
        .select({ username: ebayTokens.username })
        .from(ebayTokens)
        .where(eq(ebayTokens.userId, userId))
        .orderBy(asc(ebayTokens.id));
      return rows.map((row) => row.username);
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadedVideos)
        .where(eq(uploadedVideos.userId, userId));
      return row?.n ?? 0;
    },

    async page(
      userId: number,
      page: {
        pageIndex: number;
        pageSize: number;
        orderBy: keyof typeof orderColumns;
        direction: 'asc' | 'desc';
      },
    ): Promise<UploadedVideo[]> {
      const order = page.direction === 'asc' ? asc : desc;
      const rows = await db
        .select({ video: uploadedVideos, items: itemCount })
        .from(uploadedVideos)
        .where(eq(uploadedVideos.userId, userId))
        .orderBy(order(orderColumns[page.orderBy]), desc(uploadedVideos.id))
        .limit(page.pageSize)
        .offset((page.pageIndex - 1) * page.pageSize);
      return rows.map((row) => toUploadedVideo(row.video, row.items));
    },

    async insert(video: typeof uploadedVideos.$inferInsert): Promise<VideoRow> {
      const [row] = await db.insert(uploadedVideos).values(video).returning();
      if (!row) throw new Error('the video was not stored');
      return row;
    },

    /** One of the user's videos; another user's id finds nothing, like an unknown one. */
    async own(userId: number, id: number): Promise<VideoRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedVideos)
        .where(and(eq(uploadedVideos.id, id), eq(uploadedVideos.userId, userId)));
      return row;
    },

    async ownByEbayId(userId: number, ebayVideoId: string): Promise<VideoRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedVideos)
        .where(and(eq(uploadedVideos.ebayVideoId, ebayVideoId), eq(uploadedVideos.userId, userId)));
      return row;
    },

    async byId(id: number): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(uploadedVideos).where(eq(uploadedVideos.id, id));
      return row;
    },

    async itemCountOf(videoId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(videoItems).where(eq(videoItems.videoId, videoId));
      return row?.n ?? 0;
    },

    /**
     * PENDING videos uploaded after `uploadedAfter` whose status nobody asked since `checkedBefore` (an upload
     * never asked counts from its upload): their chain of status checks broke off.
     */
    async stalledPending(uploadedAfter: Date, checkedBefore: Date): Promise<number[]> {
      const rows = await db
        .select({ id: uploadedVideos.id })
        .from(uploadedVideos)
        .where(
          and(
            eq(uploadedVideos.status, 'PENDING'),
            gt(uploadedVideos.createdAt, uploadedAfter),
            sql`coalesce(${uploadedVideos.checkedAt}, ${uploadedVideos.createdAt}) < ${checkedBefore}`,
          ),
        )
        .orderBy(asc(uploadedVideos.id));
      return rows.map((row) => row.id);
    },

    async updateStatus(id: number, update: StatusUpdate): Promise<void> {
      await db.update(uploadedVideos).set(update).where(eq(uploadedVideos.id, id));
    },

    async remove(userId: number, id: number): Promise<void> {
      await db
        .delete(uploadedVideos)
        .where(and(eq(uploadedVideos.id, id), eq(uploadedVideos.userId, userId)));
    },

    async itemsOf(videoId: number) {
      return db
        .select({ id: videoItems.id, itemNumber: videoItems.itemNumber, addedAt: videoItems.createdAt })
        .from(videoItems)
        .where(eq(videoItems.videoId, videoId))
        .orderBy(asc(videoItems.createdAt), asc(videoItems.id));
    },

    /** The user's video row a listing shows, if any. */
    async videoOfItem(userId: number, itemNumber: string) {
      const [row] = await db
        .select({ addedItemId: videoItems.id, video: uploadedVideos })
        .from(videoItems)
        .innerJoin(uploadedVideos, eq(uploadedVideos.id, videoItems.videoId))
        .where(and(eq(videoItems.userId, userId), eq(videoItems.itemNumber, itemNumber)));
      return row;
    },

    async ownAddedItem(userId: number, addedItemId: number) {
      const [row] = await db
        .select({ addedItemId: videoItems.id, itemNumber: videoItems.itemNumber, video: uploadedVideos })
        .from(videoItems)
        .innerJoin(uploadedVideos, eq(uploadedVideos.id, videoItems.videoId))
        .where(and(eq(videoItems.id, addedItemId), eq(videoItems.userId, userId)));
      return row;
    },

    /** The listing shows this video now (one video per listing: any other link of the item goes). */
    async setItemVideo(userId: number, itemNumber: string, videoId: number): Promise<void> {
      await db
        .insert(videoItems)
        .values({ userId, itemNumber, videoId })
        .onConflictDoUpdate({
          target: [videoItems.userId, videoItems.itemNumber],
          set: { videoId, createdAt: sql`now()` },
        });
    },

    async removeItem(userId: number, itemNumber: string): Promise<void> {
      await db
        .delete(videoItems)
        .where(and(eq(videoItems.userId, userId), eq(videoItems.itemNumber, itemNumber)));
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
