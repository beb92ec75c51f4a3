import { type ChangelogEntry, changelog, changelogColors } from '@baylytics/contract/common';
import { dashboardOverview } from '@baylytics/contract/dashboard';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { dashboardOverviewOf } from './overview.ts';
import type { OverviewRepository } from './overview-repository.ts';
import type { DashboardRepository } from './repository.ts';

function asColor(color: string): ChangelogEntry['color'] {
  return (changelogColors as readonly string[]).includes(color)
    ? (color as ChangelogEntry['color'])
    : 'text-info';
}

export function dashboardRoutes(
  api: Api,
  repository: DashboardRepository,
  overview: { repository: OverviewRepository; clock: () => Date },
): void {
  api.handle(dashboardOverview, async ({ auth }) =>
    dashboardOverviewOf(overview.repository, requireAuth(auth).user.id, overview.clock()),
  );
  api.handle(changelog, async ({ query }) => {
    const { rows, total } = await repository.changelogPage(query);
    return {
      data: rows.map((row) => ({
        ...row,
        color: asColor(row.color),
        createdDate: row.createdDate.toISOString(),
      })),
      total,
    };
  });
}
