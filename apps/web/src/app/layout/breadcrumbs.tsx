import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppRoute } from '../app-route.ts';
import { useCurrentRouteParents } from '../current-route.ts';
import { groupOf } from './navigation.ts';

/** Dashboard › menu group › parent pages › this page; the router passes the parents down from the route table. */
export function Breadcrumbs({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const pages = [...useCurrentRouteParents(), route];
  const group = pages[0] && groupOf(pages[0].path);
  const items = [
    route.path !== '/app/dashboard' && (
      <Anchor component={Link} to="/app/dashboard" size="sm" key="home">
        {t('nav.dashboard')}
      </Anchor>
    ),
    group && (
      <Text size="sm" c="dimmed" key="group">
        {t(group.labelKey)}
      </Text>
    ),
    ...pages.map((page, index) =>
      index === pages.length - 1 ? (
        <Text size="sm" key={page.path} aria-current="page">
          {t(page.titleKey)}
        </Text>
      ) : (
        <Anchor component={Link} to={page.path} size="sm" key={page.path}>
          {t(page.titleKey)}
        </Anchor>
      ),
    ),
  ].filter(Boolean);
  return (
    <MantineBreadcrumbs aria-label={t('layout.breadcrumbs')} separatorMargin={6}>
      {items}
    </MantineBreadcrumbs>
  );
}
