import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import { sessionQueryOptions } from '../../lib/session/session-query.ts';
import { AppShellLayout, type TPreloadablePage } from './lazy-pages.ts';
import { PAGE_ROUTES, type TPageRoute } from './route-table.ts';

const MATCHABLE = PAGE_ROUTES.map((route) => ({ id: route.id, path: route.path }));

const preload = (page: TPageRoute['page']) => (page as Partial<TPreloadablePage>).preload?.();

/** The route of a page path, with its parameters; undefined for no page (a modal route, an unknown path). */
function pageRouteOf(pathname: string) {
  const match = matchRoutes(MATCHABLE, { pathname })?.at(-1);
  const route = PAGE_ROUTES.find((candidate) => candidate.id === match?.route.id);
  return route && match ? { route, params: match.params } : undefined;
}

/** The page's chunk, the shell's for a signed-in page, and the code of its first calls. */
function preloadCodeOf(route: TPageRoute) {
  const page = preload(route.page);
  if (route.kind === 'public') return { chunks: Promise.allSettled([page]) };
  // If the prefetch code cannot load, each page asks for its data itself.
  const prefetcher = route.prefetch?.().catch(() => undefined);
  return { chunks: Promise.allSettled([page, AppShellLayout.preload()]), prefetcher };
}

/**
/**
 * Starts what a page needs as soon as its address is known: its code (`preloadCodeOf`) and,
 * once the session says someone is signed in to an organisation, the organisation's people and
 * the page's own first calls (`prefetch` in the route table). The page later asks for the same
 * query keys and finds them answered or on their way. Nothing is prefetched for someone signed
 * out. Settles once the chunks are loaded and the calls started (tests wait for it; the app does
 * not).
 */
export function prefetchRoute(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const found = pageRouteOf(pathname);
  if (!found) return Promise.resolve();
  const { chunks, prefetcher } = preloadCodeOf(found.route);
  if (found.route.kind === 'public') return chunks;
  // The people query's code loads beside the session call (the first page's JavaScript holds no
  // API calls).
  const people = import('../../components/person-picker/people-query.ts').catch(() => undefined);
  const calls = queryClient.fetchQuery(sessionQueryOptions).then(async (session) => {
    if (!session?.orgId) return;
    const [peopleQuery, prefetch] = await Promise.all([people, prefetcher]);
    if (peopleQuery) void queryClient.prefetchQuery(peopleQuery.orgPeopleQueryOptions(session.orgId));
    prefetch?.({ params: found.params, session, queryClient });
  });
  return Promise.allSettled([chunks, calls]);
}

/**
 * Starts the page's chunk and first calls on every navigation: from outside the maintenance gate,
 * so they load beside the feature flags and the instance instead of after them. The first page's
 * were started before the app rendered (start-first-calls.ts); asked again, they are found
 * loaded, answered or on their way.
 */
export function usePrefetchRoute(pathname: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void prefetchRoute(pathname, queryClient);
  }, [pathname, queryClient]);
}
