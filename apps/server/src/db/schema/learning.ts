import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Learning content: classes of videos (masterclasses). Content, not code: a new class is rows here.

export const learningClasses = pgTable('learning_classes', {
  /** As in the address /app/learning/{classId}. */
  classId: text('class_id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionDe: text('description_de').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

/** The videos of a class in order; a source per language, null until the content team sets it. */
export const learningVideos = pgTable(
  'learning_videos',
  {
    id: serial('id').primaryKey(),
    classId: text('class_id')
      .notNull()
      .references(() => learningClasses.classId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer('position').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    sourceUrlDe: text('source_url_de'),
    sourceUrlEn: text('source_url_en'),
  },
  (t) => [uniqueIndex('learning_videos_class_position_key').on(t.classId, t.position)],
);
