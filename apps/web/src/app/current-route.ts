import { createContext, use } from 'react';
import type { AppRoute } from './app-route.ts';

export const CurrentRouteContext = createContext<AppRoute | null>(null);

/** The route-table entry of the page being shown. */
export function useCurrentRoute(): AppRoute {
  const route = use(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute outside a routed page');
  return route;
}
