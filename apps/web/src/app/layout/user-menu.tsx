import { hasAnyRole } from '@baylytics/contract/roles';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage } from '../i18n.ts';
import { findRoute } from '../route-table.ts';
import { useSession } from '../session.ts';
import { userMenu } from './navigation.ts';

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const items = userMenu.filter((item) => !item.visibleTo || hasAnyRole(user?.roles ?? [], item.visibleTo));
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.userMenu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user?.avatar ?? null} radius="xl" size="sm" color="blue">
              {user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}` : null}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name || user?.email}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        {items.map((item) => {
          const route = findRoute(item.path);
          return route ? (
            <Menu.Item key={item.path} component={Link} to={item.path}>
              {t(route.titleKey)}
            </Menu.Item>
          ) : null;
        })}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          onClick={() => changeLanguage(i18n.language === 'de' ? 'en' : 'de')}
        >
          {i18n.language === 'de' ? 'English' : 'Deutsch'}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} component={Link} to="/logout" color="red">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
