import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgLogos, orgs, people } from '../../db/schema/index.ts';
import type { TEncodedLogo } from './org-logo-image.ts';

/** The organisation's stored logo (hash and both images), or undefined. */
export async function findLogo(db: TDbOrTx, orgId: string) {
  const [row] = await db.select().from(orgLogos).where(eq(orgLogos.orgId, orgId)).limit(1);
  return row;
}

/** True when the user is a person of the organisation (any role). */
export async function isPersonOf(db: TDbOrTx, userId: string, orgId: string) {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Stores the organisation's logo, replacing the one before. */
export async function saveLogo(tx: TDbOrTx, orgId: string, logo: TEncodedLogo) {
  const values = { ...logo, updatedAt: new Date() };
  await tx
    .insert(orgLogos)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: orgLogos.orgId, set: values });
}

/** Deletes the organisation's logo; true when there was one. */
export async function deleteLogo(tx: TDbOrTx, orgId: string) {
  const gone = await tx
    .delete(orgLogos)
    .where(eq(orgLogos.orgId, orgId))
    .returning({ orgId: orgLogos.orgId });
  return gone.length > 0;
}

/**
 * Sets the logo URL the organisation answers. Not its `version`: that guards the settings form,
 * and a logo is a call of its own.
 */
export async function setOrgLogoUrl(tx: TDbOrTx, orgId: string, logoUrl: string | null) {
  await tx.update(orgs).set({ logoUrl, updatedAt: new Date() }).where(eq(orgs.id, orgId));
}

/** The PNG copy of the organisation's logo for its PDFs, or null when it has none. */
export async function logoPngOf(db: TDbOrTx, orgId: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ imagePng: orgLogos.imagePng })
    .from(orgLogos)
    .where(eq(orgLogos.orgId, orgId))
    .limit(1);
  return row ? new Uint8Array(row.imagePng) : null;
}
