import {
  type LiveChart,
  type LiveChartSite,
  type LivePoint,
  liveSearchMinGapMs,
} from '@baylytics/contract/live-chart';
import { organicSearchDepth } from '@baylytics/contract/search-organic';
import { AppError } from '../../../kernel/errors.ts';
import { type LiveSearchSource, liveSearch } from '../../keywords/public.ts';
import { livePointOf } from './live-point.ts';
import type { LiveChartRepository, LiveChartSetup, StoredPoint } from './repository.ts';

export interface LiveChartInput {
  itemNumber: number;
  keywords: string;
  siteId: LiveChartSite;
}

const toPoint = (point: StoredPoint): LivePoint => ({
  timestamp: point.at.toISOString(),
  position: point.position,
  isAdv: point.isAdv,
  isSuperPrice: point.isSuperPrice,
});

const asSite = (siteId: number): LiveChartSite => (siteId === 0 ? 0 : 77);

const isSameSetup = (setup: LiveChartSetup, input: LiveChartInput) =>
  setup.itemNumber === input.itemNumber && setup.keywords === input.keywords && setup.siteId === input.siteId;

/**
 * The live chart of spec 001 §2.8. Updates search eBay live, at most once per `liveSearchMinGapMs` per user:
 * a faster update answers the newest stored point. The gap is also kept in memory, because saving a new
 * setup clears the stored points and must not open a way around it.
 */
export function createLiveChartService(deps: {
  repository: LiveChartRepository;
  ebay: LiveSearchSource;
  clock: () => Date;
}) {
  const { repository, clock } = deps;
  const lastSearchAt = new Map<number, number>();

  async function chartOf(userId: number): Promise<LiveChart | null> {
    const setup = await repository.setup(userId);
    if (!setup) return null;
    const points = await repository.points(userId);
    return {
      itemNumber: setup.itemNumber,
      keywords: setup.keywords,
      destinationSite: asSite(setup.siteId),
      points: points.map(toPoint),
    };
  }

  return {
    chart: chartOf,

    async save(userId: number, input: LiveChartInput): Promise<LiveChart> {
      const setup = { itemNumber: input.itemNumber, keywords: input.keywords, siteId: input.siteId };
      await repository.saveSetup(userId, setup, clock());
      return { ...input, destinationSite: input.siteId, points: [] };
    },

    async update(userId: number, input: LiveChartInput): Promise<LivePoint> {
      const setup = await repository.setup(userId);
      // Points belong to the saved setup; an update for anything else (another tab saved since) is refused.
      if (!setup || !isSameSetup(setup, input)) throw new AppError('notFound');
      const now = clock().getTime();
      const newest = await repository.newestPoint(userId);
      const last = Math.max(lastSearchAt.get(userId) ?? 0, newest?.at.getTime() ?? 0);
      if (now - last < liveSearchMinGapMs) {
        if (newest) return toPoint(newest);
        throw new AppError('tooManyLiveSearches');
      }
      // Taken before the search, so that a second update arriving meanwhile does not search too.
      lastSearchAt.set(userId, now);
      const page = await liveSearch(deps.ebay, input.siteId, input.keywords);
      const point = livePointOf(page.items.slice(0, organicSearchDepth), input.itemNumber, new Date(now));
      await repository.addPoint(userId, {
        at: new Date(now),
        position: point.position,
        isAdv: point.isAdv,
        isSuperPrice: point.isSuperPrice,
      });
      return point;
    },
  };
}

export type LiveChartService = ReturnType<typeof createLiveChartService>;
