import type { Plan } from '@baylytics/contract/billing';
import { Button, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../app/forms.ts';
import { PlanOption } from './plan-option.tsx';

// Spec 000 §5: a plan is required.
const planFormSchema = z.object({ planId: z.string().min(1, { error: 'billing.plans.planRequired' }) });

interface PlanFormProps {
  plans: Plan[];
  onConfirm: (plan: Plan) => void;
}

/** The radio list of a package's cycles, the server's `checked` one preselected. */
export function PlanForm({ plans, onConfirm }: PlanFormProps) {
  const { t } = useTranslation();
  const checked = plans.find((plan) => plan.checked);
  const { form, field } = useSchemaForm(planFormSchema, { planId: checked ? String(checked.id) : '' });

  const onSubmit = form.onSubmit(({ planId }) => {
    const plan = plans.find((candidate) => String(candidate.id) === planId);
    if (plan) onConfirm(plan);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Radio.Group label={t('billing.plans.choose')} required {...field('planId')}>
          <Stack gap="xs" mt="xs">
            {plans.map((plan) => (
              <PlanOption key={plan.id} plan={plan} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" fullWidth>
          {t('billing.plans.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
