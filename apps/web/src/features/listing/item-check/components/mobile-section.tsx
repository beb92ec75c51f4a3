import type { CheckEntry } from '@baylytics/contract/listing-item-check';
import { shortDescriptionParts } from '@baylytics/contract/listing-rules';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShortDescriptionParts } from '../../shared/short-description.tsx';
import { SectionCard } from './section-card.tsx';

/** eBay's mobile short description in its three parts, or what happens without one. */
export function MobileBody({ entry }: { entry: CheckEntry }) {
  const { t } = useTranslation();
  const text = entry.value;
  return text ? (
    <ShortDescriptionParts parts={shortDescriptionParts(text)} length={[...text].length} />
  ) : (
    <Alert color="red" variant="light">
      {t('itemCheck.mobile.missing')}
    </Alert>
  );
}

/** The mobile description section of the check. */
export function MobileSection({ entry }: { entry: CheckEntry }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="mobile" title={t('itemCheck.sections.mobile')} flag={entry.flag}>
      <MobileBody entry={entry} />
    </SectionCard>
  );
}
