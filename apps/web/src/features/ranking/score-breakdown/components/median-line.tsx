import type { MedianPart } from '@baylytics/contract/score-breakdown';
import { Alert, Mark, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';

/** Values shown on each side of the middle when there are more than fit on a line. */
const aroundMiddle = 8;

/**
 * A median worked out: the values sorted with the middle one(s) marked (highlighted and named in the sentence
 * after, so not by colour alone), and the sentence that takes their median. When the stored score differs, it
 * says so instead of hiding it.
 */
export function MedianLine({ part, label }: { part: MedianPart; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { sortedValues, middle, median, stored } = part;
  const first = middle[0] ?? 0;
  const from = sortedValues.length > 2 * aroundMiddle + 2 ? Math.max(0, first - aroundMiddle) : 0;
  const to = sortedValues.length > 2 * aroundMiddle + 2 ? first + aroundMiddle + 2 : sortedValues.length;
  const [a, b] = middle.map((index) => format.number(sortedValues[index] ?? 0));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {sortedValues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('scoreBreakdown.median.none')}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {t('scoreBreakdown.median.sorted', { count: sortedValues.length })} {from > 0 && '… '}
            {sortedValues.slice(from, to).map((value, offset) => {
              const index = from + offset;
              const shown = format.number(value);
              return (
                <Fragment key={index}>
                  {offset > 0 && ' · '}
                  {middle.includes(index) ? <Mark fw={700}>{shown}</Mark> : shown}
                </Fragment>
              );
            })}
            {to < sortedValues.length && ' …'}
          </Text>
          <Text size="sm" data-testid="median-sentence">
            {middle.length === 1
              ? t('scoreBreakdown.median.one', { value: a, median: format.number(median ?? 0) })
              : t('scoreBreakdown.median.two', { a, b, median: format.number(median ?? 0) })}
          </Text>
        </>
      )}
      {median !== stored && (
        <Alert color="yellow" p="xs">
          {t('scoreBreakdown.median.differs', { stored: stored === null ? '–' : format.number(stored) })}
        </Alert>
      )}
    </Stack>
  );
}
