import type { CheckEntry } from '@baylytics/contract/listing-item-check';
import { mobileDescriptionMaxLength, mobileSubtitleLength } from '@baylytics/contract/listing-rules';
import { Alert, Blockquote, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { SectionCard } from './section-card.tsx';

/**
 * eBay's mobile short description: the part shown as the subtitle (first 215 characters) in bold, the rest up to
 * 800 plainly, anything beyond that in red (cut by eBay).
 */
export function MobileSection({ entry }: { entry: CheckEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = entry.value;
  return (
    <SectionCard id="mobile" title={t('itemCheck.sections.mobile')} flag={entry.flag}>
      {text ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('itemCheck.mobile.count', {
              count: text.length,
              length: format.number(text.length),
              max: format.number(mobileDescriptionMaxLength),
            })}
          </Text>
          <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={700} size="sm">
              {text.slice(0, mobileSubtitleLength)}
            </Text>
            <Text span size="sm">
              {text.slice(mobileSubtitleLength, mobileDescriptionMaxLength)}
            </Text>
            <Text span size="sm" c="red">
              {text.slice(mobileDescriptionMaxLength)}
            </Text>
          </Blockquote>
          <Text size="xs" c="dimmed">
            {t('itemCheck.mobile.legend', {
              subtitle: format.number(mobileSubtitleLength),
              max: format.number(mobileDescriptionMaxLength),
            })}
          </Text>
        </Stack>
      ) : (
        <Alert color="red" variant="light">
          {t('itemCheck.mobile.missing')}
        </Alert>
      )}
    </SectionCard>
  );
}
