import type { TRole } from '@cairn/domain/permissions/roles';
import { and, eq, gt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgs, people, sessions, users } from '../../db/schema/index.ts';
import { findActiveSession, isHeldToSso } from '../../modules/auth/index.ts';
import type { TScopeActor } from '../../policies/meeting-scope.ts';

/** What the hub keeps of a socket's session (`viaSso`: it signed in with single sign-on, re-read on registration). */
export type TLiveSession = { id: string; userId: string; viaSso?: boolean };

/**
 * The unexpired session behind a token, or null. A socket handshake is not a Fastify request, so
 * `app.resolveActor` does not apply; the auth module's session query does.
 */
export async function findSessionByToken(db: TDbOrTx, token: string): Promise<TLiveSession | null> {
  if (!token) return null;
  const row = await findActiveSession(db, token);
  return row ? { id: row.id, userId: row.userId } : null;
}

/** The session again by id: a registration re-checks that the socket's session is still alive. */
export async function findLiveSessionById(db: TDbOrTx, sessionId: string): Promise<TLiveSession | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, viaSso: sessions.viaSso })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * The user's person in the organisation, or null: only people of an organisation hear its room.
 * `lacksRequiredTwoFactor`: the organisation requires two-factor sign-in and the user has not
 * set it up (they are refused like its routes refuse them); `lacksRequiredSso`: the Owner requires
 * single sign-on for the user's domain and this session used a password (docs/sso.md). A single
 * sign-on session meets the two-factor requirement, as on the routes.
 */
export async function findPersonOfUser(
  db: TDbOrTx,
  orgId: string,
  userId: string,
  viaSso = false,
): Promise<{ id: string; role: TRole; lacksRequiredTwoFactor: boolean; lacksRequiredSso: boolean } | null> {
  const [row] = await db
    .select({
      id: people.id,
      role: people.role,
      requireTwoFactor: orgs.requireTwoFactor,
      ssoRequiredDomain: orgs.ssoRequiredDomain,
      twoFactorEnabled: users.twoFactorEnabled,
      email: users.email,
    })
    .from(people)
    .innerJoin(orgs, eq(orgs.id, people.orgId))
    .innerJoin(users, eq(users.id, people.userId))
    .where(and(eq(people.orgId, orgId), eq(people.userId, userId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    role: row.role,
    lacksRequiredTwoFactor: row.requireTwoFactor && !row.twoFactorEnabled && !viaSso,
    lacksRequiredSso: !viaSso && isHeldToSso(row, row.email),
  };
}

/** A person of the organisation as the meeting policy sees them, or null when absent. */
export async function findPersonActor(
  db: TDbOrTx,
  orgId: string,
  personId: string,
): Promise<TScopeActor | null> {
  const [row] = await db
    .select({ id: people.id, role: people.role })
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.id, personId)))
    .limit(1);
  return row ? { orgId, person: row } : null;
}
