import { titleMaxLength, titleOptimalLength, titleStatus } from '@baylytics/contract/listing-rules';
import { type TitleBuilderItem, titleCopiedToastMs } from '@baylytics/contract/listing-title-builder';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconCloudUpload, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { TokenNotice } from '../../item-check/components/token-notice.tsx';
import { useApplyTitle } from '../api.ts';
import { freeWords, pickId, type TitlePart, titleOf, togglePick, wordParts } from '../title-parts.ts';
import { KeywordPickers, type PickSource } from './keyword-pickers.tsx';
import { SortableTitle } from './sortable-title.tsx';

/**
 * The title builder of spec 002 §2 for one listing: the generated title as draggable parts (from the listing's
 * title), free keywords and the keyword pickers adding to it, its status (80 or fewer success, more danger; 74
 * shown as the optimal length), copy, and apply on eBay (a disabled warning without the seller's token). Used on
 * its own screen and in the item check's wizard.
 */
export function TitleBuilder({ item, keyword }: { item: TitleBuilderItem; keyword: string }) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<TitlePart[]>(() => wordParts(item.itemTitle));
  // Ids of parts made from words: numbered on, so a word added later never takes an id in use.
  const nextWordId = useRef(parts.length);
  const numbered = (text: string) => {
    const made = wordParts(text, nextWordId.current);
    nextWordId.current += made.length;
    return made;
  };
  const [free, setFree] = useState('');
  const apply = useApplyTitle();
  const title = titleOf(parts);
  const status = titleStatus(title);

  const addFree = () => {
    if (freeWords(free).length === 0) return;
    setParts([...parts, ...numbered(free)]);
    setFree('');
  };
  const copy = () =>
    navigator.clipboard.writeText(title).then(
      () => toast.success('titleBuilder.copied', undefined, titleCopiedToastMs),
      () => toast.error('titleBuilder.notCopied'),
    );
  const reset = () => setParts(numbered(item.itemTitle));
  const send = () =>
    apply.mutate({ itemNumber: item.itemNumber, title, sellerId: item.sellerId }, { onError: toastApiError });

  return (
    <Stack gap="lg" data-testid="title-builder">
      <Paper withBorder p="md" component="section" aria-label={t('titleBuilder.title.heading')}>
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Title order={3} size="h4">
              {t('titleBuilder.title.heading')}
            </Title>
            <Badge
              color={status === 'success' ? 'green' : 'red'}
              variant="light"
              size="lg"
              data-testid="title-status"
              data-status={status}
            >
              {t(`titleBuilder.status.${status}`, { count: [...title].length, max: titleMaxLength })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('titleBuilder.title.current', { title: item.itemTitle })}
          </Text>
          <SortableTitle parts={parts} onChange={setParts} />
          <Text
            data-testid="generated-title"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            c={status === 'danger' ? 'red' : undefined}
          >
            {title || '–'}
          </Text>
          <Text size="xs" c="dimmed">
            {t('titleBuilder.title.optimal', { optimal: titleOptimalLength, max: titleMaxLength })}
          </Text>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy} disabled={!title}>
              {t('titleBuilder.actions.copy')}
            </Button>
            <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={reset}>
              {t('titleBuilder.actions.reset')}
            </Button>
            <Button variant="default" leftSection={<IconTrash size={16} />} onClick={() => setParts([])}>
              {t('titleBuilder.actions.clear')}
            </Button>
            {item.hasToken && (
              <Button
                leftSection={<IconCloudUpload size={16} />}
                onClick={send}
                loading={apply.isPending}
                disabled={!title || status === 'danger' || title === item.itemTitle}
              >
                {t('titleBuilder.actions.apply')}
              </Button>
            )}
          </Group>
          {!item.hasToken && <TokenNotice sellerName={item.sellerId} />}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t('titleBuilder.pickers.heading')}>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('titleBuilder.pickers.heading')}
          </Title>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              addFree();
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('titleBuilder.pickers.free')}
                description={t('titleBuilder.pickers.freeHint')}
                value={free}
                onChange={(event) => setFree(event.currentTarget.value)}
                maxLength={titleMaxLength}
                w={360}
              />
              <Button
                type="submit"
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={!free.trim()}
              >
                {t('titleBuilder.pickers.add')}
              </Button>
            </Group>
          </form>
          <KeywordPickers
            keyword={keyword}
            availableKeywords={item.availableKeywords}
            eBaySiteId={item.eBaySiteId}
            isPicked={(source: PickSource, k: string) => parts.some((part) => part.id === pickId(source, k))}
            onToggle={(source: PickSource, k: string) => setParts(togglePick(parts, source, k))}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
