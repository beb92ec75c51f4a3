import { type TitleBuilderQuery, titleBuilderQuerySchema } from '@baylytics/contract/listing-title-builder';
import { Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { formMessageKey } from '../../shared/form-message.ts';

/**
 * The title builder's start form (spec 002 §2, §5): item number and main keyword. Either one missing reads
 * 'please enter item number and keyword'; a malformed item number its own message. Building puts both into the
 * address.
 */
export function TitleBuilderForm({
  initial,
  isLoading,
  onBuild,
}: {
  initial: TitleBuilderQuery | null;
  isLoading: boolean;
  onBuild: (search: TitleBuilderQuery) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(titleBuilderQuerySchema, {
    itemNumber: initial?.itemNumber ?? '',
    keyword: initial?.keyword ?? '',
  });
  const [isMissing, setMissing] = useState(false);
  const values = form.getValues();
  const bothGiven = values.itemNumber.trim() !== '' && values.keyword.trim() !== '';
  /** A field's own error; an empty field is the form's one message instead. */
  const errorOf = (name: 'itemNumber' | 'keyword') => {
    const error = form.errors[name];
    return error && values[name].trim() !== '' ? t(formMessageKey(error)) : undefined;
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (next) => {
          setMissing(false);
          onBuild({ itemNumber: next.itemNumber.trim(), keyword: next.keyword.trim() });
        },
        () => setMissing(!bothGiven),
      )}
    >
      <Fieldset variant="unstyled" disabled={isLoading}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.getInputProps('itemNumber')}
            error={errorOf('itemNumber')}
            label={t('titleBuilder.form.itemNumber')}
            placeholder={t('titleBuilder.form.itemNumberPlaceholder')}
            inputMode="numeric"
            maxLength={19}
            required
            w={220}
          />
          <TextInput
            {...form.getInputProps('keyword')}
            error={errorOf('keyword')}
            label={t('titleBuilder.form.keyword')}
            placeholder={t('titleBuilder.form.keywordPlaceholder')}
            maxLength={100}
            required
            w={300}
          />
          <Button type="submit" mt={25} leftSection={<IconWand size={16} />} loading={isLoading}>
            {t('titleBuilder.form.build')}
          </Button>
        </Group>
        {isMissing && !bothGiven && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {t('titleBuilder.form.pleaseEnterItemNumberAndKeyword')}
          </Text>
        )}
      </Fieldset>
    </form>
  );
}
