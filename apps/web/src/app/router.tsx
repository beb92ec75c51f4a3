import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { type AppRoute, isPublicRoute } from './app-route.ts';
import { loadAppTexts } from './i18n.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import { publicEntryPaths } from './public-entry-paths.ts';
import { PageLoader, RoutePage } from './route-page.tsx';
import { parentsOf, routeTable } from './route-table.ts';

const toDashboard = <Navigate replace to="/app/dashboard" />;

/** One route of the table, guarded; its breadcrumb parents go down to the page header with it. */
const routed = (route: AppRoute) => ({
  path: route.path,
  element: <RoutePage route={route} parents={parentsOf(route)} />,
});

// The signed-in frame is its own chunk, and the signed-in screens' texts another: the sign-in page downloads
// neither the sidebar, menus and icons nor the texts of screens it does not show.
const AppLayout = lazy(async () => {
  const [frame] = await Promise.all([import('./layout/app-layout.tsx'), loadAppTexts()]);
  return { default: frame.AppLayout };
});

/**
 * A page of the light public entry opened from inside the app (sign-out, a guard's redirect): the page loads again,
 * so the light entry shows it. The history entry, and the navigation state the sign-in page reads, stay.
 */
function LightEntryPage() {
  useEffect(() => window.location.reload(), []);
  return <PageLoader />;
}

const routes: RouteObject[] = [
  { path: '/', element: toDashboard },
  ...publicEntryPaths.map((path) => ({ path, element: <LightEntryPage /> })),
  {
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    children: routeTable.filter(isPublicRoute).map(routed),
  },
  {
    path: '/app',
    element: (
      <Suspense fallback={<PageLoader />}>
        <AppLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: toDashboard },
      ...routeTable.filter((route) => !isPublicRoute(route)).map(routed),
      { path: '*', element: toDashboard },
    ],
  },
  { path: '*', element: toDashboard },
];

// Declarative routing (`useRoutes` under a `BrowserRouter`): the pages load no data through the router, so the
// data router's code stays out of the first download.
export function AppRoutes() {
  return useRoutes(routes);
}
