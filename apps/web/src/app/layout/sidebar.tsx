import { hasAnyRole } from '@baylytics/contract/roles';
import { Badge, Group, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { decideAccess } from '../access.ts';
import { findRoute } from '../route-table.ts';
import { useSession } from '../session.ts';
import { toastWithAction, upgradePath } from '../toast-with-action.tsx';
import { type NavGroup, type NavItem, navigation } from './navigation.ts';

interface SidebarProps {
  isOpen: boolean;
  onOpen: () => void;
}

/** The items of a group this user may see: role-only entries (admin, assistant, …) appear only to their roles. */
function useVisibleItems() {
  const { user } = useSession();
  return (items: NavItem[]) =>
    items.filter((item) => !item.visibleTo || hasAnyRole(user?.roles ?? [], item.visibleTo));
}

function ItemLink({ item, isOpen }: { item: NavItem; isOpen: boolean }) {
  const { t } = useTranslation();
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const route = findRoute(item.path);
  if (!route) return null;
  const isLocked = decideAccess(route.access, isSignedIn, user) === 'noPermission';
  const label = t(route.titleKey);
  const badge = !route.page ? (
    <Badge size="xs" variant="light" color="gray">
      {t('layout.soon')}
    </Badge>
  ) : route.isNew ? (
    <Badge size="xs" color="green">
      {t('layout.new')}
    </Badge>
  ) : null;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={isOpen ? label : null}
      aria-label={label}
      active={location.pathname === item.path || location.pathname.startsWith(`${item.path}/`)}
      rightSection={
        isOpen ? (
          <Group gap={4} wrap="nowrap">
            {badge}
            {isLocked && <IconLock size={14} aria-label={t('layout.notInPackage')} />}
          </Group>
        ) : null
      }
      onClick={(event) => {
        if (!isLocked) return;
        // A module outside the package: say so, with the way to a package that has it (spec 000 §1).
        event.preventDefault();
        toastWithAction('moduleNotInPackage', {
          labelKey: 'layout.upgrade',
          onClick: () => navigate(upgradePath),
        });
      }}
    />
  );
}

function GroupLinks({ group, isOpen, onOpen }: { group: NavGroup; isOpen: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const visible = useVisibleItems()(group.items);
  if (visible.length === 0) return null;
  const Icon = group.icon;
  const icon = <Icon size={20} stroke={1.6} />;
  const [single] = visible;
  if (group.items.length === 1 && single) {
    const route = findRoute(single.path);
    return (
      <Tooltip label={t(group.labelKey)} position="right" disabled={isOpen}>
        <div>
          <NavLinkWithIcon
            item={single}
            icon={icon}
            isOpen={isOpen}
            labelKey={route?.titleKey ?? group.labelKey}
          />
        </div>
      </Tooltip>
    );
  }
  const isActive = visible.some((item) => location.pathname.startsWith(item.path));
  if (!isOpen) {
    return (
      <Tooltip label={t(group.labelKey)} position="right">
        <NavLink
          component="button"
          leftSection={icon}
          aria-label={t(group.labelKey)}
          active={isActive}
          onClick={onOpen}
        />
      </Tooltip>
    );
  }
  return <ExpandableGroup group={group} icon={icon} isActive={isActive} items={visible} />;
}

/** A menu group that folds open; a real button, so it works with the keyboard and tells its state. */
function ExpandableGroup({
  group,
  icon,
  isActive,
  items,
}: {
  group: NavGroup;
  icon: React.ReactNode;
  isActive: boolean;
  items: NavItem[];
}) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(isActive);
  // A link into the group from elsewhere (My Ranking's item check) opens it, so its active entry shows.
  useEffect(() => {
    if (isActive) setIsExpanded(true);
  }, [isActive]);
  return (
    <NavLink
      component="button"
      label={t(group.labelKey)}
      leftSection={icon}
      opened={isExpanded}
      onChange={setIsExpanded}
      aria-expanded={isExpanded}
      childrenOffset={28}
    >
      {items.map((item) => (
        <ItemLink key={item.path} item={item} isOpen />
      ))}
    </NavLink>
  );
}

function NavLinkWithIcon({
  item,
  icon,
  isOpen,
  labelKey,
}: {
  item: NavItem;
  icon: React.ReactNode;
  isOpen: boolean;
  labelKey: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <NavLink
      component={Link}
      to={item.path}
      leftSection={icon}
      label={isOpen ? t(labelKey) : null}
      aria-label={t(labelKey)}
      active={location.pathname === item.path}
    />
  );
}

export function Sidebar({ isOpen, onOpen }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea component="nav" aria-label={t('layout.mainNavigation')} type="scroll" h="100%">
      {navigation.map((group) => (
        <GroupLinks key={group.key} group={group} isOpen={isOpen} onOpen={onOpen} />
      ))}
    </ScrollArea>
  );
}
