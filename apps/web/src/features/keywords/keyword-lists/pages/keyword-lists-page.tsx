import type { KeywordList } from '@baylytics/contract/keyword-lists';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { toast } from '../../../../app/toast.ts';
import { useDeleteKeywordList, useKeywordLists } from '../api.ts';

/** My keyword lists (spec 001 §2.6): the saved lists by name, with details and delete. */
export function KeywordListsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const lists = useKeywordLists();
  const [deleting, setDeleting] = useState<KeywordList | null>(null);

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        {lists.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {lists.isError && (
          <Alert color="red" role="alert" title={t('keywordLists.loadError')}>
            {t(apiErrorMessage(lists.error).key)}
          </Alert>
        )}
        {lists.data?.length === 0 && <Text c="dimmed">{t('keywordLists.empty')}</Text>}
        {lists.data && lists.data.length > 0 && (
          <TableFrame isStale={lists.isFetching && !lists.isPending} minWidth={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keywordLists.name')}</Table.Th>
                <Table.Th>{t('keywordLists.keywordCount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lists.data.map((list) => (
                <Table.Tr key={list.documentId}>
                  <Table.Td>{list.name}</Table.Td>
                  <Table.Td>{list.keywordCount}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </TableFrame>
        )}
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
    <Modal opened onClose={onClose} title={t('keywordLists.deleteTitle')} centered>
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
    </Modal>
  );
}
