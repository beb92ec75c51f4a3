import { setStarColorText } from '@baylytics/contract/account-check';
import { type StarColor, starColors } from '@baylytics/contract/account-check-star-colors';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { ApiError } from '../../../../app/http.ts';
import { bodySchemaOf } from '../../../../app/request-schemas.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { toast } from '../../../../app/toast.ts';
import { useSetStarColorText } from '../api.ts';

/** One text box per star colour, each by the contract's rule for a colour's text. */
const textRule = bodySchemaOf(setStarColorText).shape.text;
const fieldOf = (id: number) => `color${id}`;
const starColorTextsSchema = z.object(
  Object.fromEntries(starColors.map((color) => [fieldOf(color.id), textRule])),
);

/** A refused text's errors, named for its own box (each colour is saved by a call of its own). */
function onBoxOf(error: unknown, id: number): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.status,
    error.code,
    error.errors.map((entry) => (entry.field === 'text' ? { ...entry, field: fieldOf(id) } : entry)),
  );
}

/**
 * The user's own words for each star colour (e.g. "pictures missing"). A blank text brings the default back;
 * only changed texts are saved.
 */
export function StarColorTextsModal({ colors, onClose }: { colors: StarColor[]; onClose: () => void }) {
  const { t } = useTranslation();
  const saving = useSetStarColorText();
  const own = (color: StarColor) => (color.isDefault ? '' : color.text);
  const { form, field, submitButton, submit } = useSchemaForm(
    starColorTextsSchema,
    Object.fromEntries(colors.map((color) => [fieldOf(color.id), own(color)])),
  );

  const onSubmit = submit(async (values) => {
    for (const color of colors) {
      const text = (values[fieldOf(color.id)] ?? '').trim();
      if (text === own(color)) continue;
      try {
        await saving.mutateAsync({ id: color.id, text });
      } catch (error) {
        throw onBoxOf(error, color.id);
      }
    }
    toast.success('accountCheck.starColorTexts.saved');
    onClose();
  });

  return (
    <Dialog opened onClose={onClose} title={t('accountCheck.starColorTexts.title')}>
      <form noValidate onSubmit={onSubmit}>
        <Fieldset variant="unstyled" disabled={form.submitting}>
          <Stack>
            {colors.map((color) => (
              <TextInput
                key={color.id}
                label={t(starColors.find((entry) => entry.id === color.id)?.defaultText ?? color.text)}
                leftSection={<IconStarFilled size={16} color={color.color} />}
                placeholder={t('accountCheck.starColorTexts.placeholder')}
                maxLength={textRule.maxLength ?? undefined}
                {...field(fieldOf(color.id))}
              />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('accountCheck.cancel')}
              </Button>
              <SubmitButton {...submitButton} loading={form.submitting}>
                {t('accountCheck.starColorTexts.save')}
              </SubmitButton>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Dialog>
  );
}
