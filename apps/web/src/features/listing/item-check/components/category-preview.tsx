import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryPreview } from '../api.ts';

/**
 * What a move to the chosen category does to the listing's item specifics (spec 002 §2): the ones it does not know
 * and the required ones the listing lacks, shown before the change is sent.
 */
export function CategoryPreview({ itemNumber, categoryId }: { itemNumber: string; categoryId: string }) {
  const { t } = useTranslation();
  const preview = useCategoryPreview(itemNumber, categoryId);
  if (preview.isPending) return <Loader size="xs" aria-label={t('itemCheck.category.previewTitle')} />;
  if (preview.isError)
    return (
      <Text size="sm" c="red">
        {t('itemCheck.category.previewError')}
      </Text>
    );
  const { unknown, missing } = preview.data;
  const isClean = unknown.length === 0 && missing.length === 0;
  return (
    <Alert
      color={missing.length > 0 ? 'red' : isClean ? 'green' : 'yellow'}
      title={t('itemCheck.category.previewTitle')}
      data-testid="category-preview"
    >
      {isClean && <Text size="sm">{t('itemCheck.category.previewNothing')}</Text>}
      {unknown.length > 0 && (
        <Text size="sm">{t('itemCheck.category.previewUnknown', { names: unknown.join(', ') })}</Text>
      )}
      {missing.length > 0 && (
        <Text size="sm" fw={600}>
          {t('itemCheck.category.previewMissing', { names: missing.join(', ') })}
        </Text>
      )}
    </Alert>
  );
}
