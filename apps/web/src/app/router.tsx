import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { isPublicRoute } from './app-route.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RoutePage } from './route-page.tsx';
import { routeTable } from './route-table.ts';

const toDashboard = <Navigate replace to="/app/dashboard" />;

export const router = createBrowserRouter([
  { path: '/', element: toDashboard },
  {
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    children: routeTable
      .filter(isPublicRoute)
      .map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
  },
  {
    path: '/app',
    element: <AppLayout />,
    children: [
      { index: true, element: toDashboard },
      ...routeTable
        .filter((route) => !isPublicRoute(route))
        .map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: toDashboard },
    ],
  },
  { path: '*', element: toDashboard },
]);
