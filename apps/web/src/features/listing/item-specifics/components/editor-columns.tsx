import type { AspectColumn, EditorItem } from '@baylytics/contract/listing-item-specifics';
import { Anchor, Badge, Group, Image, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { CharacteristicInput } from './characteristic-input.tsx';

/** The editor's columns: the listing, then one per aspect of the category (spec 002 §2). */
export function useEditorColumns(
  aspects: readonly AspectColumn[],
  edit: {
    valueOf: (item: EditorItem, name: string) => string[];
    isChanged: (item: EditorItem) => boolean;
    onChange: (item: EditorItem, name: string, value: string[]) => void;
  },
): DataColumn<EditorItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'item',
        header: t('itemSpecifics.item'),
        minWidth: 280,
        cell: (item) => (
          <Group gap="xs" wrap="nowrap" data-changed={edit.isChanged(item) || undefined}>
            {item.galleryURL && <Image src={item.galleryURL} w={40} h={40} radius="sm" fit="cover" alt="" />}
            <Stack gap={0}>
              <Anchor href={item.eBayUrl} target="_blank" rel="noreferrer" size="sm" lineClamp={2}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {item.itemNumber}
                {item.sku ? ` · ${item.sku}` : ''}
              </Text>
              {edit.isChanged(item) && (
                <Badge size="xs" color="orange" variant="light">
                  {t('itemSpecifics.changed')}
                </Badge>
              )}
            </Stack>
          </Group>
        ),
      },
      ...aspects.map(
        (aspect): DataColumn<EditorItem> => ({
          id: `aspect-${aspect.name}`,
          header: `${aspect.name}${aspect.isRequired ? ' *' : ''}`,
          minWidth: 180,
          cell: (item) => (
            <CharacteristicInput
              aspect={aspect}
              label={t('itemSpecifics.valueOf', { name: aspect.name, title: item.title })}
              value={edit.valueOf(item, aspect.name)}
              onChange={(value) => edit.onChange(item, aspect.name, value)}
            />
          ),
        }),
      ),
    ],
    [t, aspects, edit],
  );
}
