import type { AffiliateFriend } from '@baylytics/contract/affiliate';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { useAffiliateFriends } from '../api.ts';

/** The friends registered through the affiliate's links, newest first. */
export function FriendsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const friends = useAffiliateFriends();
  const columns = useMemo(
    (): DataColumn<AffiliateFriend>[] => [
      { id: 'name', header: t('affiliate.name'), cell: (friend) => friend.name },
      {
        id: 'registrationTime',
        header: t('affiliate.registrationTime'),
        cell: (friend) => format.dateTime(friend.registrationTime),
        noWrap: true,
      },
    ],
    [t, format],
  );
  return (
    <DataTable
      columns={columns}
      rows={friends.data}
      rowId={(friend) => `${friend.registrationTime}-${friend.name}`}
      label={t('affiliate.friends')}
      state={friends}
      errorTitle={t('affiliate.friendsError')}
      empty={{ message: t('affiliate.noFriends'), hint: t('affiliate.noFriendsHint') }}
    />
  );
}
