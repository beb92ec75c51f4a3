import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useTitleBuilderItem } from '../api.ts';
import { TitleBuilder } from './title-builder.tsx';

/** The keyword field's limit of the title builder. */
const keywordMaxLength = 100;

/** The title builder for a listing the screen already knows (the item check's wizard, step 1). */
export function TitleBuilderSection({ itemNumber, keyword }: { itemNumber: string; keyword: string }) {
  const { t } = useTranslation();
  const search = { itemNumber, keyword: keyword.trim().slice(0, keywordMaxLength) };
  const item = useTitleBuilderItem(search);
  if (item.isError) {
    const error = apiErrorMessage(item.error);
    return (
      <Alert color="red" role="alert" title={t('titleBuilder.error')}>
        {t(error.key, error.values)}
      </Alert>
    );
  }
  if (!item.data)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('layout.loading')} />
      </Center>
    );
  return (
    <TitleBuilder
      key={`${item.data.itemNumber}|${item.data.itemTitle}`}
      item={item.data}
      keyword={search.keyword}
    />
  );
}
