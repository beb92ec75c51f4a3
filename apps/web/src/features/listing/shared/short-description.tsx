import { mobileDescriptionMaxLength, mobileSubtitleLength } from '@baylytics/contract/listing-rules';
import { Blockquote, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';

/**
 * A mobile short description in eBay's three parts (spec 002 §2, §9): the subtitle part (first 215 characters)
 * bold, the rest up to 800 plainly, anything beyond in red (cut by eBay), with the count and the legend.
 */
export function ShortDescriptionParts({
  parts,
  length,
}: {
  parts: readonly [string, string, string];
  length: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="short-description">
      <Text size="sm" c={length > mobileDescriptionMaxLength ? 'red' : 'dimmed'}>
        {t('itemCheck.mobile.count', {
          count: length,
          length: format.number(length),
          max: format.number(mobileDescriptionMaxLength),
        })}
      </Text>
      <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={700} size="sm" data-part="subtitle">
          {parts[0]}
        </Text>
        <Text span size="sm" data-part="shown">
          {parts[1]}
        </Text>
        <Text span size="sm" c="red" data-part="cut">
          {parts[2]}
        </Text>
      </Blockquote>
      <Text size="xs" c="dimmed">
        {t('itemCheck.mobile.legend', {
          subtitle: format.number(mobileSubtitleLength),
          max: format.number(mobileDescriptionMaxLength),
        })}
      </Text>
    </Stack>
  );
}
