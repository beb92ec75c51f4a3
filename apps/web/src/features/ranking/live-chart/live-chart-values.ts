import type { LiveChartSite, LivePoint } from '@baylytics/contract/live-chart';
import { mainKeywordsSchema } from '@baylytics/contract/live-chart';
import { z } from 'zod';

/** The form as typed: item number and main keyword required (spec 001 §5), the site as German or international. */
export const liveChartFormSchema = z.object({
  itemNumber: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,19}$/),
  mainKeywords: mainKeywordsSchema,
  eBaySite: z.enum(['77', '0']),
});
export type LiveChartFormValues = z.infer<typeof liveChartFormSchema>;

export const emptyLiveChartForm: LiveChartFormValues = { itemNumber: '', mainKeywords: '', eBaySite: '77' };

export interface LiveChartSetup {
  itemNumber: number;
  keywords: string;
  site: LiveChartSite;
}

export function setupOf(values: LiveChartFormValues): LiveChartSetup {
  return {
    itemNumber: Number(values.itemNumber.trim()),
    keywords: values.mainKeywords.trim(),
    site: values.eBaySite === '0' ? 0 : 77,
  };
}

/** Adds an update's point; a throttled update answers the latest point again, which is kept once. */
export function withPoint(points: readonly LivePoint[], point: LivePoint): LivePoint[] {
  if (points.some((known) => known.timestamp === point.timestamp)) return [...points];
  return [...points, point].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
