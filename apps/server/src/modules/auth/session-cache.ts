import type { TSessionScope } from '../../db/live-hub-port.ts';
import type { TSessionContext } from './session-context.repository.ts';

/** How long a session's context is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every session active in a few seconds on one node; the oldest go first. */
const MAX_ENTRIES = 10_000;
/**
 * How long an organisation is known to have none of something (an enabled webhook). Every change
 * that could add one invalidates it on every node after its commit; the bound covers a node that
 * missed that word (Redis down for a moment).
 */
export const ORG_NONE_TTL_MS = 30_000;

type TEntry = { context: TSessionContext; until: number };

/**
 * Session contexts by token and tab, kept for a few seconds (ARCHITECTURE §9: the session lookup
 * is one of a request's round trips). Anything that changes what a context holds (sign-out, a
 * role, an organisation's settings) calls `invalidate` on every node right after its commit, so
 * a stale context is never used after that. A load that started before an invalidation is not
 * kept: it may have read the old rows.
 */
export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, TEntry>();
  /** `${orgId} ${what}` -> until when the organisation is known to have none of `what`. */
  const orgsWithNone = new Map<string, number>();
  let generation = 0;

  const keyOf = (token: string, contextId: string | null) => `${token}\u0000${contextId ?? ''}`;
  const concerns = (context: TSessionContext, scope: TSessionScope) =>
    scope.userIds?.includes(context.session.userId) ||
    context.memberships.some((membership) => scope.orgIds?.includes(membership.orgId));

  return {
    /** The cached context, or `load`'s (kept when it found a session and nothing changed meanwhile). */
    async get(
      token: string,
      contextId: string | null,
      load: () => Promise<TSessionContext | null>,
    ): Promise<TSessionContext | null> {
      const key = keyOf(token, contextId);
      const entry = entries.get(key);
      if (entry && entry.until > now() && entry.context.session.expiresAt.getTime() > now())
        return entry.context;
      entries.delete(key);
      const startedAt = generation;
      const context = await load();
      if (context && startedAt === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { context, until: now() + SESSION_CACHE_TTL_MS });
      }
      return context;
    },

    /** Forgets the contexts the scope concerns (on this node; the live hub tells the others). */
    invalidate(scope: TSessionScope) {
      generation += 1;
      for (const [key, entry] of entries) if (concerns(entry.context, scope)) entries.delete(key);
      for (const key of orgsWithNone.keys())
        if (scope.orgIds?.includes(key.slice(0, key.indexOf(' ')))) orgsWithNone.delete(key);
    },

    /** Forgets every context (a change whose reach is not known). */
    clear() {
      generation += 1;
      entries.clear();
      orgsWithNone.clear();
    },

    /**
     * What an organisation is known to have none of, so that every write need not ask again
     * (whether it has an enabled webhook: issue 38, a statement in each change). Changes that
     * shape it are session-shaping (db/run-change.ts), so they reach `invalidate` on every node.
     */
    orgNone: {
      /** The invalidation count now: a read remembered later counts only if nothing changed since. */
      mark: () => generation,
      has: (orgId: string, what: string) => (orgsWithNone.get(`${orgId} ${what}`) ?? 0) > now(),
      /** Remembers a committed read that found none, unless an invalidation came after `mark`. */
      remember(orgId: string, what: string, mark: number) {
        if (mark !== generation) return;
        if (orgsWithNone.size >= MAX_ENTRIES) orgsWithNone.delete(orgsWithNone.keys().next().value as string);
        orgsWithNone.set(`${orgId} ${what}`, now() + ORG_NONE_TTL_MS);
      },
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
