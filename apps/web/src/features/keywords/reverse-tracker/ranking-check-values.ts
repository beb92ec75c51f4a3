import {
  type RankingCheckTimeRange,
  rankingCheck,
  rankingCheckTimeRanges,
} from '@baylytics/contract/reverse-tracker';
import { z } from 'zod';
import { bodySchemaOf, numberTextSchema } from '../../../app/request-schemas.ts';
import type { RankingCheckRequest } from './api.ts';

const checkBody = bodySchemaOf(rankingCheck);
const itemNumberText = numberTextSchema(checkBody.shape.itemNumber, 'reverseTracker.pleaseEnterItemNumber');
const competitorText = numberTextSchema(checkBody.shape.itemNumber, 'reverseTracker.invalidCompetitor');

/**
 * The reverse tracker's search form by the check call's rules (spec 001 §5): the item number required, the
 * competitor's optional, both item numbers as eBay has them; a custom range needs both dates.
 */
export const rankingCheckFormSchema = z
  .object({
    itemNumber: z.string(),
    competitorItemNumber: z.string(),
    timeRange: z.enum(rankingCheckTimeRanges),
    fromDate: z.string(),
    toDate: z.string(),
  })
  .superRefine((values, context) => {
    const item = itemNumberText.safeParse(values.itemNumber);
    if (!item.success)
      context.addIssue({ code: 'custom', path: ['itemNumber'], message: item.error.issues[0]?.message });
    if (values.competitorItemNumber.trim() && !competitorText.safeParse(values.competitorItemNumber).success)
      context.addIssue({
        code: 'custom',
        path: ['competitorItemNumber'],
        message: 'reverseTracker.invalidCompetitor',
      });
    if (values.timeRange !== 'custom') return;
    for (const path of ['fromDate', 'toDate'] as const)
      if (!checkBody.shape[path].safeParse(values[path] || undefined).data)
        context.addIssue({ code: 'custom', path: [path], message: 'reverseTracker.pleaseEnterDates' });
  });
export type RankingCheckFormValues = z.infer<typeof rankingCheckFormSchema>;

export const emptyRankingCheckForm: RankingCheckFormValues = {
  itemNumber: '',
  competitorItemNumber: '',
  timeRange: 'last7days',
  fromDate: '',
  toDate: '',
};

/** ?itemNumber opens the check at once: one day back for timeRange=yesterday, else the last 7 days. */
export function formFromQuery(query: URLSearchParams): RankingCheckFormValues | null {
  const itemNumber = query.get('itemNumber');
  if (!itemNumber) return null;
  const timeRange: RankingCheckTimeRange = query.get('timeRange') === 'yesterday' ? 'yesterday' : 'last7days';
  return { ...emptyRankingCheckForm, itemNumber, timeRange };
}

/** What the check is sent: trimmed numbers, the competitor and the dates only when given. */
export function requestOf(values: RankingCheckFormValues): RankingCheckRequest {
  const competitor = values.competitorItemNumber.trim();
  return {
    itemNumber: values.itemNumber.trim(),
    ...(competitor && { competitorItemNumber: competitor }),
    timeRange: values.timeRange,
    ...(values.timeRange === 'custom' && { fromDate: values.fromDate, toDate: values.toDate }),
  };
}
