import type { AlertRuleKind } from '@baylytics/contract/alerts';
import type { Database } from '../db/database.ts';
import { createAlertRepository } from '../features/alerts/repository.ts';

/**
 * The alert rules every demo user with tracked keywords starts with, on all its listings and keywords: the demo
 * market's daily drift moves places, and a rule measures what it first sees from the day before, so they fire
 * on today's searches once the history backfill has stored yesterday's. The demo sellers' listings hold the top
 * places of their keywords (places 9 to 68 on average), where the drift moves them by one to a few places a day
 * and rarely by ten, so the move rule tells of every place gained or lost. Mails: daily digest.
 */
const demoRules: { kind: AlertRuleKind; threshold: number | null }[] = [
  { kind: 'firstPage', threshold: null },
  { kind: 'moved', threshold: 1 },
  { kind: 'promotedTwin', threshold: null },
  { kind: 'bayScore', threshold: 5 },
  { kind: 'ended', threshold: null },
];

/** Gives each demo user its rules once; a user who has rules already (a resumed seed) is left as it is. */
export async function seedDemoAlertRules(
  db: Database,
  userIds: readonly number[],
  clock: () => Date,
): Promise<number> {
  const alerts = createAlertRepository(db);
  let added = 0;
  for (const userId of userIds) {
    if ((await alerts.ruleCount(userId)) > 0) continue;
    for (const rule of demoRules) {
      await alerts.createRule(
        userId,
        { ...rule, itemNumber: null, keywordId: null, isActive: true },
        clock(),
      );
      added += 1;
    }
  }
  return added;
}
