import { itemNumberParamSchema } from '@baylytics/contract/listing-item-check';
import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { formMessageKey } from '../../shared/form-message.ts';

/** Loading a template needs the item number (spec 002 §5), in eBay's form. */
const loadTemplateSchema = z.object({
  itemNumber: z.string().trim().min(1, 'required').pipe(itemNumberParamSchema),
});

/** The item number whose listing fills the product data. */
export function LoadTemplateForm({
  isLoading,
  onLoad,
}: {
  isLoading: boolean;
  onLoad: (itemNumber: string) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(loadTemplateSchema, { itemNumber: '' });
  const error = form.errors.itemNumber;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onLoad(values.itemNumber.trim()))}>
      <Group align="flex-start" gap="sm">
        <TextInput
          {...form.getInputProps('itemNumber')}
          error={error ? t(formMessageKey(error)) : undefined}
          label={t('templateGenerator.load.itemNumber')}
          placeholder={t('templateGenerator.load.itemNumberPlaceholder')}
          inputMode="numeric"
          maxLength={19}
          required
          w={240}
        />
        <Button
          type="submit"
          mt={25}
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={isLoading}
        >
          {t('templateGenerator.load.submit')}
        </Button>
      </Group>
    </form>
  );
}
