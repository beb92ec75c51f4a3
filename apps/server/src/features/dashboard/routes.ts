import { type ChangelogEntry, changelog, changelogColors } from '@baylytics/contract/common';
import type { Api } from '../../kernel/api.ts';
import type { DashboardRepository } from './repository.ts';

function asColor(color: string): ChangelogEntry['color'] {
  return (changelogColors as readonly string[]).includes(color)
    ? (color as ChangelogEntry['color'])
    : 'text-info';
}

export function dashboardRoutes(api: Api, repository: DashboardRepository): void {
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
