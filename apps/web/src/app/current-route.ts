import { createContext, use } from 'react';
import type { AppRoute } from './app-route.ts';

/** The page being shown: its route-table entry and its breadcrumb parents, outermost first. */
export interface CurrentRoute {
  route: AppRoute;
  parents: AppRoute[];
  /** Any route-table entry by its path, for a page that links to other screens and asks whether they are open. */
  findRoute: (path: string) => AppRoute | undefined;
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

/** Looks up any route-table entry by its path from inside a page, without the page importing the route table. */
export function useFindRoute(): (path: string) => AppRoute | undefined {
  return useCurrent().findRoute;
}
