import type { RankedKeyword } from '@baylytics/contract/my-ranking';
import { ActionIcon, Anchor, Checkbox, Group, Switch, Table, Text } from '@mantine/core';
import { IconChartLine, IconListCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { ApiError } from '../../../../app/http.ts';
import { toast } from '../../../../app/toast.ts';
import { useDeleteKeyword, useSetPremium, useUpdateRows } from '../api.ts';
import { NotesPopover } from './notes-popover.tsx';
import { PositionCell } from './position-cell.tsx';

interface KeywordRowProps {
  itemNumber: number;
  row: RankedKeyword;
  onChart: (row: RankedKeyword) => void;
}

/** One tracked keyword of an item group: the row columns of spec 001 §2.3. */
export function KeywordRow({ itemNumber, row, onChart }: KeywordRowProps) {
  const { t } = useTranslation();
  const premium = useSetPremium();
  const selection = useUpdateRows();
  const deletion = useDeleteKeyword();
  const itemCheck = `/app/listing-optimization/item-check?${new URLSearchParams({
    itemNumber: String(itemNumber),
    keyword: row.keywords,
  }).toString()}`;

  return (
    <Table.Tr data-testid={`keyword-row-${row.id}`}>
      <Td>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700} c="dimmed" aria-hidden>
            {row.flag}
          </Text>
          <Text size="sm">{row.siteName}</Text>
        </Group>
      </Td>
      <Td>
        <Text size="sm" fw={500}>
          {row.keywords}
        </Text>
      </Td>
      <Td>
        <NotesPopover rowId={row.id} notes={row.notes} keyword={row.keywords} />
      </Td>
      <Td>
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
      </Td>
      <Td>
        <PositionCell
          yesterday={row.position1}
          today={row.position2}
          yesterdayAds={row.position1ADS}
          todayAds={row.position2ADS}
        />
      </Td>
      <Td>
        <ActionIcon
          variant="subtle"
          aria-label={t('myRanking.row.chartFor', { keyword: row.keywords })}
          onClick={() => onChart(row)}
        >
          <IconChartLine size={16} />
        </ActionIcon>
      </Td>
      <Td>
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
      </Td>
      <Td>
        <Group gap={2} wrap="nowrap">
          <Anchor
            component={Link}
            to={itemCheck}
            aria-label={t('myRanking.row.itemCheckFor', { keyword: row.keywords })}
          >
            <IconListCheck size={18} />
          </Anchor>
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
      </Td>
    </Table.Tr>
  );
}

function Td({ children }: { children: React.ReactNode }) {
  return <Table.Td style={{ verticalAlign: 'middle' }}>{children}</Table.Td>;
}
