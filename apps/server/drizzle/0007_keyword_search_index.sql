-- Keyword Pro (spec 001 §2.5): the best 10,000 keywords of a site by value, filtered by the searched words.
-- Walking this index in order and testing `words` from the index itself picks the 10,000 ids without
-- touching the table (bench: 35 ms of 1,000,000 keywords); only those rows are read afterwards. Written by
-- hand because drizzle's index builder has no INCLUDE; the schema leaves it alone.
CREATE INDEX IF NOT EXISTS "keywords_search_idx" ON "keywords" USING btree ("site_id", "value" DESC, "show_in_keyword" DESC) INCLUDE ("id", "words");
