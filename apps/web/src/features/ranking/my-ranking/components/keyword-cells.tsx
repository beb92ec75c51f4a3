import type { RankedKeyword } from '@baylytics/contract/my-ranking';
import { ActionIcon, Checkbox, Group, Switch } from '@mantine/core';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { ApiError } from '../../../../app/http.ts';
import { toast } from '../../../../app/toast.ts';
import { useDeleteKeyword, useSetPremium, useUpdateRows } from '../api.ts';

/*
 * The cells of a keyword row that change it on the server. Each holds its own mutation, so one row's pending
 * call disables that row's control only.
 */

/** The premium keyword toggle; past the plan's premium limit the server refuses and the toggle stays off. */
export function PremiumSwitch({ row }: { row: RankedKeyword }) {
  const { t } = useTranslation();
  const premium = useSetPremium();
  return (
    <Switch
      size="sm"
      checked={row.premiumKeyword}
      aria-label={t('myRanking.row.premiumFor', { keyword: row.keywords })}
      disabled={premium.isPending}
      onChange={(event) =>
        premium.mutate(
          { keyword: row.id, isPremium: event.currentTarget.checked },
          {
            onError: (failure) =>
              failure instanceof ApiError && failure.code === 'keywordReachLimitation'
                ? toast.error('myRanking.keywordReachLimitation')
                : toastApiError(failure),
          },
        )
      }
    />
  );
}

/** The row's 'selected' flag, saved to the server (spec 001 §4); the group chart draws the selected rows. */
export function SelectedBox({ row }: { row: RankedKeyword }) {
  const { t } = useTranslation();
  const selection = useUpdateRows();
  return (
    <Checkbox
      checked={row.isSelected}
      aria-label={t('myRanking.row.selectFor', { keyword: row.keywords })}
      onChange={(event) =>
        selection.mutate(
          { [row.id]: { isSelected: event.currentTarget.checked ? 'true' : 'false' } },
          { onError: toastApiError },
        )
      }
    />
  );
}

/** The item check of this item for this keyword, and deleting the keyword. */
export function KeywordActions({ itemNumber, row }: { itemNumber: number; row: RankedKeyword }) {
  const { t } = useTranslation();
  const deletion = useDeleteKeyword();
  const itemCheck = `/app/listing-optimization/item-check?${new URLSearchParams({
    itemNumber: String(itemNumber),
    keyword: row.keywords,
  }).toString()}`;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={itemCheck}
        variant="subtle"
        aria-label={t('myRanking.row.itemCheckFor', { keyword: row.keywords })}
      >
        <IconListCheck size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('myRanking.row.deleteFor', { keyword: row.keywords })}
        loading={deletion.isPending}
        onClick={() => deletion.mutate(row.id, { onError: toastApiError })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
