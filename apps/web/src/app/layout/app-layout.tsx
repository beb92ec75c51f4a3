import { ActionIcon, AppShell, Burger, Group, Text, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ImpersonationBar } from '../../features/admin/public.ts';
import { loginRedirect } from '../access.ts';
import { useSession } from '../session.ts';
import { useCurrentUser } from '../use-current-user.ts';
import { Sidebar } from './sidebar.tsx';
import { sidebarTransitionMs, useSidebar } from './use-sidebar.ts';
import { UserMenu } from './user-menu.tsx';
import '../validation-messages.ts';

// The bell loads on its own, after the frame: its queries and contract stay out of every screen's first script.
const AlertBell = lazy(() =>
  import('../../features/ranking/public.ts').then((m) => ({ default: m.AlertBell })),
);

const openWidth = 260;
const closedWidth = 64;

/** The signed-in frame: header, sidebar and the page. Signed-out visitors go to sign-in first. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const sidebar = useSidebar();
  useCurrentUser(isSignedIn);

  if (!isSignedIn) return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: sidebar.isOpen ? openWidth : closedWidth, breakpoint: 0 }}
      transitionDuration={sidebarTransitionMs}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              size="sm"
              opened={sidebar.isOpen}
              onClick={sidebar.toggleOpen}
              aria-label={t(sidebar.isOpen ? 'layout.closeMenu' : 'layout.openMenu')}
            />
            <Text component={Link} to="/app/main/analytics" fw={700} size="lg" c="blue.8" td="none">
              Baylytics
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Suspense fallback={null}>
              <AlertBell />
            </Suspense>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar onMouseEnter={sidebar.onMouseEnter} onMouseLeave={sidebar.onMouseLeave} p={4}>
        <AppShell.Section grow component="div" style={{ overflow: 'hidden' }}>
          <Sidebar isOpen={sidebar.isOpen} onOpen={sidebar.toggleOpen} />
        </AppShell.Section>
        <AppShell.Section>
          <Tooltip
            label={t(sidebar.mode === 'static' ? 'layout.sidebarFloating' : 'layout.sidebarStatic')}
            position="right"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              m={8}
              onClick={sidebar.toggleMode}
              aria-label={t(sidebar.mode === 'static' ? 'layout.sidebarFloating' : 'layout.sidebarStatic')}
              aria-pressed={sidebar.mode === 'static'}
            >
              {sidebar.mode === 'static' ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <ImpersonationBar />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
