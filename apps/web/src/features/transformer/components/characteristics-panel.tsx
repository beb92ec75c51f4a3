import type {
  TransformerCharacteristic,
  TransformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../app/forms.ts';
import { SpecificInput } from '../../listing/public.ts';
import { useApplyCharacteristics } from '../api.ts';
import {
  canAddCustomField,
  customCharacteristic,
  customField,
  optionsOf,
  type PanelColumn,
  panelFormOf,
  panelFormSchema,
} from '../characteristics-values.ts';
import { TokenPrompt } from './token-prompt.tsx';

/**
 * The item-specifics panel (spec 002 §2): the listing's characteristics and the category's proposals side by
 * side, custom text fields to add and remove, and 'apply changes' to send them to eBay with the seller's token.
 */
export function CharacteristicsPanel({
  panel,
  onClose,
}: {
  panel: TransformerCharacteristics;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyCharacteristics();
  const { form, submit } = useSchemaForm(panelFormSchema, panelFormOf(panel));
  const [customName, setCustomName] = useState('');
  const fields = form.getValues().fields;
  const known = new Map(
    [...panel.characteristics, ...panel.proposals].map((c) => [c.name.toLowerCase(), c] as const),
  );
  const characteristicOf = (name: string): TransformerCharacteristic =>
    known.get(name.toLowerCase()) ?? customCharacteristic(name);

  const descriptionOf = (c: TransformerCharacteristic) =>
    [
      c.requiredFlag === 1 && t('itemCheck.specifics.required'),
      c.isRecommended && t('itemCheck.specifics.recommended'),
      c.enabledForVariationsFlag && t('itemCheck.specifics.forVariations'),
      c.isCustomField && t('transformer.panel.customField'),
    ]
      .filter(Boolean)
      .join(' · ') || undefined;

  const column = (which: PanelColumn) => (
    <Stack gap="sm" data-testid={`transformer-${which}`}>
      <Title order={3} size="h5">
        {t(`transformer.panel.${which}`)}
      </Title>
      {fields.every((field) => field.column !== which) && (
        <Text size="sm" c="dimmed">
          {t(`transformer.panel.no_${which}`)}
        </Text>
      )}
      {fields.map((field, index) => {
        if (field.column !== which) return null;
        const characteristic = characteristicOf(field.name);
        return (
          <Group key={field.name} align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <SpecificInput
                characteristic={characteristic}
                value={field.value}
                onChange={(value) => form.setFieldValue(`fields.${index}.value`, value)}
                description={descriptionOf(characteristic)}
                error={
                  form.errors[`fields.${index}.value`]
                    ? t('itemCheck.specifics.isRequired', { name: field.name })
                    : undefined
                }
              />
            </div>
            {field.isCustomField && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('transformer.panel.removeField', { name: field.name })}
                onClick={() => form.removeListItem('fields', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
    </Stack>
  );

  const addCustom = () => {
    if (!canAddCustomField(fields, customName)) return;
    form.insertListItem('fields', customField(customName));
    setCustomName('');
  };

  return (
    <form
      noValidate
      data-testid="transformer-characteristics-panel"
      onSubmit={submit(async (values) => {
        await apply.mutateAsync({ itemNumber: panel.itemNumber, options: optionsOf(values.fields) });
      })}
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('transformer.panel.summary', { itemNumber: panel.itemNumber, title: panel.title })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {column('characteristics')}
          {column('proposals')}
        </SimpleGrid>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('transformer.panel.customFieldName')}
            value={customName}
            onChange={(event) => setCustomName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
            maxLength={65}
            w={280}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAddCustomField(fields, customName)}
            onClick={addCustom}
          >
            {t('transformer.panel.addField')}
          </Button>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('transformer.panel.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={apply.isPending}
            disabled={!panel.hasToken}
          >
            {t('transformer.panel.apply')}
          </Button>
        </Group>
        {!panel.hasToken && <TokenPrompt sellerName={panel.sellerName} />}
      </Stack>
    </form>
  );
}
