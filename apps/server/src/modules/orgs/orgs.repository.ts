import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { orgs, people, users } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';

export type TOrgRow = typeof orgs.$inferSelect;

/** Drizzle queries on organisations. Every read of one organisation takes its id (the tenant). */
export function createOrgsRepository(db: TDb) {
  return {
    /** Inserts a new organisation (no owner yet: the owner person needs its id first). */
    async insert(values: { name: string; timeZone?: string }, tx: TDbOrTx = db): Promise<TOrgRow> {
      const [row] = await tx.insert(orgs).values(values).returning();
      return row;
    },

    /** Points the organisation at its Owner's person; part of creation, so the version stays. */
    async setOwner(orgId: string, personId: string, tx: TDbOrTx = db): Promise<TOrgRow> {
      const [row] = await tx
        .update(orgs)
        .set({ ownerPersonId: personId })
        .where(eq(orgs.id, orgId))
        .returning();
      return row;
    },

    /** The organisation's free email domains (000 §6): its people there take no paid seat. */
    async freeDomains(orgId: string, tx: TDbOrTx = db): Promise<string[]> {
      const [row] = await tx.select({ domains: orgs.freeDomains }).from(orgs).where(eq(orgs.id, orgId));
      return row?.domains ?? [];
    },

    /** The organisation, or undefined. */
    async find(orgId: string, tx: TDbOrTx = db): Promise<TOrgRow | undefined> {
      const [row] = await tx.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
      return row;
    },

    /**
     * The organisations the user is a person of, by name; `ids` narrows them (ids of other
     * organisations simply do not match).
     */
    async listOfUser(userId: string, ids: string[] | undefined, tx: TDbOrTx = db): Promise<TOrgRow[]> {
      if (ids && ids.length === 0) return [];
      return tx
        .select(getTableColumns(orgs))
        .from(orgs)
        .innerJoin(people, and(eq(people.orgId, orgs.id), eq(people.userId, userId)))
        .where(ids ? inArray(orgs.id, ids) : undefined)
        .orderBy(asc(orgs.name), asc(orgs.createdAt));
    },

    /** Writes the settings while `version` is current (409 when stale), bumping it. */
    async update(
      orgId: string,
      version: number,
      fields: Partial<Pick<TOrgRow, 'name' | 'themeColor' | 'timeZone' | 'weekStart' | 'website' | 'phone'>>,
      tx: TDbOrTx,
    ): Promise<TOrgRow> {
      return updateVersioned(tx, orgs, { id: orgId, version }, fields);
    },

    /** Requires two-factor sign-in of every member, or stops (bumps `version`: the settings changed). */
    async setRequireTwoFactor(orgId: string, requireTwoFactor: boolean, tx: TDbOrTx): Promise<void> {
      await tx
        .update(orgs)
        .set({ requireTwoFactor, version: sql`${orgs.version} + 1`, updatedAt: new Date() })
        .where(eq(orgs.id, orgId));
    },

    /** Saves the organisation's own words (bumps `version`: the settings changed). */
    async setTerms(orgId: string, terms: TOrgTerms, tx: TDbOrTx): Promise<void> {
      await tx
        .update(orgs)
        .set({ terms, version: sql`${orgs.version} + 1`, updatedAt: new Date() })
        .where(eq(orgs.id, orgId));
    },

    /** Makes the organisation the user's default when the user has none yet. */
    async setDefaultOrgWhenUnset(userId: string, orgId: string, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ defaultOrgId: orgId, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.defaultOrgId)));
    },
  };
}
