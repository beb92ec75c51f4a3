import { ActionIcon, Anchor, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { apiErrorMessage, type Message } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';
import { PageState } from '../../../../app/list/page-state.tsx';
import { toast } from '../../../../app/toast.ts';
import { useKeywordList, useRemoveFromKeywordList } from '../api.ts';
import { AddKeywordForm } from '../components/add-keyword-form.tsx';
import { keywordListErrorMessage } from '../list-error.ts';

const listPage = '/app/keyword-research/my-keyword';
const documentIdSchema = z.uuid();

/** A list that is gone (or another user's) reads as "not found", not as the bare error code. */
function loadErrorMessage(error: unknown): Message {
  const message = apiErrorMessage(error);
  return message.key === 'errors.notFound' ? { key: 'keywordLists.notFound' } : message;
}

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
  const remove = useRemoveFromKeywordList();
  const onRemove = useCallback(
    (entry: string) =>
      remove.mutate(
        { documentId, keyword: entry },
        {
          onSuccess: () => toast.success('keywordLists.keywordRemoved', { keyword: entry }),
          onError: (error) => {
            const message = keywordListErrorMessage(error);
            toast.error(message.key, message.values);
          },
        },
      ),
    [remove.mutate, documentId],
  );

  const rows = useMemo(() => list.data?.keywords.map((entry) => ({ keyword: entry })), [list.data]);
  const columns = useMemo<DataColumn<{ keyword: string }>[]>(
    () => [
      { id: 'keyword', header: t('keywordLists.keywords'), cell: ({ keyword: entry }) => entry },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('keywordLists.actions')}</VisuallyHidden>,
        align: 'right',
        cell: ({ keyword: entry }) => (
          <ActionIcon
            color="red"
            variant="subtle"
            onClick={() => onRemove(entry)}
            aria-label={`${t('keywordLists.delete')}: ${entry}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ),
      },
    ],
    [t, onRemove],
  );

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <Stack>
          <Anchor component={Link} to={listPage} size="sm">
            {t('keywordLists.backToLists')}
          </Anchor>
          <PageState state={list} errorTitle={t('keywordLists.loadError')} errorMessage={loadErrorMessage}>
            {list.data && (
              <>
                <Title order={3}>{list.data.name}</Title>
                <AddKeywordForm documentId={documentId} />
                <DataTable
                  columns={columns}
                  rows={rows}
                  rowId={(row) => row.keyword}
                  label={t('keywordLists.keywords')}
                  state={list}
                  errorTitle={t('keywordLists.loadError')}
                  empty={{
                    message: t('keywordLists.emptyKeywords'),
                    hint: t('keywordLists.emptyKeywordsHint'),
                  }}
                  isStale={list.isFetching}
                  minWidth={360}
                />
              </>
            )}
          </PageState>
        </Stack>
      </Paper>
    </>
  );
}
