import {
  maxHtmlSourceLength,
  maxVariantItems,
  splitItemNumbers,
  variantMessages,
} from '@baylytics/contract/research-variants';
import { Button, Fieldset, Group, List, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker, siteIdOf } from '../../../../app/list/site-picker.tsx';
import type { VariantSearch } from '../search-params.ts';

const guideSteps = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

// The spec's messages (002 §5) on the fields; the contract's limits.
const htmlSchema = z.object({
  htmlSource: z
    .string()
    .refine((value) => value.trim() !== '', { message: variantMessages.pleaseEnterTheHtmlSource })
    .refine((value) => value.length <= maxHtmlSourceLength, { message: 'validation.maxLength' }),
});
const itemNumbersSchema = z.object({
  itemNumbers: z
    .string()
    .refine((value) => splitItemNumbers(value).length > 0, {
      message: variantMessages.pleaseEnterTheItemNumbers,
    })
    .refine((value) => splitItemNumbers(value).length <= maxVariantItems, {
      message: variantMessages.tooManyItemNumbers,
    })
    .refine((value) => splitItemNumbers(value).every((number) => /^\d{12}$/.test(number)), {
      message: variantMessages.invalidItemNumbers,
    }),
});
const keywordSchema = z.object({
  keyword: z
    .string()
    .refine((value) => value.trim() !== '', { message: variantMessages.pleaseEnterTheKeyword }),
  eBaySiteId: z.string(),
});

/** The pasted page source, its submit button and the five-point guide to copying it. */
export function HtmlSourceForm({ isBusy, onSubmit }: { isBusy: boolean; onSubmit: (html: string) => void }) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(htmlSchema, { htmlSource: '' });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.htmlSource))}>
      <Fieldset variant="unstyled" disabled={isBusy}>
        <Stack gap="sm">
          <Textarea
            {...field('htmlSource')}
            label={t('variantTool.htmlSource')}
            placeholder={t('variantTool.htmlSourcePlaceholder')}
            autosize
            minRows={6}
            maxRows={12}
            required
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={isBusy}>
              {t('variantTool.analyseSource')}
            </Button>
          </Group>
          <Title order={5}>{t('variantTool.guideTitle')}</Title>
          <List type="ordered" size="sm" spacing={4}>
            {guideSteps.map((step) => (
              <List.Item key={step}>{t(`variantTool.guide.${step}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Fieldset>
    </form>
  );
}

export function ItemNumbersForm({
  initial,
  isBusy,
  onSearch,
}: {
  initial: string[];
  isBusy: boolean;
  onSearch: (search: VariantSearch) => void;
}) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(itemNumbersSchema, { itemNumbers: initial.join(', ') });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSearch({ mode: 'itemNumbers', itemNumbers: splitItemNumbers(values.itemNumbers) }),
      )}
    >
      <Fieldset variant="unstyled" disabled={isBusy}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...field('itemNumbers')}
            label={t('variantTool.itemNumbers')}
            placeholder={t('variantTool.itemNumbersPlaceholder')}
            description={t('variantTool.itemNumbersHint')}
            required
            w={460}
          />
          <Button type="submit" mt={46} leftSection={<IconSearch size={16} />} loading={isBusy}>
            {t('variantTool.lookUp')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}

export function KeywordForm({
  initial,
  isBusy,
  onSearch,
}: {
  initial: { keyword: string; eBaySiteId: number } | null;
  isBusy: boolean;
  onSearch: (search: VariantSearch) => void;
}) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(keywordSchema, {
    keyword: initial?.keyword ?? '',
    eBaySiteId: String(initial?.eBaySiteId ?? 77),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSearch({
          mode: 'keyword',
          keyword: values.keyword.trim(),
          eBaySiteId: siteIdOf(values.eBaySiteId) ?? 77,
        }),
      )}
    >
      <Fieldset variant="unstyled" disabled={isBusy}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...field('keyword')}
            label={t('variantTool.keyword')}
            placeholder={t('variantTool.keywordPlaceholder')}
            maxLength={100}
            required
            w={320}
          />
          <SitePicker
            {...field('eBaySiteId')}
            value={form.getValues().eBaySiteId}
            label={t('variantTool.marketplace')}
            allowDeselect={false}
            w={240}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isBusy}>
            {t('variantTool.search')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}

/** The intro under the forms before the first lookup. */
export function VariantIntro() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('variantTool.intro')}</Text>;
}
