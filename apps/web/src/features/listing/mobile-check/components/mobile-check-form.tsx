import { itemNumberParamSchema } from '@baylytics/contract/listing-item-check';
import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { IconDeviceMobileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { formMessageKey as messageKey } from '../../shared/form-message.ts';

/** The form's rule: the item number is required (spec 002 §5), then in eBay's form (the contract's rule). */
const mobileCheckFormSchema = z.object({
  itemNumber: z.string().trim().min(1, 'required').pipe(itemNumberParamSchema),
});

/** The item number to check; checking puts it into the address. */
export function MobileCheckForm({
  initial,
  isChecking,
  onCheck,
}: {
  initial: string | null;
  isChecking: boolean;
  onCheck: (itemNumber: string) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(mobileCheckFormSchema, { itemNumber: initial ?? '' });
  const error = form.errors.itemNumber;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onCheck(values.itemNumber.trim()))}>
      <Fieldset variant="unstyled" disabled={isChecking}>
        <Group align="flex-start" gap="sm">
          <TextInput
            {...form.getInputProps('itemNumber')}
            error={error ? t(messageKey(error)) : undefined}
            label={t('mobileCheck.form.itemNumber')}
            placeholder={t('mobileCheck.form.itemNumberPlaceholder')}
            inputMode="numeric"
            maxLength={19}
            required
            w={240}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconDeviceMobileSearch size={16} />}
            loading={isChecking}
          >
            {t('mobileCheck.form.check')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
