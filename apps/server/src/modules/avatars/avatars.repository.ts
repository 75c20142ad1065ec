import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { people, userAvatars } from '../../db/schema/index.ts';
import type { TEncodedAvatar } from './avatar-image.ts';

const readers = alias(people, 'readers');

/** The user's stored avatar (hash and both images), or undefined. */
export async function findAvatar(db: TDbOrTx, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId)).limit(1);
  return row;
}

/**
 * True when the reader may see the owner's avatar: it is their own, or a person of the reader
 * and a person of the owner are in one organisation (any role, Observers too). Nobody else.
 */
export async function sharesAnOrganisation(db: TDbOrTx, readerUserId: string, ownerUserId: string) {
  if (readerUserId === ownerUserId) return true;
  const [row] = await db
    .select({ orgId: people.orgId })
    .from(people)
    .innerJoin(readers, and(eq(readers.orgId, people.orgId), eq(readers.userId, readerUserId)))
    .where(eq(people.userId, ownerUserId))
    .limit(1);
  return Boolean(row);
}

/** Stores the user's avatar, replacing the one before. */
export async function saveAvatar(tx: TDbOrTx, userId: string, avatar: TEncodedAvatar) {
  const values = { ...avatar, updatedAt: new Date() };
  await tx
    .insert(userAvatars)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAvatars.userId, set: values });
}

/** Deletes the user's avatar; true when there was one. */
export async function deleteAvatar(tx: TDbOrTx, userId: string) {
  const gone = await tx
    .delete(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .returning({ userId: userAvatars.userId });
  return gone.length > 0;
}

/** Sets the avatar URL on every person the user is; answers those people. */
export async function setPeopleAvatar(tx: TDbOrTx, userId: string, avatarUrl: string | null) {
  return tx
    .update(people)
    .set({ avatarUrl, updatedAt: new Date() })
    .where(eq(people.userId, userId))
    .returning({ id: people.id, orgId: people.orgId });
}
