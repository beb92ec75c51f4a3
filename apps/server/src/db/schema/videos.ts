import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

// Video upload: the videos a user uploaded to eBay's Media API and the listings showing them.

/** One uploaded video; the file itself lives at eBay only. */
export const uploadedVideos = pgTable(
  'uploaded_videos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The eBay account (seller name) the video was uploaded with. */
    sellerName: text('seller_name').notNull(),
    ebayVideoId: text('ebay_video_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** PENDING, LIVE, PROCESSING_FAILED or BLOCKED (spec 002 §3). */
    status: text('status').notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    statusMessage: text('status_message'),
    thumbnailUrl: text('thumbnail_url'),
    /** When eBay was last asked for the status. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_videos_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('uploaded_videos_ebay_video_key').on(t.ebayVideoId),
  ],
);

/** A listing showing one of the user's videos; eBay shows one video per listing. */
export const videoItems = pgTable(
  'video_items',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => uploadedVideos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: text('item_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_items_user_item_key').on(t.userId, t.itemNumber),
    index('video_items_video_idx').on(t.videoId),
  ],
);
