import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { type AppRoute, isPublicRoute } from './app-route.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import { PageLoader, RoutePage } from './route-page.tsx';
import { parentsOf, routeTable } from './route-table.ts';

const toDashboard = <Navigate replace to="/app/dashboard" />;

/** One route of the table, guarded; its breadcrumb parents go down to the page header with it. */
const routed = (route: AppRoute) => ({
  path: route.path,
  element: <RoutePage route={route} parents={parentsOf(route)} />,
});

// The signed-in frame is its own chunk: the sign-in page does not download the sidebar, menus and icons.
const AppLayout = lazy(() => import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })));

const routes: RouteObject[] = [
  { path: '/', element: toDashboard },
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
