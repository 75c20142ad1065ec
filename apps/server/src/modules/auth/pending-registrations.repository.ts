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

/**
 * Takes the live registration this code was mailed for out of the table and answers it (one
 * verification per code, even when two arrive at once); undefined when no live one matches.
 */
export async function consumePendingRegistration(db: TDbOrTx, email: string, codeHash: string, now: Date) {
  const [row] = await db
    .delete(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.email, email),
        eq(pendingRegistrations.codeHash, codeHash),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Gives a registration a new code (and a fresh validity), sent to the client that asked. */
export async function renewPendingCode(
  db: TDbOrTx,
  id: string,
  fields: { codeHash: string; expiresAt: Date; client: string },
) {
  await db.update(pendingRegistrations).set(fields).where(eq(pendingRegistrations.id, id));
}

/** Drops every registration of the address: one was verified, the others hold nothing. */
export async function deletePendingRegistrations(db: TDbOrTx, email: string) {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}
