import { addToKeywordList } from '@baylytics/contract/keyword-lists';
import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { bodySchemaOf } from '../../../../app/request-schemas.ts';
import { toast } from '../../../../app/toast.ts';
import { useAddToKeywordList } from '../api.ts';
import { keywordListErrorMessage } from '../list-error.ts';

/** One keyword, by the contract's rule for each keyword the call adds. */
const keywordSchema = bodySchemaOf(addToKeywordList).shape.keywords.element;
const addKeywordFormSchema = z.object({ keyword: keywordSchema });

/** Adds one keyword to a list (spec 001 §2.6); an empty box says why on Add. */
export function AddKeywordForm({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const add = useAddToKeywordList();
  const { form, field, onServerError } = useSchemaForm(addKeywordFormSchema, { keyword: '' });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ keyword }) => {
        const added = keyword.trim();
        add.mutate(
          { documentId, keywords: [added] },
          {
            onSuccess: () => {
              toast.success('keywordLists.keywordAdded', { keyword: added });
              form.reset();
            },
            onError: (error) =>
              onServerError(error, { fields: { keywords: 'keyword' }, message: keywordListErrorMessage }),
          },
        );
      })}
    >
      <Fieldset variant="unstyled" disabled={add.isPending}>
        <Group align="flex-start">
          <TextInput
            label={t('keywordLists.add.keyword')}
            maxLength={keywordSchema.maxLength ?? undefined}
            style={{ flex: 1, maxWidth: 420 }}
            {...field('keyword')}
          />
          <Button type="submit" mt={25} loading={add.isPending} leftSection={<IconPlus size={16} />}>
            {t('keywordLists.add.submit')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
