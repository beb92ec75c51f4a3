import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Alert, Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { toast } from '../../../../app/toast.ts';
import { TitleBuilderSection } from '../../title-builder/components/title-builder-section.tsx';
import { useMarkOptimized } from '../api.ts';
import { currencyOf } from '../entry-text.ts';
import {
  isSkipped,
  nextStep,
  previousStep,
  progressOf,
  type WizardStep,
  wizardStepCount,
  wizardSteps,
} from '../wizard-steps.ts';
import { CategoryForm } from './category-form.tsx';
import { CurrentCategories } from './category-section.tsx';
import { CharacteristicsTable } from './characteristics-table.tsx';
import { EntriesTable } from './entries-table.tsx';
import { MobileBody } from './mobile-section.tsx';
import { SpecificsForm } from './specifics-form.tsx';
import { VariantsBody } from './variants-section.tsx';

/** The entries the title step judges. */
const titleEntries = new Set(['title', 'keywordInTitle', 'subTitle']);

function StepBody({ step, result }: { step: WizardStep; result: ItemCheckResult }) {
  const { t } = useTranslation();
  const { primaryCategory, secondaryCategory } = result.itemCategories;
  const bodies: Record<WizardStep, () => ReactNode> = {
    title: () => (
      <Stack gap="md">
        <EntriesTable
          entries={result.item.filter((e) => titleEntries.has(e.description))}
          label={t('itemCheck.wizard.steps.title')}
        />
        <TitleBuilderSection itemNumber={result.itemNumber} keyword={result.keyword} />
      </Stack>
    ),
    categories: () => (
      <Stack gap="md">
        <CurrentCategories result={result} />
        <CategoryForm key={`${primaryCategory.value}-${secondaryCategory?.value ?? ''}`} result={result} />
      </Stack>
    ),
    specifics: () =>
      result.itemCharacteristics.length > 0 ? (
        <Stack gap="md">
          <SpecificsForm key={`${primaryCategory.value}`} result={result} />
          <CharacteristicsTable characteristics={result.itemCharacteristics} />
        </Stack>
      ) : (
        <Alert color="yellow" variant="light">
          {t('itemCheck.weCanNotCheckThisItem')}
        </Alert>
      ),
    variant: () => <VariantsBody variants={result.itemVariants} currency={currencyOf(result.item)} />,
    mobile: () => <MobileBody entry={result.mobileDescription} />,
  };
  return <>{bodies[step]()}</>;
}

/**
 * The item check's wizard (spec 002 §2): 1 title (with the title builder), 2 categories, 3 item specifics, 4 variant (skipped without
 * variants), 5 mobile description, each with the check's forms; the progress counts to five, and the last step
 * ends with 'mark optimized', the account check's mark.
 */
export function OptimizationWizard({
  result,
  opened,
  onClose,
}: {
  result: ItemCheckResult;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const mark = useMarkOptimized(result.itemNumber);
  const hasVariants = result.itemVariants.variants.length > 0;
  const isLast = active === wizardStepCount - 1;
  const close = () => {
    setActive(0);
    onClose();
  };
  const finish = () =>
    mark.mutate(true, {
      onSuccess: () => {
        toast.success('itemCheck.wizard.marked');
        close();
      },
      onError: toastApiError,
    });
  return (
    <Dialog opened={opened} onClose={close} title={t('itemCheck.wizard.title')} size="90rem" centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('itemCheck.wizard.progress', { step: active + 1, max: wizardStepCount })}
          </Text>
          <Progress
            value={progressOf(active)}
            aria-label={t('itemCheck.wizard.progressLabel')}
            aria-valuemax={100}
          />
        </Stack>
        <Stepper
          active={active}
          onStepClick={(index) => {
            if (!isSkipped(wizardSteps[index] ?? 'title', hasVariants)) setActive(index);
          }}
          size="sm"
        >
          {wizardSteps.map((step) => {
            const skipped = isSkipped(step, hasVariants);
            return (
              <Stepper.Step
                key={step}
                label={t(`itemCheck.wizard.steps.${step}`)}
                description={skipped ? t('itemCheck.wizard.skipped') : undefined}
                allowStepSelect={!skipped}
              >
                <StepBody step={step} result={result} />
              </Stepper.Step>
            );
          })}
        </Stepper>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={active === 0}
            onClick={() => setActive(previousStep(active, hasVariants))}
          >
            {t('itemCheck.wizard.back')}
          </Button>
          {isLast ? (
            <Button
              color="teal"
              leftSection={<IconCircleCheck size={16} />}
              loading={mark.isPending}
              onClick={finish}
            >
              {t('itemCheck.wizard.markOptimized')}
            </Button>
          ) : (
            <Button
              rightSection={<IconArrowRight size={16} />}
              onClick={() => setActive(nextStep(active, hasVariants))}
            >
              {t('itemCheck.wizard.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
