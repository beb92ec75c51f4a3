import type { AlertRuleKind } from '@baylytics/contract/alerts';
import type { Database } from '../db/database.ts';
import { createAlertRepository } from '../features/alerts/repository.ts';

/**
 * The alert rules every demo user with tracked keywords starts with, on all its listings and keywords: the demo
 * market's daily drift moves places, so they fire from the first days of live searches on. Mails: daily digest.
 */
const demoRules: { kind: AlertRuleKind; threshold: number | null }[] = [
  { kind: 'firstPage', threshold: null },
  { kind: 'moved', threshold: 10 },
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
