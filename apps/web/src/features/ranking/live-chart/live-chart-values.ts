import { type LiveChartSite, type LivePoint, saveLiveChart } from '@baylytics/contract/live-chart';
import { z } from 'zod';
import { bodySchemaOf, numberTextSchema, pickedNumberSchema } from '../../../app/request-schemas.ts';

const saveBody = bodySchemaOf(saveLiveChart);

/**
 * The form as typed, by the rules of the call that saves it: item number and main keyword required (spec 001
 * §5), the site as German or international.
 */
export const liveChartFormSchema = z.object({
  itemNumber: numberTextSchema(saveBody.shape.itemNumber),
  mainKeywords: saveBody.shape.mainKeywords,
  eBaySite: pickedNumberSchema(saveBody.shape.eBaySite),
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
