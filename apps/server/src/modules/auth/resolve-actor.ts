import { SESSION_CONTEXT_HEADER, SESSION_CONTEXT_ID_PATTERN } from '@cairn/domain/account/account.constants';
import { SESSION_LAST_SEEN_INTERVAL_MS } from '@cairn/domain/account/two-factor.constants';
import { DEFAULT_TIME_ZONE, DEFAULT_WEEK_START } from '@cairn/domain/common/clock';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../http/cookie-names.ts';
import type { TRequestActor } from '../../types.ts';
import { isAccessTokenValue, resolveTokenActor } from '../access-tokens/index.ts';
import { readFeatureFlags } from '../platform/index.ts';
import {
  createSessionContextQuery,
  type TMembership,
  type TSessionContext,
} from './session-context.repository.ts';
import { SESSION_TTL_MS } from './session-token.ts';
import { extendSession, touchSession } from './sessions.repository.ts';
import { isHeldToSso } from './sso-requirement.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the session token: the bearer header for API clients, else the httpOnly cookie. */
export function readSessionToken(request: FastifyRequest): { token: string; isCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), isCookie: false };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, isCookie: true } : null;
}

/** The tab's session context id (002 §3), or null when absent or malformed. */
export function readContextId(request: FastifyRequest): string | null {
  const value = request.headers[SESSION_CONTEXT_HEADER];
  return typeof value === 'string' && SESSION_CONTEXT_ID_PATTERN.test(value) ? value : null;
}

/** The organisation a session works in: the chosen one, else the default, else the first. */
function pickMembership(
  memberships: TMembership[],
  activeOrgId: string | null,
  defaultOrgId: string | null,
): TMembership | undefined {
  return (
    memberships.find((m) => m.orgId === activeOrgId) ??
    memberships.find((m) => m.orgId === defaultOrgId) ??
    memberships[0]
  );
}

/** What the resolver loaded, kept per request so the session answer does not query again. */
export const resolvedContexts = new WeakMap<FastifyRequest, TSessionContext>();

/** Resolves who a request is from; null when there is no live session. Slides the expiry daily. */
export function createActorResolver(app: FastifyInstance) {
  let loadContext: ReturnType<typeof createSessionContextQuery> | undefined;
  return async (request: FastifyRequest): Promise<TRequestActor | null> => {
    const found = readSessionToken(request);
    if (!found) return null;
    // A personal access token is never looked up as a session, and a refused one falls back to nothing.
    if (!found.isCookie && isAccessTokenValue(found.token))
      return resolveTokenActor(app, request, found.token);
    loadContext ??= createSessionContextQuery(app.db);
    const load = loadContext;
    const contextId = readContextId(request);
    const context = await app.sessionCache.get(found.token, contextId, () => load(found.token, contextId));
    if (!context) return null;
    const { session, user, memberships } = context;
    if (session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - DAY_MS) {
      session.expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await extendSession(app.db, session.id, session.expiresAt);
    }
    // "Last seen" for the sessions list: one write a minute at most (the cached context shares it).
    const now = Date.now();
    if (!session.lastSeenAt || now - session.lastSeenAt.getTime() >= SESSION_LAST_SEEN_INTERVAL_MS) {
      session.lastSeenAt = new Date(now);
      await touchSession(app.db, session.id, session.lastSeenAt, request.ip);
    }
    resolvedContexts.set(request, context);
    const membership = pickMembership(memberships, session.activeOrgId, user.defaultOrgId);
    return {
      userId: session.userId,
      sessionId: session.id,
      orgId: membership?.orgId ?? null,
      person: membership ? { id: membership.personId, role: membership.role } : null,
      isCookieSession: found.isCookie,
      // A single sign-on session meets the requirement: the provider holds the second factor (docs/sso.md).
      lacksRequiredTwoFactor: Boolean(
        membership?.requireTwoFactor && !user.twoFactorEnabled && !session.viaSso,
      ),
      lacksRequiredSso: Boolean(
        app.config.oidc &&
          membership &&
          !session.viaSso &&
          isHeldToSso(membership, user.email) &&
          // Read only for the members it could hold: the requirement lapses while SSO is switched off.
          (await readFeatureFlags(app.db)).MicrosoftSso,
      ),
      ssoTermsPending: user.ssoTermsPending,
      userLocale: user.userLocale,
      ...(membership ? { orgTerms: membership.terms } : {}),
      clock: {
        timeZone: membership?.timeZone ?? DEFAULT_TIME_ZONE,
        weekStart: membership?.weekStart ?? DEFAULT_WEEK_START,
      },
      ...(membership ? { subscription: membership.subscription } : {}),
    };
  };
}
