import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { useLocation } from 'react-router';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useSession } from '../../lib/session/session-query.ts';
import { decideAccess, type TAccessDecision } from './guards.ts';
import type { TAppRoute } from './route-table.ts';

/** The guard's decision for a route at the current location, plus the session behind it. */
export function useAccess(route: TAppRoute) {
  const location = useLocation();
  const sessionQuery = useSession();
  const { data: flags } = useFeatureFlags();
  const decision: TAccessDecision = decideAccess({
    route,
    session: sessionQuery.data,
    flags: flags ?? DEFAULT_FEATURE_FLAGS,
    location,
  });
  // The session could not be loaded at all (server down): say so instead of spinning forever.
  const isSessionUnavailable =
    sessionQuery.isError && sessionQuery.data === undefined && route.kind !== 'public';
  return { decision, session: sessionQuery.data, isSessionUnavailable, retrySession: sessionQuery.refetch };
}
