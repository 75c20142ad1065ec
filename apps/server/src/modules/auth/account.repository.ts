import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { accounts, orgs, people, sessions, users } from '../../db/schema/index.ts';

/** The people a login account is, one per organisation, oldest membership first. */
export async function findAccountPeople(db: TDbOrTx, userId: string) {
  return db
    .select({
      id: people.id,
      orgId: orgs.id,
      orgName: orgs.name,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email,
      role: people.role,
      freeDomains: orgs.freeDomains,
    })
    .from(people)
    .innerJoin(orgs, eq(orgs.id, people.orgId))
    .where(eq(people.userId, userId))
    .orderBy(asc(people.createdAt));
}

/**
 * How an account signs in: its email and whether it is verified, its sign-in methods (the
 * providers it has: `credential` is email and password), how many sessions are live and when
 * the newest began. Never a password hash or a token.
 */
export async function findLoginInfo(db: TDbOrTx, userId: string) {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const providers = await db
    .selectDistinct({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const [live] = await db
    .select({ sessions: count(), lastSignInAt: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return {
    userId,
    email: user.email,
    emailVerified: user.emailVerified,
    signInMethods: providers.map((row) => row.providerId).sort(),
    activeSessions: live?.sessions ?? 0,
    lastSignInAt: live?.lastSignInAt ? new Date(live.lastSignInAt).toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
