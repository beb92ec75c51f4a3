import { z } from 'zod';
import type { SpecificValues } from '../../../db/schema/item-specifics.ts';
import { defineJob } from '../../../kernel/define-job.ts';
import type { EngineDeps } from '../../../kernel/engine-deps.ts';
import { AppError } from '../../../kernel/errors.ts';
import { createUsableTokens } from '../../marketplace/public.ts';
import { createItemApplyService } from '../item-check/apply-service.ts';
import { type OwnListingRevisionDeps, readOwnListing, siteOf } from '../item-check/own-listing.ts';
import { createItemCheckRepository } from '../item-check/repository.ts';
import { aspectsOncePerCategory } from './aspects-once.ts';
import { type CategoryRow, createCategoryRepository } from './category-repository.ts';
import { createItemRepository, type ItemRow, type ItemSyncOutcome } from './item-repository.ts';
import { aspectKey, carriesDraft, specificsAfter } from './specifics-values.ts';

const payload = z.object({
  categoryRowId: z.number().int().positive(),
  syncRun: z.number().int().positive(),
});

export const syncJobKey = (categoryRowId: number) => `syncItemSpecifics:${categoryRowId}`;

/** A refusal of ours as the result shows it: the item check's '{name} isRequired', else the error's code. */
function failureText(error: AppError): string {
  const names = (error.errors ?? []).map((e) => e.params?.name).filter((n) => n !== undefined);
  return names.length > 0 ? names.map((name) => `${name} isRequired`).join(';') : error.code;
}

/**
 * Sends the saved drafts of one category to eBay, one listing after the other, through the item check's revision
 * (the listing's own seller's token; specifics outside the category's aspects kept). Each listing's result is
 * stored as it comes. Resumable: a listing is marked as being sent before its revision goes out, and one found so
 * marked when the job resumes is first read from eBay — when it already carries the draft it is recorded as
 * Success without revising it again. eBay's 429 and 5xx are retried by the client; when they persist the listing
 * gets a Failure result and the sync goes on.
 */
export const syncItemSpecificsJob = defineJob({
  name: 'syncItemSpecifics',
  payload,
  async handler({ categoryRowId, syncRun }, deps, attempt) {
    const categories = createCategoryRepository(deps.db);
    const row = await categories.rowById(categoryRowId);
    if (!row || row.syncRun !== syncRun || row.syncStatus !== 'IN_PROGRESS') return;
    try {
      await syncCategory(row, syncRun, deps);
    } catch (error) {
      if (attempt.attempts >= attempt.maxAttempts) await giveUpSync(row, syncRun, deps);
      throw error;
    }
  },
});

/**
 * eBay kept failing through the last attempt: every listing not sent yet gets a Failure result saying eBay was
 * unavailable (its draft kept, to sync again), and the sync ends FAILED, so the result list says why.
 */
async function giveUpSync(row: CategoryRow, syncRun: number, deps: EngineDeps): Promise<void> {
  const items = createItemRepository(deps.db);
  for (const item of await items.unfinished(row.id, syncRun))
    await items.storeOutcome(row.id, item.itemNumber, {
      ack: 'Failure',
      error: 'serviceUnavailable',
      specifics: null,
    });
  await createCategoryRepository(deps.db).finishSync(row.id, syncRun, 'FAILED', deps.clock());
}

async function syncCategory(row: CategoryRow, syncRun: number, deps: EngineDeps): Promise<void> {
  const items = createItemRepository(deps.db);
  // The category's aspects are asked for once, not once more for every listing's revision.
  const ebay = aspectsOncePerCategory(deps.listingEbay);
  const revision: OwnListingRevisionDeps = {
    repository: createItemCheckRepository(deps.db),
    tokens: createUsableTokens(deps.db),
    ebay,
    clock: deps.clock,
  };
  const apply = createItemApplyService(revision);
  const aspects = await ebay.itemAspects(siteOf(row.siteId), row.categoryId);
  const required = new Set(aspects.filter((a) => a.isRequired).map((a) => aspectKey(a.name)));

  async function send(item: ItemRow, draft: SpecificValues[]): Promise<ItemSyncOutcome> {
    const taken = specificsAfter(item.specifics, draft);
    if (item.syncState === 'sending') {
      // The revision may have reached eBay before the job stopped: look before sending it again.
      const onEbay = await readOwnListing(revision, row.userId, String(item.itemNumber)).catch(() => null);
      if (onEbay && carriesDraft(onEbay.item.itemSpecifics, draft))
        return { ack: 'Success', error: '', specifics: taken };
    }
    await items.markSending(row.id, item.itemNumber);
    try {
      const answer = await apply.applySpecifics(
        row.userId,
        String(item.itemNumber),
        taken.map((s) => ({ name: s.name, value: s.values, required: required.has(aspectKey(s.name)) })),
      );
      return {
        ack: answer.ack,
        error: answer.errors.join(';'),
        specifics: answer.ack === 'Failure' ? null : taken,
      };
    } catch (error) {
      if (error instanceof AppError) return { ack: 'Failure', error: failureText(error), specifics: null };
      throw error;
    }
  }

  for (const item of await items.unfinished(row.id, syncRun)) {
    const outcome = item.draft
      ? await send(item, item.draft)
      : { ack: 'Failure' as const, error: 'nothingToSync', specifics: null };
    await items.storeOutcome(row.id, item.itemNumber, outcome);
  }
  const results = await items.results(row.id, syncRun);
  const allFailed = results.length > 0 && results.every((r) => r.ack === 'Failure');
  await createCategoryRepository(deps.db).finishSync(
    row.id,
    syncRun,
    allFailed ? 'FAILED' : 'COMPLETED',
    deps.clock(),
  );
}
