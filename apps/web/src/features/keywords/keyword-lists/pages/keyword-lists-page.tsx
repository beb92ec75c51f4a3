import type { KeywordList } from '@baylytics/contract/keyword-lists';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';
import { toast } from '../../../../app/toast.ts';
import { useDeleteKeywordList, useKeywordLists } from '../api.ts';

/** My keyword lists (spec 001 §2.6): the saved lists by name, with details and delete. */
export function KeywordListsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const lists = useKeywordLists();
  const [deleting, setDeleting] = useState<KeywordList | null>(null);
  const columns = useMemo<DataColumn<KeywordList>[]>(
    () => [
      { id: 'name', header: t('keywordLists.name'), cell: (list) => list.name },
      {
        id: 'keywordCount',
        header: t('keywordLists.keywordCount'),
        align: 'right',
        cell: (list) => list.keywordCount,
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('keywordLists.actions')}</VisuallyHidden>,
        cell: (list) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Tooltip label={t('keywordLists.details')}>
              <ActionIcon
                component={Link}
                to={`/app/keyword-research/my-keyword/details?documentId=${list.documentId}`}
                variant="subtle"
                aria-label={`${t('keywordLists.details')}: ${list.name}`}
              >
                <IconListDetails size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('keywordLists.delete')}>
              <ActionIcon
                color="red"
                variant="subtle"
                onClick={() => setDeleting(list)}
                aria-label={`${t('keywordLists.delete')}: ${list.name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={lists.data}
          rowId={(list) => list.documentId}
          label={t('keywordLists.tableLabel')}
          state={lists}
          errorTitle={t('keywordLists.loadError')}
          empty={{
            message: t('keywordLists.empty'),
            action: (
              <Button component={Link} to="/app/keyword-research/keyword-pro" variant="light" size="xs">
                {t('keywordLists.emptyAction')}
              </Button>
            ),
          }}
          isStale={lists.isFetching && !lists.isPending}
          minWidth={480}
        />
      </Paper>
      {deleting && <DeleteListModal list={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteListModal({ list, onClose }: { list: KeywordList; onClose: () => void }) {
  const { t } = useTranslation();
  const removal = useDeleteKeywordList();
  const onConfirm = () =>
    removal.mutate(list.documentId, {
      onSuccess: () => {
        toast.success('keywordLists.deleted', { name: list.name });
        onClose();
      },
      onError: toastApiError,
    });
  return (
    <Dialog opened onClose={onClose} title={t('keywordLists.deleteTitle')} centered>
      <Stack>
        <Text size="sm">
          {t('keywordLists.deleteQuestion', { name: list.name, count: list.keywordCount })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={removal.isPending}>
            {t('keywordLists.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={removal.isPending}>
            {t('keywordLists.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
