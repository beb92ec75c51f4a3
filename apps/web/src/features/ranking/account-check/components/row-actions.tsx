import type { RankingItem } from '@baylytics/contract/account-check-item';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChartDots,
  IconChartLine,
  IconDotsVertical,
  IconListDetails,
  IconMail,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reverseTrackerLink } from '../links.ts';

export type RowModal =
  | 'seoSteps'
  | 'addSeoStep'
  | 'itemChart'
  | 'groupChart'
  | 'delete'
  | 'video'
  | 'campaigns';

interface RowActionsProps {
  item: RankingItem;
  onOpen: (modal: RowModal, item: RankingItem) => void;
  onSendReport: (item: RankingItem) => void;
}

/** What can be done with one listing: its SEO steps, charts, the reverse tracker and a mailed report. */
export function RowActions({ item, onOpen, onSendReport }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('accountCheck.actions.menu', { itemNumber: item.itemNumber })}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconListDetails size={16} />} onClick={() => onOpen('seoSteps', item)}>
          {t('accountCheck.actions.seoSteps')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => onOpen('addSeoStep', item)}>
          {t('accountCheck.actions.addSeoStep')}
        </Menu.Item>
        <Menu.Item leftSection={<IconChartLine size={16} />} onClick={() => onOpen('itemChart', item)}>
          {t('accountCheck.actions.itemChart')}
        </Menu.Item>
        <Menu.Item leftSection={<IconChartDots size={16} />} onClick={() => onOpen('groupChart', item)}>
          {t('accountCheck.actions.groupChart')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSearch size={16} />}
          component={Link}
          to={reverseTrackerLink(item.itemNumber)}
        >
          {t('accountCheck.actions.reverseTracker')}
        </Menu.Item>
        <Menu.Item leftSection={<IconMail size={16} />} onClick={() => onSendReport(item)}>
          {t('accountCheck.actions.sendReport')}
        </Menu.Item>
        {/* Only a listing no keyword found today may go (spec 001 §2.1). */}
        {item.todayScore === 0 && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onOpen('delete', item)}>
            {t('accountCheck.actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
