import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../../app/forms.ts';
import { ApiError } from '../../../../app/http.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { countryIdOfSite } from '../../../../app/site-country.ts';
import { toast } from '../../../../app/toast.ts';
import { useKeywordLists } from '../../../keywords/public.ts';
import {
  type AddKeywordsPlace,
  addKeywordsFormSchema,
  defaultSite,
  keywordsOf,
} from '../add-keywords-values.ts';
import { useAddKeywords, useKeywordSuggestions } from '../api.ts';

interface AddKeywordsFormProps {
  /** The page's form, or the modal of one item group (its item number fixed). */
  place: AddKeywordsPlace;
  itemNumber?: number;
  onAdded?: () => void;
}

/**
 * Item number, site, keywords from suggestions, saved lists or lines; Add keywords and Search organic. Add
 * names the first rule the values break (spec 001 §5) above the buttons.
 */
export function AddKeywordsForm({ place, itemNumber, onAdded }: AddKeywordsFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useKeywordLists(true);
  const adding = useAddKeywords();
  const { form, field, onServerError } = useSchemaForm(addKeywordsFormSchema(place), {
    itemNumber: itemNumber ? String(itemNumber) : '',
    eBaySiteId: defaultSite,
    selected: [],
    lines: '',
  });
  const values = form.getValues();
  const countryId = countryIdOfSite(values.eBaySiteId);
  const suggestions = useKeywordSuggestions(values.itemNumber, countryId);
  const firstError = Object.values(form.errors).find(Boolean);
  // The first broken rule is said once, above the buttons; the fields are only marked.
  const marked = (path: 'itemNumber' | 'eBaySiteId' | 'selected' | 'lines') => ({
    ...field(path),
    error: Boolean(form.errors[path]),
  });

  const onSubmit = form.onSubmit((submitted) => {
    const site = countryIdOfSite(submitted.eBaySiteId);
    if (site === null) return;
    adding.mutate(
      { itemNumber: Number(submitted.itemNumber.trim()), countryId: site, keywords: keywordsOf(submitted) },
      {
        onSuccess: () => {
          toast.success('myRanking.addingSuccessfully');
          // Spec 001 §2.3: the site goes back to the first, the keywords clear.
          form.setValues({ eBaySiteId: defaultSite, selected: [], lines: '' });
          onAdded?.();
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.code === 'keywordReachLimitation'
            ? toast.error('myRanking.keywordReachLimitation')
            : onServerError(failure, { fields: { countryId: 'eBaySiteId', keywords: 'lines' } }),
      },
    );
  });

  const onSearchOrganic = () => {
    const query = new URLSearchParams({
      keyword: keywordsOf(values)[0] ?? '',
      countryId: String(countryId ?? countryIdOfSite(defaultSite)),
      itemNumber: values.itemNumber.trim(),
    });
    navigate(`/app/analytics/search-organic?${query.toString()}`);
  };

  const suggestionWords = (suggestions.data ?? []).map((s) => s.keyword);
  return (
    <form noValidate aria-label={t('myRanking.form.title')} onSubmit={onSubmit}>
      <Fieldset variant="unstyled" disabled={adding.isPending}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('myRanking.form.itemNumber')}
              disabled={place === 'modal'}
              inputMode="numeric"
              {...marked('itemNumber')}
            />
            <SitePicker
              label={t('myRanking.form.country')}
              allowDeselect={false}
              {...marked('eBaySiteId')}
              value={values.eBaySiteId}
            />
            <TagsInput
              label={t('myRanking.form.keywords')}
              placeholder={t('myRanking.form.keywordsPlaceholder')}
              data={suggestionWords}
              clearable
              maxDropdownHeight={240}
              {...marked('selected')}
            />
            <Select
              label={t('myRanking.form.keywordList')}
              placeholder={t('myRanking.form.keywordListPlaceholder')}
              data={(lists.data ?? []).map((list) => ({ value: list.documentId, label: list.name }))}
              value={null}
              searchable
              onChange={(documentId) => {
                const list = lists.data?.find((l) => l.documentId === documentId);
                if (list)
                  form.setFieldValue('selected', [...new Set([...values.selected, ...list.keywords])]);
              }}
            />
          </SimpleGrid>
          <Textarea
            label={t('myRanking.form.lines')}
            description={t('myRanking.form.linesHint')}
            autosize
            minRows={2}
            maxRows={8}
            {...marked('lines')}
          />
          {firstError && (
            <Alert color="red" role="alert" py="xs">
              {t(String(firstError))}
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
      </Fieldset>
    </form>
  );
}
