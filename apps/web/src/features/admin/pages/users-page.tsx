import {
  type AgreementFromFilter,
  adminUsersPageSize,
  agreementFromFilters,
  type ManagedUser,
  managedUserSortKeys,
  type UserStatusFilter,
  userStatusFilters,
} from '@baylytics/contract/admin-users';
import { type ParentPlanName, parentPlanNames } from '@baylytics/contract/plans';
import { Paper, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { storageKeys } from '../../../app/storage-keys.ts';
import { useAdminUsers } from '../api.ts';
import { NotesModal } from '../components/notes-modal.tsx';
import { displayName, UserActions } from '../components/user-actions.tsx';
import { useUserColumns } from '../components/user-columns.tsx';
import { UserFilters, type UserFilterValues } from '../components/user-filters.tsx';

const listDefaults = {
  pageSize: adminUsersPageSize,
  sort: { orderBy: 'shopwareId', direction: 'asc' as const },
  sortKeys: managedUserSortKeys,
  filters: { keyword: '', userStatus: 'all', parentPlanName: 'ALL' },
};
const noExtraColumns: DataColumn<ManagedUser>[] = [];

const asStatus = (value: string): UserStatusFilter =>
  (userStatusFilters as readonly string[]).includes(value) ? (value as UserStatusFilter) : 'all';
const asPlan = (value: string): 'ALL' | ParentPlanName =>
  (parentPlanNames as string[]).includes(value) ? (value as ParentPlanName) : 'ALL';

const asAgreementFrom = (value: string): AgreementFromFilter =>
  (agreementFromFilters as readonly string[]).includes(value) ? (value as AgreementFromFilter) : 'all';

/** Every user with the latest agreement: search, filters, server-paged by 25, and the administrator's actions. */
export function UsersPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  // The agreement source is remembered in this browser (spec 002 §2), not in the address.
  const [storedAgreementFrom, setAgreementFrom] = useLocalStorage({
    key: storageKeys.agreementFromFilter,
    defaultValue: 'all',
    getInitialValueInEffect: false,
  });
  const agreementFrom = asAgreementFrom(storedAgreementFrom);
  const [notesOf, setNotesOf] = useState<ManagedUser | null>(null);
  const filters: UserFilterValues = {
    keyword: list.filters.keyword,
    userStatus: asStatus(list.filters.userStatus),
    parentPlanName: asPlan(list.filters.parentPlanName),
    agreementFrom,
  };
  const users = useAdminUsers({
    pageIndex: list.pageIndex,
    pageSize: adminUsersPageSize,
    orderBy: list.sort.orderBy as (typeof managedUserSortKeys)[number],
    direction: list.sort.direction,
    keyword: filters.keyword,
    userStatus: filters.userStatus,
    parentPlanName: asPlan(filters.parentPlanName),
    agreementFrom,
  });
  const actions = useCallback((user: ManagedUser) => <UserActions user={user} onNotes={setNotesOf} />, []);
  const columns = useUserColumns(actions, noExtraColumns);

  const onFilters = ({ agreementFrom: source, ...rest }: Partial<UserFilterValues>) => {
    if (source !== undefined) {
      setAgreementFrom(source);
      list.setPage(1);
    }
    if (Object.keys(rest).length > 0) list.setFilters(rest, { replace: rest.keyword !== undefined });
  };

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <Paper withBorder p="md">
          <UserFilters value={filters} onChange={onFilters} />
        </Paper>
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={users.data?.data}
            rowId={(user) => String(user.shopwareId)}
            label={t('admin.users.tableLabel')}
            state={users}
            errorTitle={t('admin.users.error')}
            empty={{ message: t('admin.users.empty'), hint: t('admin.users.emptyHint') }}
            isStale={users.isPlaceholderData}
            sort={{ value: list.sort, onChange: list.setSort }}
            minWidth={1500}
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
