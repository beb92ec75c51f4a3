import type { SeoStep } from '@baylytics/contract/seo-steps';
import { ActionIcon, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { Dialog } from '../../../app/dialog.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { toast } from '../../../app/toast.ts';
import { AddSeoStepModal } from './add-seo-step-modal.tsx';
import { useDeleteSeoStep, useSeoSteps } from './api.ts';

/**
 * The SEO steps of one item (spec 001 §2.1, §2.3), newest first, each deletable; 'add step' opens the add modal
 * on top. Used by the account check and My Ranking.
 */
export function SeoStepsModal({ itemNumber, onClose }: { itemNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const steps = useSeoSteps(itemNumber);
  const deletion = useDeleteSeoStep(itemNumber);
  const [isAdding, setIsAdding] = useState(false);

  const onDelete = useCallback(
    (seoStepId: number) =>
      deletion.mutate(seoStepId, {
        onSuccess: () => toast.success('accountCheck.seoSteps.deleted'),
        onError: toastApiError,
      }),
    [deletion.mutate],
  );
  const deletingId = deletion.isPending ? deletion.variables : null;

  const columns = useMemo<DataColumn<SeoStep>[]>(
    () => [
      {
        id: 'date',
        header: t('accountCheck.seoSteps.date'),
        noWrap: true,
        cell: (step) => format.date(step.date),
      },
      { id: 'flag', header: t('accountCheck.seoSteps.flag'), cell: (step) => step.flag },
      {
        id: 'description',
        header: t('accountCheck.seoSteps.description'),
        cell: (step) => <span style={{ whiteSpace: 'pre-wrap' }}>{step.description}</span>,
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('accountCheck.seoSteps.actions')}</VisuallyHidden>,
        cell: (step) => (
          <ActionIcon
            variant="subtle"
            color="red"
            loading={deletingId === step.id}
            onClick={() => onDelete(step.id)}
            aria-label={t('accountCheck.seoSteps.deleteOne', { flag: step.flag })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ),
      },
    ],
    [t, deletingId, onDelete, format.date],
  );

  return (
    <>
      <Dialog
        opened={!isAdding}
        onClose={onClose}
        size="lg"
        title={t('accountCheck.seoSteps.title', { itemNumber })}
      >
        <DataTable
          columns={columns}
          rows={steps.data}
          rowId={(step) => String(step.id)}
          label={t('accountCheck.seoSteps.title', { itemNumber })}
          state={steps}
          errorTitle={t('accountCheck.seoSteps.loadError')}
          empty={{ message: t('accountCheck.seoSteps.empty'), hint: t('accountCheck.seoSteps.emptyHint') }}
          isStale={steps.isFetching}
          minWidth={480}
        />
        <Group justify="flex-end" mt="md">
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setIsAdding(true)}>
            {t('accountCheck.seoSteps.add')}
          </Button>
        </Group>
      </Dialog>
      {isAdding && <AddSeoStepModal itemNumber={itemNumber} onClose={() => setIsAdding(false)} />}
    </>
  );
}
