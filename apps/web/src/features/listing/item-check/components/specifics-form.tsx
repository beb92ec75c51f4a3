import { missingRequired, specificOptionSchema } from '@baylytics/contract/listing-item-apply';
import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { useApplySpecifics } from '../api.ts';
import { SpecificInput } from './specific-input.tsx';
import { TokenNotice } from './token-notice.tsx';

/** Every characteristic of the category; a required one without a value is '{name} isRequired' (spec 002 §5). */
const specificsFormSchema = z
  .object({ options: z.array(specificOptionSchema) })
  .superRefine((values, context) => {
    const missing = new Set(missingRequired(values.options));
    values.options.forEach((option, index) => {
      if (missing.has(option.name))
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'value'],
          message: 'itemCheck.specifics.isRequired',
        });
    });
  });

/** The category's item specifics to fill and send to eBay: only those with a value go, and every required one. */
export function SpecificsForm({ result, onApplied }: { result: ItemCheckResult; onApplied?: () => void }) {
  const { t } = useTranslation();
  const apply = useApplySpecifics(result.itemNumber);
  const characteristics = result.itemCharacteristics;
  const { form, submit } = useSchemaForm(specificsFormSchema, {
    options: characteristics.map((c) => ({ name: c.name, value: c.value, required: c.requiredFlag === 1 })),
  });
  const hasToken = result.sellerDetails.hasToken;
  return (
    <form
      noValidate
      data-testid="specifics-form"
      onSubmit={submit(async (values) => {
        const options = values.options.filter((o) => o.required || o.value.some((v) => v.trim()));
        await apply.mutateAsync(options);
        onApplied?.();
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {characteristics.map((characteristic, index) => (
            <SpecificInput
              key={characteristic.name}
              characteristic={characteristic}
              value={form.getValues().options[index]?.value ?? []}
              onChange={(value) => form.setFieldValue(`options.${index}.value`, value)}
              error={
                form.errors[`options.${index}.value`]
                  ? t('itemCheck.specifics.isRequired', { name: characteristic.name })
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={apply.isPending}
            disabled={!hasToken}
          >
            {t('itemCheck.specifics.apply')}
          </Button>
        </Group>
        {!hasToken && <TokenNotice sellerName={result.sellerDetails.sellerName} />}
      </Stack>
    </form>
  );
}
