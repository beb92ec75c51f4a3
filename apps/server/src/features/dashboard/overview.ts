import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { addDays, backfillRunName, dayOf } from '../crawler/public.ts';
import type { OverviewRepository } from './overview-repository.ts';

/** The dashboard's overview of one user, from the tables the import, the crawler and My Ranking fill. */
export async function dashboardOverviewOf(
  repository: OverviewRepository,
  userId: number,
  now: Date,
): Promise<DashboardOverview> {
  const yesterday = addDays(dayOf(now), -1);
  const [checklist, kpis, moversUp, moversDown, nearPageOne, runs] = await Promise.all([
    repository.checklist(userId),
    repository.latestKpis(userId),
    repository.movers(userId, 'up'),
    repository.movers(userId, 'down'),
    repository.nearPageOne(userId, yesterday),
    repository.engineRuns(),
  ]);
  // While any long run works, the market's history is still being gathered: the backfill counts its days, a
  // run before it (the demo market connecting its sellers) has none to count yet.
  const backfill = runs.find((run) => run.name === backfillRunName);
  const isGathering = runs.some((run) => run.status === 'running');
  const [latest, before] = kpis?.days ?? [];
  return {
    checklist: {
      isEbayConnected: checklist?.isEbayConnected ?? false,
      isImported: checklist?.isImported ?? false,
      isTracking: checklist?.isTracking ?? false,
      hasPackage: checklist?.hasPackage ?? false,
    },
    bayScore: kpis
      ? { sellerName: kpis.sellerName, today: latest?.median ?? null, yesterday: before?.median ?? null }
      : null,
    moversUp,
    moversDown,
    nearPageOne,
    marketHistory: isGathering
      ? {
          daysDone: backfill?.done ?? 0,
          daysTotal: backfill?.total ?? null,
        }
      : null,
  };
}
