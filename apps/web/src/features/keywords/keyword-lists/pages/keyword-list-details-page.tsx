import { keywordSchema } from '@baylytics/contract/keyword-lists';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { toast } from '../../../../app/toast.ts';
import { useAddToKeywordList, useKeywordList, useRemoveFromKeywordList } from '../api.ts';
import { keywordListErrorMessage } from '../list-error.ts';

const listPage = '/app/keyword-research/my-keyword';
const documentIdSchema = z.uuid();

/** One keyword list (spec 001 §2.6): requires ?documentId, else back to the lists. */
export function KeywordListDetailsPage() {
  const [params] = useSearchParams();
  const documentId = params.get('documentId') ?? '';
  if (!documentIdSchema.safeParse(documentId).success) return <Navigate to={listPage} replace />;
  return <KeywordListDetails documentId={documentId} />;
}

function KeywordListDetails({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useKeywordList(documentId);
  const add = useAddToKeywordList();
  const remove = useRemoveFromKeywordList();
  const [keyword, setKeyword] = useState('');
  const [touched, setTouched] = useState(false);
  const keywordValid = keywordSchema.safeParse(keyword).success;

  const fail = (error: unknown) => {
    const message = keywordListErrorMessage(error);
    toast.error(message.key, message.values);
  };
  const onAdd = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!keywordValid) return;
    const added = keyword.trim();
    add.mutate(
      { documentId, keywords: [added] },
      {
        onSuccess: () => {
          toast.success('keywordLists.keywordAdded', { keyword: added });
          setKeyword('');
          setTouched(false);
        },
        onError: fail,
      },
    );
  };
  const onRemove = (entry: string) =>
    remove.mutate(
      { documentId, keyword: entry },
      { onSuccess: () => toast.success('keywordLists.keywordRemoved', { keyword: entry }), onError: fail },
    );

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <Stack>
          <Anchor component={Link} to={listPage} size="sm">
            {t('keywordLists.backToLists')}
          </Anchor>
          {list.isPending && (
            <Center py="xl">
              <Loader aria-label={t('layout.loading')} />
            </Center>
          )}
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error instanceof Error && apiErrorMessage(list.error).key === 'errors.notFound'
                ? t('keywordLists.notFound')
                : t(apiErrorMessage(list.error).key)}
            </Alert>
          )}
          {list.data && (
            <>
              <Title order={3}>{list.data.name}</Title>
              <form onSubmit={onAdd} noValidate>
                <Group align="flex-start">
                  <TextInput
                    label={t('keywordLists.add.keyword')}
                    value={keyword}
                    onChange={(event) => setKeyword(event.currentTarget.value)}
                    error={touched && !keywordValid ? t('validation.required') : undefined}
                    maxLength={200}
                    style={{ flex: 1, maxWidth: 420 }}
                  />
                  <Button type="submit" mt={25} loading={add.isPending} leftSection={<IconPlus size={16} />}>
                    {t('keywordLists.add.submit')}
                  </Button>
                </Group>
              </form>
              {list.data.keywords.length === 0 ? (
                <Text c="dimmed">{t('keywordLists.emptyKeywords')}</Text>
              ) : (
                <TableFrame isStale={list.isFetching} minWidth={360}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('keywordLists.keywords')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.keywords.map((entry) => (
                      <Table.Tr key={entry}>
                        <Table.Td>{entry}</Table.Td>
                        <Table.Td align="right">
                          <ActionIcon
                            color="red"
                            variant="subtle"
                            onClick={() => onRemove(entry)}
                            aria-label={`${t('keywordLists.delete')}: ${entry}`}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </TableFrame>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
