// The worker process killed with SIGKILL in the middle of an item specifics sync, then started again: the sync
// resumes and ends with one result per listing, every draft on eBay.
import { randomBytes } from 'node:crypto';
import type { SyncStatusAnswer } from '@baylytics/contract/listing-item-specifics';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { itemSpecificCategories, itemSpecificItems } from '../src/db/schema/item-specifics.ts';
import { useEngine } from './support/engine-harness.ts';
import {
  fullDraft,
  importCategory,
  saveAndSyncDrafts,
  sellerCategory,
} from './support/item-specifics-data.ts';
import { useTestApp } from './support/test-app.ts';
import { queuedJobs, useWorkerProcess, waitFor } from './support/worker-process.ts';

const tokenKey = randomBytes(32).toString('hex');
const t = useTestApp({ env: { EBAY_TOKEN_KEY: tokenKey } });
const worker = useWorkerProcess(t, tokenKey);
const engine = useEngine(t);

afterEach(async () => {
  await worker.stopAll();
  t.ebaySandbox.clearFaults();
});

const minuteMs = 60_000;

describe('a worker killed mid-sync', () => {
  it(
    'an item specifics sync: killed after its first listing is revised, started again, every result kept once',
    async () => {
      const seller = sellerCategory(t, 8, 4);
      const user = await t.signedInUser({ plan: 'Platinum' });
      await t.connectEbaySeller(user.token, seller.sellerName);
      await importCategory(t, user.id, seller);
      const key = { categoryId: seller.categoryId, eBaySiteId: 77, sellerName: seller.sellerName };
      await t.post('/api/itemspecific/create-load-items-specifics-job', key, { token: user.token });
      await engine.drain();
      const changed = seller.listings.slice(0, 4);
      const drafts = changed.map((l, i) => ({
        itemNumber: l.itemId,
        characteristics: fullDraft(seller.aspects, `K${i}`),
      }));
      // Each eBay Trading call takes a second, so the kill can land between two listings.
      t.ebaySandbox.injectFault({ api: 'trading', delayMs: 1_000, count: 1_000 });
      await saveAndSyncDrafts(t, user.token, key, drafts);
      const [row] = await t.db
        .select()
        .from(itemSpecificCategories)
        .where(eq(itemSpecificCategories.userId, user.id));
      if (!row) throw new Error('no category row');
      const states = async () =>
        (
          await t.db
            .select({ state: itemSpecificItems.syncState })
            .from(itemSpecificItems)
            .where(eq(itemSpecificItems.categoryRowId, row.id))
        ).map((item) => item.state);

      const first = worker.start();
      // Killed once one listing is done and before all are: observed, not timed.
      const atKill = await waitFor(
        states,
        (all) => all.includes('done') && all.filter((state) => state === 'done').length < changed.length,
        5 * minuteMs,
        worker.output,
      );
      await worker.kill(first);
      const [stopped] = await t.db
        .select({ status: itemSpecificCategories.syncStatus })
        .from(itemSpecificCategories)
        .where(eq(itemSpecificCategories.id, row.id));
      expect(stopped?.status).toBe('IN_PROGRESS');

      t.ebaySandbox.clearFaults();
      worker.start();
      const status = async () =>
        t.get<SyncStatusAnswer>(
          `/api/itemspecific/items-specifics-sync-status?${new URLSearchParams({ ...key, eBaySiteId: '77' })}`,
          { token: user.token },
        );
      const done = await waitFor(
        status,
        (answer) => answer.body.data.syncStatus === 'COMPLETED',
        5 * minuteMs,
        worker.output,
      );
      const ordered = [...changed].sort((a, b) => Number(a.itemId) - Number(b.itemId));
      expect(done.body.data.syncResults.map((r) => [r.itemNumber, r.ack])).toEqual(
        ordered.map((l) => [l.itemId, 'Success']),
      );
      const day = t.clock.now().toISOString().slice(0, 10);
      for (const [i, listing] of changed.entries()) {
        const onEbay = t.ebaySandbox.market.listing(listing.itemId, day)?.itemSpecifics ?? [];
        for (const c of drafts[i]?.characteristics ?? [])
          expect(onEbay.find((s) => s.name === c.name)?.values).toEqual(c.value);
      }
      expect(
        await waitFor(
          () => queuedJobs(t, 'syncItemSpecifics'),
          (n) => n === 0,
          minuteMs,
          worker.output,
        ),
      ).toBe(0);
      process.stdout.write(
        `worker crash: item specifics sync killed with ${atKill.filter((s) => s === 'done').length} of ${changed.length} listings done; resumed, ${done.body.data.syncResults.length} results, one per listing\n`,
      );
    },
    15 * minuteMs,
  );
});
