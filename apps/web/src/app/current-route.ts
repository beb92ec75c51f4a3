import { createContext, use } from 'react';
import type { AppRoute } from './app-route.ts';

/** The page being shown: its route-table entry and its breadcrumb parents, outermost first. */
export interface CurrentRoute {
  route: AppRoute;
  parents: AppRoute[];
}

// Filled by the router (route-page.tsx), so the layout reads the route table without importing it.
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

function useCurrent(): CurrentRoute {
  const current = use(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute outside a routed page');
  return current;
}

/** The route-table entry of the page being shown. */
export function useCurrentRoute(): AppRoute {
  return useCurrent().route;
}

/** The breadcrumb parents of the page being shown, outermost first. */
export function useCurrentRouteParents(): AppRoute[] {
  return useCurrent().parents;
}
