import { seoStepDescriptionMaxLength, seoStepFlagMaxLength } from '@baylytics/contract/seo-steps';
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/dialog.tsx';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { toast } from '../../../app/toast.ts';
import { useCreateSeoStep } from './api.ts';
import { seoStepBody, seoStepFormSchema, todayIsoDate } from './seo-step-form.ts';

interface AddSeoStepModalProps {
  itemNumber: number;
  onClose: () => void;
  /** Called after the step is saved, before the modal closes. */
  onAdded?: () => void;
}

/**
 * Notes an SEO step on one item (spec 001 §2.1, §2.3): date (today unless changed), flag and description, both
 * required. Used by the account check and My Ranking.
 */
export function AddSeoStepModal({ itemNumber, onClose, onAdded }: AddSeoStepModalProps) {
  const { t } = useTranslation();
  const creation = useCreateSeoStep();
  const { form, field, submitButton, onServerError } = useSchemaForm(seoStepFormSchema, {
    flag: '',
    description: '',
    createdDate: todayIsoDate(),
  });

  return (
    <Dialog opened onClose={onClose} title={t('accountCheck.seoSteps.addTitle', { itemNumber })}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          creation.mutate(seoStepBody(itemNumber, values), {
            onSuccess: () => {
              toast.success('accountCheck.seoSteps.added');
              onAdded?.();
              onClose();
            },
            onError: (error) => onServerError(error),
          }),
        )}
      >
        <Fieldset variant="unstyled" disabled={creation.isPending}>
          <Stack>
            <TextInput type="date" label={t('accountCheck.seoSteps.date')} {...field('createdDate')} />
            <TextInput
              label={t('accountCheck.seoSteps.flag')}
              description={t('accountCheck.seoSteps.flagHint')}
              maxLength={seoStepFlagMaxLength}
              required
              data-autofocus
              {...field('flag')}
            />
            <Textarea
              label={t('accountCheck.seoSteps.description')}
              maxLength={seoStepDescriptionMaxLength}
              autosize
              minRows={3}
              required
              {...field('description')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('accountCheck.cancel')}
              </Button>
              <SubmitButton {...submitButton} loading={creation.isPending}>
                {t('accountCheck.seoSteps.save')}
              </SubmitButton>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Dialog>
  );
}
