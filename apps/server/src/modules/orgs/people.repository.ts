import type { TRole } from '@cairn/domain/permissions/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { people, users } from '../../db/schema/index.ts';

export type TPersonRow = typeof people.$inferSelect;
export type TNewPerson = {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  role: TRole;
  hasAccepted: boolean;
  /** `/api/v2/avatar/...`: the account's own, or one the inviter chose (001 §3 member invite). */
  avatarUrl?: string | null;
};

/** Drizzle queries on people; every one is scoped by the organisation id. */
export function createPeopleRepository(db: TDb) {
  return {
    /** The organisation's people by last then first name; `ids` narrows them. */
    async list(orgId: string, ids: string[] | undefined, tx: TDbOrTx = db): Promise<TPersonRow[]> {
      if (ids && ids.length === 0) return [];
      return tx
        .select()
        .from(people)
        .where(and(eq(people.orgId, orgId), ids ? inArray(people.id, ids) : undefined))
        .orderBy(asc(people.lastName), asc(people.firstName), asc(people.createdAt));
    },

    /** One person of the organisation, or undefined (also for another organisation's person). */
    async find(orgId: string, personId: string, tx: TDbOrTx = db): Promise<TPersonRow | undefined> {
      const [row] = await tx
        .select()
        .from(people)
        .where(and(eq(people.orgId, orgId), eq(people.id, personId)))
        .limit(1);
      return row;
    },

    /** The organisation's person with this (lower-cased) email, or undefined. */
    async findByEmail(orgId: string, email: string, tx: TDbOrTx = db): Promise<TPersonRow | undefined> {
      const [row] = await tx
        .select()
        .from(people)
        .where(and(eq(people.orgId, orgId), eq(people.email, email.toLowerCase())))
        .limit(1);
      return row;
    },

    /** Adds a person to the organisation. */
    async insert(orgId: string, values: TNewPerson, tx: TDbOrTx = db): Promise<TPersonRow> {
      const [row] = await tx
        .insert(people)
        .values({ ...values, orgId, email: values.email.toLowerCase() })
        .returning();
      return row;
    },

    /** Sets the role when `version` (if given) is current; undefined when stale or absent. */
    async setRole(
      orgId: string,
      personId: string,
      role: TRole,
      version: number | undefined,
      tx: TDbOrTx = db,
    ): Promise<TPersonRow | undefined> {
      const [row] = await tx
        .update(people)
        .set({
          role,
          // Billing is for paid people: a downgrade to Free Observer revokes it (002 §4, §142).
          ...(role === 'Observer' ? { hasBillingPermission: false } : {}),
          version: sql`${people.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(people.orgId, orgId),
            eq(people.id, personId),
            version === undefined ? undefined : eq(people.version, version),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes the person for good (people have no soft delete yet); true when it existed. */
    async remove(orgId: string, personId: string, tx: TDbOrTx = db): Promise<boolean> {
      const deleted = await tx
        .delete(people)
        .where(and(eq(people.orgId, orgId), eq(people.id, personId)))
        .returning({ id: people.id });
      return deleted.length > 0;
    },

    /** A user's names and email, to make their person (user-level, so no organisation). */
    async findUser(userId: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          twoFactorEnabled: users.twoFactorEnabled,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Clears the user's default organisation when it is this one (after they leave it). */
    async clearDefaultOrg(orgId: string, userId: string, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ defaultOrgId: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.defaultOrgId, orgId)));
    },
  };
}
