import { ActionIcon, Alert, Button, Center, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toastApiError } from '../../../app/api-error-message.ts';
import { formatDate } from '../../../app/format/dates.ts';
import { TableFrame } from '../../../app/list/table-frame.tsx';
import { toast } from '../../../app/toast.ts';
import { AddSeoStepModal } from './add-seo-step-modal.tsx';
import { useDeleteSeoStep, useSeoSteps } from './api.ts';

/**
 * The SEO steps of one item (spec 001 §2.1, §2.3), newest first, each deletable; 'add step' opens the add modal
 * on top. Used by the account check and My Ranking.
 */
export function SeoStepsModal({ itemNumber, onClose }: { itemNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = useSeoSteps(itemNumber);
  const deletion = useDeleteSeoStep(itemNumber);
  const [isAdding, setIsAdding] = useState(false);

  const onDelete = (seoStepId: number) =>
    deletion.mutate(seoStepId, {
      onSuccess: () => toast.success('accountCheck.seoSteps.deleted'),
      onError: toastApiError,
    });

  return (
    <>
      <Modal
        opened={!isAdding}
        onClose={onClose}
        size="lg"
        title={t('accountCheck.seoSteps.title', { itemNumber })}
      >
        {steps.isPending && (
          <Center py="lg">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {steps.isError && (
          <Alert color="red" role="alert">
            {t(apiErrorMessage(steps.error).key)}
          </Alert>
        )}
        {steps.data?.length === 0 && <Text c="dimmed">{t('accountCheck.seoSteps.empty')}</Text>}
        {steps.data && steps.data.length > 0 && (
          <TableFrame isStale={steps.isFetching} minWidth={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accountCheck.seoSteps.date')}</Table.Th>
                <Table.Th>{t('accountCheck.seoSteps.flag')}</Table.Th>
                <Table.Th>{t('accountCheck.seoSteps.description')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.data.map((step) => (
                <Table.Tr key={step.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(step.date)}</Table.Td>
                  <Table.Td>{step.flag}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{step.description}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      loading={deletion.isPending && deletion.variables === step.id}
                      onClick={() => onDelete(step.id)}
                      aria-label={t('accountCheck.seoSteps.deleteOne', { flag: step.flag })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </TableFrame>
        )}
        <Group justify="flex-end" mt="md">
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setIsAdding(true)}>
            {t('accountCheck.seoSteps.add')}
          </Button>
        </Group>
      </Modal>
      {isAdding && <AddSeoStepModal itemNumber={itemNumber} onClose={() => setIsAdding(false)} />}
    </>
  );
}
