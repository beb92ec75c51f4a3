import type { RankedItemGroup } from '@baylytics/contract/my-ranking';
import { Anchor, Badge, Button, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { IconChartLine, IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// A grey square instead of the browser's broken-image icon when eBay's picture does not load.
const noImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='56' height='56'%3E%3Crect width='56' height='56' fill='%23e9ecef'/%3E%3C/svg%3E";

export type GroupAction = 'chart' | 'addKeywords' | 'addNewItem' | 'addSeoStep' | 'showSeoSteps' | 'delete';

/** The item of a group (image, seller, title, link, SKU, category; expired struck through) and its actions. */
export function ItemGroupHeader({
  group,
  onAction,
  onRankingCheck,
}: {
  group: RankedItemGroup;
  onAction: (action: GroupAction, group: RankedItemGroup) => void;
  onRankingCheck: (itemNumber: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group wrap="nowrap" align="flex-start">
        <Image src={group.imageUrl} w={56} h={56} fit="contain" radius="sm" alt="" fallbackSrc={noImage} />
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm" td={group.expired ? 'line-through' : undefined}>
              {group.title || t('myRanking.group.unknownTitle')}
            </Text>
            {group.expired && (
              <Badge color="gray" size="sm">
                {t('myRanking.group.expired')}
              </Badge>
            )}
          </Group>
          <Group gap="md">
            <Anchor href={group.eBaySiteUrl} target="_blank" rel="noreferrer" size="xs">
              <Group gap={2} wrap="nowrap">
                {group.itemNumber}
                <IconExternalLink size={12} />
              </Group>
            </Anchor>
            {group.sellerName && (
              <Text size="xs" c="dimmed">
                {t('myRanking.group.seller', { seller: group.sellerName })}
              </Text>
            )}
            {group.sku && (
              <Text size="xs" c="dimmed">
                {t('myRanking.group.sku', { sku: group.sku })}
              </Text>
            )}
            {group.itemCategory && (
              <Text size="xs" c="dimmed">
                {group.itemCategory}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconChartLine size={14} />}
          onClick={() => onAction('chart', group)}
        >
          {t('myRanking.group.chart')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
              {t('myRanking.group.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('addKeywords', group)}>
              {t('myRanking.group.addKeywords')}
            </Menu.Item>
            <Menu.Item onClick={() => onAction('addNewItem', group)}>
              {t('myRanking.group.addNewItem')}
            </Menu.Item>
            <Menu.Item onClick={() => onRankingCheck(group.itemNumber)}>
              {t('myRanking.group.rankingCheck')}
            </Menu.Item>
            <Menu.Item onClick={() => onAction('addSeoStep', group)}>
              {t('myRanking.group.addSeoStep')}
            </Menu.Item>
            <Menu.Item onClick={() => onAction('showSeoSteps', group)}>
              {t('myRanking.group.showSeoSteps')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction('delete', group)}>
              {t('myRanking.group.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
