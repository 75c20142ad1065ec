import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgs, people, sessionContexts, sessions, users } from '../../db/schema/index.ts';

/** A live session (not expired) by its token, or undefined. */
export async function findActiveSession(db: TDbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** The user's memberships: one row per organisation, oldest first. */
export async function findMemberships(db: TDbOrTx, userId: string) {
  return db
    .select({
      personId: people.id,
      role: people.role,
      orgId: orgs.id,
      orgName: orgs.name,
      themeColor: orgs.themeColor,
      requireTwoFactor: orgs.requireTwoFactor,
    })
    .from(people)
    .innerJoin(orgs, eq(orgs.id, people.orgId))
    .where(eq(people.userId, userId))
    .orderBy(asc(people.createdAt));
}

/** The user row, or undefined. */
export async function findUser(db: TDbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Points the session at an organisation. */
export async function setSessionOrg(db: TDbOrTx, sessionId: string, orgId: string | null) {
  await db
    .update(sessions)
    .set({ activeOrgId: orgId, updatedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

/** Sets one tab's organisation (its session context), leaving the session's and other tabs' as they are. */
export async function setTabOrg(db: TDbOrTx, sessionId: string, contextId: string, orgId: string) {
  const updatedAt = new Date();
  await db
    .insert(sessionContexts)
    .values({ sessionId, contextId, activeOrgId: orgId, updatedAt })
    .onConflictDoUpdate({
      target: [sessionContexts.sessionId, sessionContexts.contextId],
      set: { activeOrgId: orgId, updatedAt },
    });
}

/** Moves the expiry forward (sliding sessions). */
export async function extendSession(db: TDbOrTx, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, updatedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends one of the user's sessions; true when it existed. */
export async function deleteSession(db: TDbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends the session with this token (a sign-in that must still give its two-factor code). */
export async function deleteSessionByToken(db: TDbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Ends every session of the user except the given one; answers the ended ids. */
export async function deleteOtherSessions(db: TDbOrTx, userId: string, keepSessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}

/** Ends every session of the user (after a password reset); answers the ended ids. */
export async function deleteAllSessions(db: TDbOrTx, userId: string) {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}

/** Notes where a new session signs in from: the client address and user agent (the sessions list). */
export async function recordSessionClient(
  db: TDbOrTx,
  token: string,
  client: { ipAddress: string; userAgent: string | null; viaSso?: boolean },
) {
  await db
    .update(sessions)
    .set({
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      lastSeenAt: new Date(),
      ...(client.viaSso ? { viaSso: true } : {}),
    })
    .where(eq(sessions.token, token));
}

/** The session was used now, from this address (written at most once a minute by the resolver). */
export async function touchSession(db: TDbOrTx, sessionId: string, lastSeenAt: Date, ipAddress: string) {
  await db.update(sessions).set({ lastSeenAt, ipAddress }).where(eq(sessions.id, sessionId));
}

/** The user's live sessions, most recently seen first (never their tokens). */
export async function findUserSessions(db: TDbOrTx, userId: string) {
  return db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(sql`${sessions.lastSeenAt} desc nulls last`, desc(sessions.createdAt));
}
