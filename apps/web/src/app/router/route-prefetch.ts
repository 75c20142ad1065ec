import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { sessionQueryOptions } from '../../lib/session/session-query.ts';
import { AppShellLayout, type TPreloadablePage } from './lazy-pages.ts';
import { PAGE_ROUTES, type TPageRoute } from './route-table.ts';

const MATCHABLE = PAGE_ROUTES.map((route) => ({ id: route.id, path: route.path }));

const preload = (page: TPageRoute['page']) => (page as Partial<TPreloadablePage>).preload?.();

/**
 * Starts what a page needs as soon as its address is known, all at once rather than one after
 * the other: the page's chunk, the app shell's chunk for signed-in pages, and, once the session
 * says someone is signed in to an organisation, the organisation's people and the page's own
 * first calls (`prefetch` in the route table). The page later asks for the same query keys and
 * finds them answered or on their way. Nothing is prefetched for someone signed out. Settles
 * once the chunks are loaded and the calls started (tests wait for it; the app does not).
 */
export function prefetchRoute(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const match = matchRoutes(MATCHABLE, { pathname })?.at(-1);
  const route = PAGE_ROUTES.find((candidate) => candidate.id === match?.route.id);
  if (!route || !match) return Promise.resolve();
  const chunk = preload(route.page);
  if (route.kind === 'public') return Promise.allSettled([chunk]);
  // The prefetch code loads beside the session call (the first page's JavaScript holds no API
  // calls); if it cannot load, each page asks for its data itself.
  const people = import('../../components/person-picker/people-query.ts').catch(() => undefined);
  const prefetcher = route.prefetch?.().catch(() => undefined);
  const calls = queryClient.fetchQuery(sessionQueryOptions).then(async (session) => {
    if (!session?.orgId) return;
    const [peopleQuery, prefetch] = await Promise.all([people, prefetcher]);
    if (peopleQuery) void queryClient.prefetchQuery(peopleQuery.orgPeopleQueryOptions(session.orgId));
    prefetch?.({ params: match.params, session, queryClient });
  });
  return Promise.allSettled([chunk, AppShellLayout.preload(), calls]);
}
