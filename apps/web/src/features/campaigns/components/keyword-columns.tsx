import {
  type KeywordMatchType,
  keywordMatchTypes,
  type SuggestedKeyword,
} from '@baylytics/contract/campaigns';
import { NumberInput, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';
import { useDecimalSeparator } from '../number-input-locale.ts';

/** What the seller chose for one suggested keyword: nothing at first (spec 002 §3). */
export interface KeywordChoice {
  matchType: KeywordMatchType | null;
  bid: number | null;
}

export const noChoice: KeywordChoice = { matchType: null, bid: null };

/** The suggested keywords table: keyword, search volume, match type, eBay's suggested bid and range, the bid. */
export function useKeywordColumns(
  choices: ReadonlyMap<string, KeywordChoice>,
  onChoose: (keyword: string, choice: Partial<KeywordChoice>) => void,
): DataColumn<SuggestedKeyword>[] {
  const { t } = useTranslation();
  const decimals = useDecimalSeparator();
  const format = useFormat();
  return useMemo(() => {
    const choiceOf = (row: SuggestedKeyword) => choices.get(row.keyword) ?? noChoice;
    return [
      {
        id: 'position',
        header: t('campaigns.keywords.position'),
        align: 'right',
        width: 60,
        cell: (row) => row.position,
      },
      { id: 'keyword', header: t('campaigns.keywords.keyword'), minWidth: 220, cell: (row) => row.keyword },
      {
        id: 'searchVolume',
        header: t('campaigns.keywords.searchVolume'),
        align: 'right',
        noWrap: true,
        cell: (row) => (row.searchVolume === null ? '' : format.number(row.searchVolume)),
      },
      {
        id: 'matchType',
        header: t('campaigns.keywords.matchType'),
        width: 160,
        cell: (row) => (
          <Select
            size="xs"
            aria-label={t('campaigns.keywords.matchTypeOf', { keyword: row.keyword })}
            placeholder={t('campaigns.keywords.chooseMatchType')}
            data={keywordMatchTypes.map((type) => ({ value: type, label: t(`campaigns.matchType.${type}`) }))}
            value={choiceOf(row).matchType}
            onChange={(value) => onChoose(row.keyword, { matchType: value as KeywordMatchType | null })}
          />
        ),
      },
      {
        id: 'suggestedBid',
        header: t('campaigns.keywords.suggestedBid'),
        align: 'right',
        noWrap: true,
        cell: (row) => {
          const matchType = choiceOf(row).matchType ?? 'BROAD';
          const bid = row.suggestedBids.find((b) => b.matchType === matchType)?.proposedBid;
          if (!bid) return '';
          return (
            <>
              <Text span size="sm">
                {format.money(bid.value, bid.currency)}
              </Text>
              {bid.rangeStart !== null && bid.rangeEnd !== null && (
                <Text size="xs" c="dimmed">
                  {t('campaigns.keywords.range', {
                    from: format.money(bid.rangeStart, bid.currency),
                    to: format.money(bid.rangeEnd, bid.currency),
                  })}
                </Text>
              )}
            </>
          );
        },
      },
      {
        id: 'bid',
        header: t('campaigns.keywords.bid'),
        width: 140,
        cell: (row) => (
          <NumberInput
            {...decimals}
            size="xs"
            aria-label={t('campaigns.keywords.bidOf', { keyword: row.keyword })}
            min={0.02}
            step={0.05}
            decimalScale={2}
            suffix=" €"
            value={choiceOf(row).bid ?? ''}
            onChange={(value) => onChoose(row.keyword, { bid: value === '' ? null : Number(value) })}
          />
        ),
      },
    ];
  }, [t, format, choices, onChoose, decimals]);
}
