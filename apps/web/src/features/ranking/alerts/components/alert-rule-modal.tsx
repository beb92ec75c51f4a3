import {
  type AlertRule,
  alertKindsPerKeyword,
  alertKindsWithThreshold,
  alertRuleKinds,
} from '@baylytics/contract/alerts';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { toast } from '../../../../app/toast.ts';
import { useAlertKeywords, useSaveAlertRule } from '../api.ts';
import { alertRuleFormSchema, allKeywords, formValuesOf, ruleValuesOf } from './alert-rule-form-schema.ts';

/** Adds a rule (`rule` null) or changes one: what it watches, on which listing and keyword, from which change on. */
export function AlertRuleModal({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const keywords = useAlertKeywords();
  const saving = useSaveAlertRule();
  const { form, field, submitButton, submit } = useSchemaForm(alertRuleFormSchema, formValuesOf(rule));
  const kind = form.getValues().kind;
  const onSubmit = submit(async (values) => {
    await saving.mutateAsync({ id: rule?.id ?? null, body: ruleValuesOf(values) });
    toast.success('alerts.saved');
    onClose();
  });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(rule ? 'alerts.editRule' : 'alerts.addRule')}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Select
            label={t('alerts.form.kind')}
            data={alertRuleKinds.map((value) => ({ value, label: t(`alerts.kinds.${value}`) }))}
            allowDeselect={false}
            data-autofocus
            {...field('kind')}
            onChange={(value) => {
              const next = alertRuleKinds.find((k) => k === value);
              if (!next) return;
              form.setValues({
                kind: next,
                ...(!alertKindsPerKeyword.includes(next) && { keywordId: allKeywords }),
                ...(!alertKindsWithThreshold.includes(next) && { threshold: '' }),
              });
            }}
          />
          <TextInput
            label={t('alerts.form.itemNumber')}
            description={t('alerts.form.itemNumberHint')}
            inputMode="numeric"
            maxLength={12}
            {...field('itemNumber')}
          />
          {alertKindsPerKeyword.includes(kind) && (
            <Select
              label={t('alerts.form.keyword')}
              data={[
                { value: allKeywords, label: t('alerts.allKeywords') },
                ...(keywords.data ?? []).map((k) => ({ value: String(k.keywordId), label: k.keyword })),
              ]}
              allowDeselect={false}
              searchable
              {...field('keywordId')}
            />
          )}
          {alertKindsWithThreshold.includes(kind) && (
            <TextInput
              label={t('alerts.form.threshold')}
              inputMode="numeric"
              required
              {...field('threshold')}
            />
          )}
          <Checkbox
            label={t('alerts.form.isActive')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving.isPending}>
              {t('alerts.form.cancel')}
            </Button>
            <SubmitButton {...submitButton} loading={saving.isPending}>
              {t('alerts.form.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
