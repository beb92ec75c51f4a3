import type { CategoryKey } from '@baylytics/contract/listing-item-specifics';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { SpecificsEditor } from '../components/specifics-editor.tsx';
import { keyOfAddress } from '../editor-address.ts';

/** Item specifics editor (spec 002 §2): the category named by the address. */
export function SyncItemSpecificPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params] = useSearchParams();
  const key: CategoryKey | null = keyOfAddress(params);
  return (
    <>
      <PageHeader route={route} />
      {key ? (
        <SpecificsEditor categoryKey={key} />
      ) : (
        <Alert color="red">{t('itemSpecifics.noCategory')}</Alert>
      )}
    </>
  );
}
