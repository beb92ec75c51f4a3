import {
  adminUsersPageSize,
  managedUserSortKeys,
  roleStatusFilters,
  type TestUser,
} from '@baylytics/contract/admin-users';
import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { useTestUsers } from '../api.ts';
import { NotesModal } from '../components/notes-modal.tsx';
import { displayName } from '../components/user-actions.tsx';
import { useUserColumns } from '../components/user-columns.tsx';

const hasNoteFilters = ['yes', 'all'] as const;
const listDefaults = {
  pageSize: adminUsersPageSize,
  sort: { orderBy: 'shopwareId', direction: 'asc' as const },
  sortKeys: managedUserSortKeys,
  filters: { hasNote: 'all', userRoleStatusFilter: 'all' },
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Trial users for assistants: with notes or all, trial running or all, and each user's notes. */
export function AssistantsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const hasNote = oneOf(hasNoteFilters, list.filters.hasNote, 'all');
  const roleStatus = oneOf(roleStatusFilters, list.filters.userRoleStatusFilter, 'all');
  const [notesOf, setNotesOf] = useState<TestUser | null>(null);
  const users = useTestUsers({
    pageIndex: list.pageIndex,
    pageSize: adminUsersPageSize,
    orderBy: list.sort.orderBy as (typeof managedUserSortKeys)[number],
    direction: list.sort.direction,
    hasNote,
    userRoleStatusFilter: roleStatus,
  });
  const extra = useMemo(
    (): DataColumn<TestUser>[] => [
      {
        id: 'trialEndsAt',
        header: t('admin.assistants.trialEndsAt'),
        noWrap: true,
        cell: (u) => format.date(u.trialEndsAt),
      },
      {
        id: 'noteCount',
        header: t('admin.assistants.noteCount'),
        align: 'right',
        cell: (u) => (u.noteCount > 0 ? <Badge variant="light">{u.noteCount}</Badge> : ''),
      },
    ],
    [t, format],
  );
  const actions = useCallback(
    (user: TestUser) => (
      <ActionIcon
        variant="subtle"
        onClick={() => setNotesOf(user)}
        aria-label={t('admin.assistants.notesOf', { name: displayName(user) })}
      >
        <IconNotes size={18} />
      </ActionIcon>
    ),
    [t],
  );
  const columns = useUserColumns(actions, extra);

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <Paper withBorder p="md">
          <Group gap="xl">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('admin.assistants.hasNote')}
              </Text>
              <SegmentedControl
                aria-label={t('admin.assistants.hasNote')}
                value={hasNote}
                onChange={(value) => list.setFilters({ hasNote: value }, { replace: false })}
                data={hasNoteFilters.map((value) => ({
                  value,
                  label: t(`admin.assistants.hasNoteFilters.${value}`),
                }))}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('admin.assistants.roleStatus')}
              </Text>
              <SegmentedControl
                aria-label={t('admin.assistants.roleStatus')}
                value={roleStatus}
                onChange={(value) => list.setFilters({ userRoleStatusFilter: value }, { replace: false })}
                data={roleStatusFilters.map((value) => ({
                  value,
                  label: t(`admin.assistants.roleStatusFilters.${value}`),
                }))}
              />
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={users.data?.data}
            rowId={(user) => String(user.shopwareId)}
            label={t('admin.assistants.tableLabel')}
            state={users}
            errorTitle={t('admin.users.error')}
            empty={{ message: t('admin.assistants.empty'), hint: t('admin.assistants.emptyHint') }}
            isStale={users.isPlaceholderData}
            sort={{ value: list.sort, onChange: list.setSort }}
            minWidth={1600}
            pager={{
              total: users.data?.total ?? 0,
              pageIndex: list.pageIndex,
              pageSize: adminUsersPageSize,
              onPageChange: list.setPage,
              totalKey: 'admin.users.total',
            }}
          />
        </Paper>
      </Stack>
      <NotesModal
        user={notesOf && { shopwareId: notesOf.shopwareId, name: displayName(notesOf) }}
        onClose={() => setNotesOf(null)}
      />
    </>
  );
}
