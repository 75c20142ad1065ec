import type { TSessionScope } from '../../db/live-hub-port.ts';
import type { TSessionContext } from './session-context.repository.ts';

/** How long a session's context is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every session active in a few seconds on one node; the oldest go first. */
const MAX_ENTRIES = 10_000;
/**
 * How long an organisation is known to have none of something (an enabled webhook), or a value
 * of it is reused (its terms). Every change that could alter it invalidates it on every node
 * after its commit; the bound covers a node that missed that word (Redis down for a moment).
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
  /**
   * `${orgId} ${what}` -> what is known of the organisation and until when: `true` for none of
   * `what` (`orgNone`), else a value read from it (`orgValue`).
   */
  const orgsKnown = new Map<string, { value: unknown; until: number }>();
  let generation = 0;

  /** What is known of `what` in the organisation, while it is fresh. */
  const known = (orgId: string, what: string) => {
    const entry = orgsKnown.get(`${orgId} ${what}`);
    return entry && entry.until > now() ? entry : undefined;
  };
  /** Keeps a committed read, unless an invalidation came after `mark` (it may have read old rows). */
  const keep = (orgId: string, what: string, value: unknown, mark: number) => {
    if (mark !== generation) return;
    if (orgsKnown.size >= MAX_ENTRIES) orgsKnown.delete(orgsKnown.keys().next().value as string);
    orgsKnown.set(`${orgId} ${what}`, { value, until: now() + ORG_NONE_TTL_MS });
  };

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
      for (const key of orgsKnown.keys())
        if (scope.orgIds?.includes(key.slice(0, key.indexOf(' ')))) orgsKnown.delete(key);
    },

    /** Forgets every context (a change whose reach is not known). */
    clear() {
      generation += 1;
      entries.clear();
      orgsKnown.clear();
    },

    /**
     * What an organisation is known to have none of, so that every write need not ask again
     * (whether it has an enabled webhook: issue 38, a statement in each change). Changes that
     * shape it are session-shaping (db/run-change.ts), so they reach `invalidate` on every node.
     */
    orgNone: {
      /** The invalidation count now: a read remembered later counts only if nothing changed since. */
      mark: () => generation,
      has: (orgId: string, what: string) => known(orgId, what)?.value === true,
      /** Remembers a committed read that found none, unless an invalidation came after `mark`. */
      remember: (orgId: string, what: string, mark: number) => keep(orgId, what, true, mark),
    },

    /**
     * A value of an organisation's row that every write would otherwise read again (its terms,
     * for each notification: issue 38), kept as `orgNone` keeps an absence. What changes it is
     * session-shaping (an `org` change), so it reaches `invalidate` on every node.
     */
    orgValue: {
      mark: () => generation,
      /** The value last remembered, while fresh; undefined when it must be read. */
      get: <T>(orgId: string, what: string) => known(orgId, what)?.value as T | undefined,
      /** Remembers a committed read, unless an invalidation came after `mark`. */
      remember: <T>(orgId: string, what: string, value: T, mark: number) => keep(orgId, what, value, mark),
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
