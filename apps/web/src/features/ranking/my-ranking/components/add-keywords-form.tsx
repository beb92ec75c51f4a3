import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { ApiError } from '../../../../app/http.ts';
import { toast } from '../../../../app/toast.ts';
import { useKeywordLists } from '../../../keywords/keyword-lists/api.ts';
import { type AddKeywordsValues, addKeywordsError, keywordsOf } from '../add-keywords-values.ts';
import { useAddKeywords, useEbayCountries, useKeywordSuggestions } from '../api.ts';

interface AddKeywordsFormProps {
  /** The page's form, or the modal of one item group (its item number fixed). */
  place: 'form' | 'modal';
  itemNumber?: number;
  onAdded?: () => void;
}

/** Item number, country, keywords from suggestions, saved lists or lines; Add keywords and Search organic. */
export function AddKeywordsForm({ place, itemNumber, onAdded }: AddKeywordsFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useEbayCountries();
  const lists = useKeywordLists(true);
  const adding = useAddKeywords();
  const firstCountry = countries.data?.[0]?.id ?? null;
  const [values, setValues] = useState<AddKeywordsValues>({
    itemNumber: itemNumber ? String(itemNumber) : '',
    countryId: null,
    selected: [],
    lines: '',
  });
  const [error, setError] = useState<string | null>(null);
  const suggestions = useKeywordSuggestions(values.itemNumber, values.countryId);

  useEffect(() => {
    if (firstCountry !== null)
      setValues((v) => (v.countryId === null ? { ...v, countryId: firstCountry } : v));
  }, [firstCountry]);

  const change = (patch: Partial<AddKeywordsValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const onSubmit = () => {
    const problem = addKeywordsError(values, place);
    setError(problem);
    if (problem || values.countryId === null) return;
    adding.mutate(
      {
        itemNumber: Number(values.itemNumber.trim()),
        countryId: values.countryId,
        keywords: keywordsOf(values),
      },
      {
        onSuccess: () => {
          toast.success('myRanking.addingSuccessfully');
          // Spec 001 §2.3: the country goes back to the first, the keywords clear.
          setValues((v) => ({ ...v, countryId: firstCountry, selected: [], lines: '' }));
          onAdded?.();
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.code === 'keywordReachLimitation'
            ? toast.error('myRanking.keywordReachLimitation')
            : toastApiError(failure),
      },
    );
  };

  const onSearchOrganic = () => {
    const query = new URLSearchParams({
      keyword: keywordsOf(values)[0] ?? '',
      countryId: String(values.countryId ?? firstCountry ?? 1),
      itemNumber: values.itemNumber.trim(),
    });
    navigate(`/app/analytics/search-organic?${query.toString()}`);
  };

  const suggestionWords = (suggestions.data ?? []).map((s) => s.keyword);
  return (
    <form
      noValidate
      aria-label={t('myRanking.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('myRanking.form.itemNumber')}
            value={values.itemNumber}
            disabled={place === 'modal'}
            inputMode="numeric"
            onChange={(event) => change({ itemNumber: event.currentTarget.value })}
          />
          <Select
            label={t('myRanking.form.country')}
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.siteName }))}
            value={values.countryId === null ? null : String(values.countryId)}
            onChange={(value) => change({ countryId: value === null ? null : Number(value) })}
            allowDeselect={false}
          />
          <TagsInput
            label={t('myRanking.form.keywords')}
            placeholder={t('myRanking.form.keywordsPlaceholder')}
            data={suggestionWords}
            value={values.selected}
            onChange={(selected) => change({ selected })}
            clearable
            maxDropdownHeight={240}
          />
          <Select
            label={t('myRanking.form.keywordList')}
            placeholder={t('myRanking.form.keywordListPlaceholder')}
            data={(lists.data ?? []).map((list) => ({ value: list.documentId, label: list.name }))}
            value={null}
            searchable
            onChange={(documentId) => {
              const list = lists.data?.find((l) => l.documentId === documentId);
              if (list) change({ selected: [...new Set([...values.selected, ...list.keywords])] });
            }}
          />
        </SimpleGrid>
        <Textarea
          label={t('myRanking.form.lines')}
          description={t('myRanking.form.linesHint')}
          autosize
          minRows={2}
          maxRows={8}
          value={values.lines}
          onChange={(event) => change({ lines: event.currentTarget.value })}
        />
        {error && (
          <Alert color="red" role="alert" py="xs">
            {t(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {place === 'form' && (
            <Button variant="default" leftSection={<IconSearch size={16} />} onClick={onSearchOrganic}>
              {t('myRanking.form.searchOrganic')}
            </Button>
          )}
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={adding.isPending}>
            {t('myRanking.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
