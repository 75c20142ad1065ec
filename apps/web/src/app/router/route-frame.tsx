import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { SessionUnavailable } from '../layouts/session-unavailable.tsx';
import { AppShellLayout, NotFoundPage } from './lazy-pages.ts';
import { NOT_FOUND_ROUTE, PAGE_ROUTES, type TPageRoute } from './route-table.ts';
import { useAccess } from './use-access.ts';

const MATCHABLE = PAGE_ROUTES.map((route) => ({ id: route.id, path: route.path }));

/** The route definition for a location, or the not-found route. */
function findPageRoute(location: { pathname: string }): TPageRoute {
  const id = matchRoutes(MATCHABLE, location)?.at(-1)?.route.id;
  return PAGE_ROUTES.find((route) => route.id === id) ?? NOT_FOUND_ROUTE;
}

/**
 * The one layout route around every page: it runs the guard for the matched route, then shows
 * the page inside the app shell (signed-in pages) or the public layout (sign-in, registration ...).
 * Being one element for all pages, the shell stays mounted while the user moves between pages.
 */
export function RouteFrame() {
  const location = useLocation();
  const route = findPageRoute(location);
  const { decision, session, isSessionUnavailable, retrySession } = useAccess(route);

  if (isSessionUnavailable) return <SessionUnavailable onRetry={() => void retrySession()} />;
  if (decision.kind === 'loading') return <LoadingView isFullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;

  const isInShell = route.kind !== 'public' || (route.usesShellWhenSignedIn === true && Boolean(session));
  if (route.usesShellWhenSignedIn && session === undefined) return <LoadingView isFullScreen />;
  const content =
    decision.kind === 'not-found' ? (
      <Suspense fallback={<LoadingView />}>
        <NotFoundPage />
      </Suspense>
    ) : (
      <Suspense fallback={<LoadingView />}>
        <Outlet />
      </Suspense>
    );

  if (route.kind !== 'public' && route.isBare?.(new URLSearchParams(location.search)))
    return (
      <Box component="main" id="main-content" p={{ base: 'md', lg: 'xl' }}>
        {content}
      </Box>
    );
  if (!isInShell)
    return <PublicLayout hasBrandHeader={route.usesShellWhenSignedIn === true}>{content}</PublicLayout>;
  return (
    <Suspense fallback={<LoadingView isFullScreen />}>
      <AppShellLayout>{content}</AppShellLayout>
    </Suspense>
  );
}
