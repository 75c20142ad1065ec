import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { pendingRegistrations } from '../../db/schema/index.ts';

export type TPendingRegistration = typeof pendingRegistrations.$inferSelect;

/** Stores a registration waiting for its code; drops the address's expired ones on the way. */
export async function insertPendingRegistration(
  db: TDbOrTx,
  row: Omit<TPendingRegistration, 'id' | 'createdAt'> & { createdAt: Date },
) {
  await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, row.email), lt(pendingRegistrations.expiresAt, row.createdAt)));
  await db.insert(pendingRegistrations).values(row);
}

/** The address's live registrations, newest first. */
export async function findPendingRegistrations(db: TDbOrTx, email: string, now: Date) {
  return db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), gt(pendingRegistrations.expiresAt, now)))
    .orderBy(desc(pendingRegistrations.createdAt));
}

/** The live registration of the address whose handle the browser holds, or undefined. */
export async function findRegistrationByHandle(db: TDbOrTx, email: string, handleHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.handleHash, handleHash),
        eq(pendingRegistrations.email, email),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether this code was mailed to the address and still lives, whichever registration asked for
 * it: reading any of the address's codes proves the mailbox.
 */
export async function isLiveCode(db: TDbOrTx, email: string, codeHash: string, now: Date) {
  const [row] = await db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.email, email),
        eq(pendingRegistrations.codeHash, codeHash),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Gives a registration a new code and a fresh validity (and, from a sign-in, a new handle). */
export async function renewPendingCode(
  db: TDbOrTx,
  id: string,
  fields: { codeHash: string; expiresAt: Date; handleHash?: string },
) {
  await db.update(pendingRegistrations).set(fields).where(eq(pendingRegistrations.id, id));
}

/** Hands a registration to another browser: the earlier handle stops working. */
export async function setRegistrationHandle(db: TDbOrTx, id: string, handleHash: string) {
  await db.update(pendingRegistrations).set({ handleHash }).where(eq(pendingRegistrations.id, id));
}

/**
 * Drops every registration of the address (one was verified, the others hold nothing) and answers
 * the ids it dropped: a registration missing from them was taken by a verification at the same moment.
 */
export async function deletePendingRegistrations(db: TDbOrTx, email: string) {
  const rows = await db
    .delete(pendingRegistrations)
    .where(eq(pendingRegistrations.email, email))
    .returning({ id: pendingRegistrations.id });
  return rows.map((row) => row.id);
}
