import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';

export interface Cause {
  key: string;
  name: string;
  kind: 'gained' | 'lost' | 'better' | 'worse';
  yesterday: number | null;
  today: number | null;
}

/** Yesterday's and today's score and the main causes of the difference (`unit`: keywords or listings). */
export function ChangeCauses({
  yesterday,
  today,
  causes,
  unit,
}: {
  yesterday: number | null;
  today: number | null;
  causes: Cause[];
  unit: 'keyword' | 'listing';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = (value: number | null) => (value === null ? '–' : format.number(value));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('scoreBreakdown.change.title')}
      </Text>
      <Text size="sm">
        {t('scoreBreakdown.change.days', { yesterday: shown(yesterday), today: shown(today) })}
      </Text>
      {causes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`scoreBreakdown.change.none.${unit}`)}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {causes.map((cause) => (
            <List.Item key={cause.key}>
              <Text span fw={500} size="sm">
                {cause.name}
              </Text>
              {': '}
              {t(`scoreBreakdown.change.${unit}.${cause.kind}`, {
                yesterday: shown(cause.yesterday),
                today: shown(cause.today),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
