import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TRole } from '@cairn/domain/permissions/roles';
import type { TRequestActor } from '../../types.ts';
import { extendSession, findActiveSession, findMemberships, findUser, type TMembership } from './sessions.repository.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token.ts';

/** Reads the session token: the bearer header for API clients, else the httpOnly cookie. */
export function readSessionToken(request: FastifyRequest): { token: string; isCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), isCookie: false };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, isCookie: true } : null;
}

/** The organisation a session works in: the chosen one, else the default, else the first. */
export function pickMembership(
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
export const resolvedDetails = new WeakMap<
  FastifyRequest,
  { user: NonNullable<Awaited<ReturnType<typeof findUser>>>; memberships: TMembership[]; expiresAt: Date }
>();

/** Resolves who a request is from; null when there is no live session. Slides the expiry daily. */
export function createActorResolver(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<TRequestActor | null> => {
    const found = readSessionToken(request);
    if (!found) return null;
    const session = await findActiveSession(app.db, found.token);
    if (!session) return null;
    const [memberships, user] = await Promise.all([findMemberships(app.db, session.userId), findUser(app.db, session.userId)]);
    if (!user) return null;
    const membership = pickMembership(memberships as TMembership[], session.activeOrgId, user.defaultOrgId);
    let expiresAt = session.expiresAt;
    if (expiresAt.getTime() - Date.now() < SESSION_TTL_MS - 24 * 60 * 60 * 1000) {
      expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await extendSession(app.db, session.id, expiresAt);
    }
    resolvedDetails.set(request, { user, memberships: memberships as TMembership[], expiresAt });
    return {
      userId: session.userId,
      sessionId: session.id,
      orgId: membership?.orgId ?? null,
      person: membership ? { id: membership.personId, role: membership.role as TRole } : null,
      isCookieSession: found.isCookie,
    };
  };
}
