import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

/** The user with this (lower-cased) email, or undefined. */
export async function findUserByEmail(db: TDbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/**
 * The account of a verified registration: the user (verified) and its credential account with
 * the registration's password hash, as better-auth would have made them.
 */
export async function createVerifiedUser(
  db: TDbOrTx,
  fields: { id: string; email: string; firstName: string; lastName: string; passwordHash: string },
) {
  const { id, email, firstName, lastName, passwordHash } = fields;
  const [user] = await db
    .insert(users)
    .values({ id, name: `${firstName} ${lastName}`, email, emailVerified: true, firstName, lastName })
    .returning();
  await db
    .insert(accounts)
    .values({ accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return user;
}

/** Removes a user row that was never verified (its accounts and sessions go with it). */
export async function deleteUnverifiedUser(db: TDbOrTx, userId: string) {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/** The stored password hash of the user's credential account. */
export async function findPasswordHash(db: TDbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? undefined;
}

/** Replaces the credential account's password hash. */
export async function setPasswordHash(db: TDbOrTx, userId: string, hash: string) {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}
