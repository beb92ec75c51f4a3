import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess, loginRedirect, noPermissionRedirect } from './access.ts';
import type { AppRoute } from './app-route.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { CurrentRouteContext } from './current-route.ts';
import { applyCultureQuery } from './i18n.ts';
import { findRoute } from './route-table.ts';
import { useSession } from './session.ts';

// A page chunk that has not arrived after 120 s is reported as a loading error (spec 000 §8).
const chunkTimeoutMs = 120_000;

const lazyPages = new Map<string, ComponentType>();

// The notice of unbuilt routes is a chunk of its own: the sign-in page does not download it.
const ComingSoonPage = lazy(() =>
  import('../features/common/public.ts').then((m) => ({ default: m.ComingSoonPage })),
);

function lazyPage(route: AppRoute & { page: NonNullable<AppRoute['page']> }): ComponentType {
  let page = lazyPages.get(route.path);
  if (!page) {
    page = lazy(async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('chunk load timeout')), chunkTimeoutMs);
      });
      try {
        return { default: await Promise.race([route.page(), timeout]) };
      } finally {
        clearTimeout(timer);
      }
    });
    lazyPages.set(route.path, page);
  }
  return page;
}

export function PageLoader() {
  return (
    <Center h="40vh">
      <Loader aria-label="loading" />
    </Center>
  );
}

/** Guards one route, then shows its page (or the 'coming soon' notice for a route not built yet). */
export function RoutePage({ route, parents }: { route: AppRoute; parents: AppRoute[] }) {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  const decision = decideAccess(route.access, isSignedIn, user);
  const cultureQuery = route.acceptsCultureQuery ? new URLSearchParams(location.search).get('culture') : null;
  useEffect(() => {
    if (cultureQuery) applyCultureQuery(cultureQuery);
  }, [cultureQuery]);
  const Page = useMemo(() => (route.page ? lazyPage({ ...route, page: route.page }) : null), [route]);
  const current = useMemo(() => ({ route, parents, findRoute }), [route, parents]);

  if (decision === 'signIn')
    return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;
  if (decision === 'noPermission') return <Navigate replace to={noPermissionRedirect} />;
  return (
    <CurrentRouteContext value={current}>
      {Page ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <ComingSoonPage />
        </Suspense>
      )}
    </CurrentRouteContext>
  );
}
