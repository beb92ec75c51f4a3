import { Alert, Chip, Group, Loader, Select, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordLists } from '../../../keywords/public.ts';
import { useEbaySuggestions, useSearchSuggestions } from '../api.ts';
import { isSpecial, pickId, withoutMarker } from '../title-parts.ts';

export type PickSource = 'database' | 'lists' | 'ebay' | 'searchEngine';

interface PickProps {
  isPicked: (source: PickSource, keyword: string) => boolean;
  onToggle: (source: PickSource, keyword: string) => void;
}

/** A source's keywords as chips: checked while the keyword is in the title; '*' shows as a star. */
function KeywordChips({
  source,
  keywords,
  isPicked,
  onToggle,
}: PickProps & { source: PickSource; keywords: readonly string[] }) {
  const { t } = useTranslation();
  if (keywords.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('titleBuilder.pickers.none')}
      </Text>
    );
  const unique = [...new Map(keywords.map((k) => [pickId(source, k), k])).values()];
  return (
    <Group gap={6} data-testid={`picker-${source}`}>
      {unique.map((keyword) => (
        <Chip
          key={keyword}
          size="sm"
          checked={isPicked(source, keyword)}
          onChange={() => onToggle(source, keyword)}
        >
          <Group gap={4} wrap="nowrap">
            {withoutMarker(keyword)}
            {isSpecial(keyword) && (
              <Tooltip label={t('titleBuilder.pickers.special')}>
                <IconStarFilled
                  size={12}
                  color="var(--mantine-color-yellow-6)"
                  aria-label={t('titleBuilder.pickers.special')}
                />
              </Tooltip>
            )}
          </Group>
        </Chip>
      ))}
    </Group>
  );
}

function Remote({
  query,
  source,
  ...pick
}: PickProps & { source: PickSource; query: { data?: string[]; isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert color="yellow" variant="light">
        {t('titleBuilder.pickers.unavailable')}
      </Alert>
    );
  if (query.isPending) return <Loader size="sm" aria-label={t('layout.loading')} />;
  return <KeywordChips source={source} keywords={query.data ?? []} {...pick} />;
}

function ListsPicker(pick: PickProps) {
  const { t } = useTranslation();
  const lists = useKeywordLists(true);
  const [chosen, setChosen] = useState<string | null>(null);
  if (lists.isPending) return <Loader size="sm" aria-label={t('layout.loading')} />;
  const all = lists.data ?? [];
  if (all.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('titleBuilder.pickers.noLists')}
      </Text>
    );
  const list = all.find((l) => l.documentId === chosen) ?? all[0];
  return (
    <Stack gap="sm">
      <Select
        label={t('titleBuilder.pickers.list')}
        data={all.map((l) => ({ value: l.documentId, label: `${l.name} (${l.keywordCount})` }))}
        value={list?.documentId ?? null}
        onChange={setChosen}
        allowDeselect={false}
        w={320}
      />
      <KeywordChips source="lists" keywords={list?.keywords ?? []} {...pick} />
    </Stack>
  );
}

/**
 * The keyword pickers of spec 002 §2: keywords of our keyword database for the main keyword ('*' special), the
 * user's own keyword lists, eBay's suggestions and a search engine's suggestions. A chip adds its keyword
 * (title-cased) to the title, a second click takes it out.
 */
export function KeywordPickers({
  keyword,
  availableKeywords,
  eBaySiteId,
  ...pick
}: PickProps & { keyword: string; availableKeywords: string[]; eBaySiteId: number }) {
  const { t } = useTranslation();
  const ebay = useEbaySuggestions(keyword, eBaySiteId);
  const search = useSearchSuggestions(keyword, eBaySiteId === 77 ? 'de' : 'en');
  return (
    <Tabs defaultValue="database" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="database">{t('titleBuilder.pickers.database')}</Tabs.Tab>
        <Tabs.Tab value="lists">{t('titleBuilder.pickers.lists')}</Tabs.Tab>
        <Tabs.Tab value="ebay">{t('titleBuilder.pickers.ebay')}</Tabs.Tab>
        <Tabs.Tab value="searchEngine">{t('titleBuilder.pickers.searchEngine')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="database" pt="md">
        <KeywordChips source="database" keywords={availableKeywords} {...pick} />
      </Tabs.Panel>
      <Tabs.Panel value="lists" pt="md">
        <ListsPicker {...pick} />
      </Tabs.Panel>
      <Tabs.Panel value="ebay" pt="md">
        <Remote source="ebay" query={ebay} {...pick} />
      </Tabs.Panel>
      <Tabs.Panel value="searchEngine" pt="md">
        <Remote source="searchEngine" query={search} {...pick} />
      </Tabs.Panel>
    </Tabs>
  );
}
