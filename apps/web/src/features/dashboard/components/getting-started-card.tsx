import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { Anchor, List, Paper, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decideAccess } from '../../../app/access.ts';
import { useFindRoute } from '../../../app/current-route.ts';
import { useSession } from '../../../app/session.ts';
import { upgradePath } from '../../../app/toast-with-action.tsx';

const steps = [
  { key: 'isEbayConnected', to: '/app/user/ebay-token' },
  { key: 'isImported', to: '/app/analytics/account-check' },
  { key: 'isTracking', to: '/app/analytics/my-ebay-ranking' },
  { key: 'hasPackage', to: '/buy/select-parent-plan' },
] as const;

/**
 * The first steps of a new account, each ticked off by what the account already holds, an open one a link to its
 * screen — or, where the screen is not in the user's package, to the packages.
 */
export function GettingStartedCard({ checklist }: { checklist: DashboardOverview['checklist'] }) {
  const { t } = useTranslation();
  const { isSignedIn, user } = useSession();
  const findRoute = useFindRoute();
  const isLocked = (path: string) => {
    const route = findRoute(path);
    return route !== undefined && decideAccess(route.access, isSignedIn, user) === 'noPermission';
  };
  const done = steps.filter((step) => checklist[step.key]).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="getting-started-title">
      <Title order={4} id="getting-started-title">
        {t('dashboard.checklist.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('dashboard.checklist.progress', { done, total: steps.length })}
      </Text>
      <Progress value={(done / steps.length) * 100} size="sm" mb="md" aria-hidden />
      <List spacing="sm" listStyleType="none">
        {steps.map((step) => {
          const isDone = checklist[step.key];
          const locked = !isDone && isLocked(step.to);
          return (
            <List.Item
              key={step.key}
              data-done={isDone}
              icon={
                <ThemeIcon
                  color={isDone ? 'green' : 'gray'}
                  variant={isDone ? 'filled' : 'light'}
                  radius="xl"
                  size={22}
                >
                  {isDone ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
              }
            >
              {isDone ? (
                <Text span td="line-through" c="dimmed">
                  {t(`dashboard.checklist.${step.key}`)}
                </Text>
              ) : (
                <Anchor component={Link} to={locked ? upgradePath : step.to}>
                  {t(`dashboard.checklist.${step.key}`)}
                </Anchor>
              )}
              <Text span size="xs" c="dimmed" ml="xs">
                {t(
                  isDone
                    ? 'dashboard.checklist.done'
                    : locked
                      ? 'dashboard.checklist.notInPackage'
                      : 'dashboard.checklist.open',
                )}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
