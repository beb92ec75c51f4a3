import { itemCheckFormSchema } from '@baylytics/contract/listing-item-check';
import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { formMessageKey as messageKey } from '../../shared/form-message.ts';
import type { ItemCheckSearch } from '../search-params.ts';

/** Item number and keyword (both required) and an optional EAN (spec 002 §5); checking puts them into the address. */
export function ItemCheckForm({
  initial,
  isChecking,
  onCheck,
}: {
  initial: ItemCheckSearch | null;
  isChecking: boolean;
  onCheck: (search: ItemCheckSearch) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(itemCheckFormSchema, {
    itemNumber: initial?.itemNumber ?? '',
    keyword: initial?.keyword ?? '',
    ean: initial?.ean ?? '',
  });
  const errorOf = (name: 'itemNumber' | 'keyword' | 'ean') =>
    form.errors[name] ? t(messageKey(form.errors[name])) : undefined;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const ean = values.ean?.trim();
        onCheck({
          itemNumber: values.itemNumber.trim(),
          keyword: values.keyword.trim(),
          ...(ean ? { ean } : {}),
        });
      })}
    >
      <Fieldset variant="unstyled" disabled={isChecking}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.getInputProps('itemNumber')}
            error={errorOf('itemNumber')}
            label={t('itemCheck.form.itemNumber')}
            placeholder={t('itemCheck.form.itemNumberPlaceholder')}
            inputMode="numeric"
            maxLength={19}
            required
            w={220}
          />
          <TextInput
            {...form.getInputProps('keyword')}
            error={errorOf('keyword')}
            label={t('itemCheck.form.keyword')}
            placeholder={t('itemCheck.form.keywordPlaceholder')}
            maxLength={itemCheckFormSchema.shape.keyword.maxLength ?? undefined}
            required
            w={300}
          />
          <TextInput
            {...form.getInputProps('ean')}
            error={errorOf('ean')}
            label={t('itemCheck.form.ean')}
            placeholder={t('itemCheck.form.eanPlaceholder')}
            inputMode="numeric"
            maxLength={14}
            w={200}
          />
          <Button type="submit" mt={25} leftSection={<IconListCheck size={16} />} loading={isChecking}>
            {t('itemCheck.form.check')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
