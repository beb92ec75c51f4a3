import type { StarColor } from '@baylytics/contract/account-check-star-colors';
import { Button, Group, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconPencil,
  IconSpeakerphone,
  IconStarFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createPromotedListingsLink } from '../links.ts';
import { starColorLabel } from '../star-color-label.ts';

interface TableToolbarProps {
  sellerName: string | null;
  selectedItemNumbers: number[];
  /** eBay's suggested ad rate for the selection, handed to the campaign form; null when none. */
  suggestedBid: number | null;
  starColors: StarColor[];
  onBulkStarColor: (color: number) => void;
  onBulkOptimized: (isOptimized: boolean) => void;
  isBulkPending: boolean;
  onEditStarColorTexts: () => void;
  onDownloadCsv: () => void;
  isDownloading: boolean;
}

/** Above the table: what applies to the selection or to the whole filter result, and the CSV. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation();
  const { sellerName, selectedItemNumbers, starColors } = props;
  const hasSelection = selectedItemNumbers.length > 0 && sellerName !== null;
  return (
    <Group justify="space-between" align="flex-end">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('accountCheck.toolbar.selected', { count: selectedItemNumbers.length })}
        </Text>
        {hasSelection ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSpeakerphone size={14} />}
            component={Link}
            to={createPromotedListingsLink(selectedItemNumbers, sellerName, props.suggestedBid)}
          >
            {t('accountCheck.toolbar.createPromotedListings')}
          </Button>
        ) : (
          <Button size="xs" variant="light" leftSection={<IconSpeakerphone size={14} />} disabled>
            {t('accountCheck.toolbar.createPromotedListings')}
          </Button>
        )}
        <Menu withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              loading={props.isBulkPending}
            >
              {t('accountCheck.toolbar.applyToFilter')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('accountCheck.toolbar.starColorOnFilter')}</Menu.Label>
            {starColors.map((color) => (
              <Menu.Item
                key={color.id}
                leftSection={<IconStarFilled size={16} color={color.color} />}
                onClick={() => props.onBulkStarColor(color.id)}
              >
                {starColorLabel(color, t)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Label>{t('accountCheck.toolbar.optimizedOnFilter')}</Menu.Label>
            <Menu.Item onClick={() => props.onBulkOptimized(true)}>
              {t('accountCheck.toolbar.markOptimized')}
            </Menu.Item>
            <Menu.Item onClick={() => props.onBulkOptimized(false)}>
              {t('accountCheck.toolbar.markNotOptimized')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          onClick={props.onEditStarColorTexts}
        >
          {t('accountCheck.toolbar.starColorTexts')}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={props.onDownloadCsv}
          loading={props.isDownloading}
        >
          {t('accountCheck.toolbar.downloadCsv')}
        </Button>
      </Group>
    </Group>
  );
}
