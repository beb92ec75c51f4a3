import { descriptionFrameHeight } from '@baylytics/contract/listing-item-check';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card.tsx';

/**
 * The listing's HTML description in a sandboxed frame, 600 px high (spec 002 §2). The empty `sandbox` allows
 * neither scripts nor the page's origin, so a description cannot reach the session (ENGINEERING §9).
 */
export function DescriptionFrame({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="description" title={t('itemCheck.sections.description')}>
      {html ? (
        <iframe
          title={t('itemCheck.description.frame')}
          sandbox=""
          srcDoc={html}
          referrerPolicy="no-referrer"
          style={{
            width: '100%',
            height: descriptionFrameHeight,
            border: '1px solid var(--mantine-color-gray-3)',
            background: 'white',
            borderRadius: 4,
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('itemCheck.description.empty')}
        </Text>
      )}
    </SectionCard>
  );
}
