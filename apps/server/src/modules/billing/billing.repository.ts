import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import {
  billingInvoices,
  billingPaymentMethods,
  billingSubscriptions,
  orgs,
  people,
} from '../../db/schema/index.ts';
import { holdsLicenseSql } from '../orgs/index.ts';

export type TSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type TPaymentMethodRow = typeof billingPaymentMethods.$inferSelect;
export type TInvoiceRow = typeof billingInvoices.$inferSelect;
type TSubscriptionFields = Partial<Omit<TSubscriptionRow, 'orgId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** The organisation's subscription row, or undefined before billing first touched it (status None). */
export async function findSubscription(db: TDbOrTx, orgId: string): Promise<TSubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orgId, orgId));
  return row;
}

/**
 * Writes the subscription's fields, making the row when there is none; bumps `version`. Only when
 * the row still has the version read (`expected`, undefined for "no row yet"); else undefined.
 */
export async function saveSubscription(
  tx: TDbOrTx,
  orgId: string,
  expected: number | undefined,
  fields: TSubscriptionFields,
): Promise<TSubscriptionRow | undefined> {
  const now = new Date();
  if (expected === undefined) {
    const [made] = await tx
      .insert(billingSubscriptions)
      .values({ orgId, ...fields, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return made;
  }
  const [row] = await tx
    .update(billingSubscriptions)
    .set({ ...fields, version: sql`${billingSubscriptions.version} + 1`, updatedAt: now })
    .where(and(eq(billingSubscriptions.orgId, orgId), eq(billingSubscriptions.version, expected)))
    .returning();
  return row;
}

/** How many people of the organisation hold a paid licence now (the one rule, `holdsLicenseSql`). */
export async function countPaidPeople(db: TDbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(people)
    .where(and(eq(people.orgId, orgId), holdsLicenseSql));
  return row?.n ?? 0;
}

/** The Owner and the people granted `Update|Billing` (never a Free Observer): who reads invoices. */
export async function billingManagerIds(db: TDbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .innerJoin(orgs, eq(orgs.id, people.orgId))
    .where(
      and(
        eq(people.orgId, orgId),
        or(
          eq(people.role, 'Owner'),
          eq(orgs.ownerPersonId, people.id),
          and(eq(people.hasBillingPermission, true), ne(people.role, 'Observer')),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** The email of the organisation's Owner (invoices go there until someone sets another). */
export async function ownerEmail(db: TDbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ email: people.email })
    .from(orgs)
    .innerJoin(people, eq(people.id, orgs.ownerPersonId))
    .where(eq(orgs.id, orgId));
  return row?.email ?? '';
}

/** The organisation's cards, the primary first, then oldest first. */
export async function listPaymentMethods(db: TDbOrTx, orgId: string): Promise<TPaymentMethodRow[]> {
  return db
    .select()
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.orgId, orgId))
    .orderBy(
      desc(billingPaymentMethods.isPrimary),
      billingPaymentMethods.createdAt,
      billingPaymentMethods.id,
    );
}

/** One card of the organisation, or undefined (another organisation's too). */
export async function findPaymentMethod(db: TDbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.id, id)));
  return row;
}

/** The organisation's primary card, or undefined. */
export async function findPrimaryPaymentMethod(db: TDbOrTx, orgId: string) {
  const [row] = await db
    .select()
    .from(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.isPrimary, true)));
  return row;
}

/** Adds a card. */
export async function insertPaymentMethod(tx: TDbOrTx, values: typeof billingPaymentMethods.$inferInsert) {
  const [row] = await tx.insert(billingPaymentMethods).values(values).returning();
  return row;
}

/** Makes one card primary: the others stop being so first (one primary per organisation). */
export async function setPrimaryPaymentMethod(tx: TDbOrTx, orgId: string, id: string | null): Promise<void> {
  await tx
    .update(billingPaymentMethods)
    .set({ isPrimary: false })
    .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.isPrimary, true)));
  if (id)
    await tx
      .update(billingPaymentMethods)
      .set({ isPrimary: true })
      .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.id, id)));
}

/** Changes a card's billing address. */
export async function updatePaymentAddress(
  tx: TDbOrTx,
  orgId: string,
  id: string,
  address: TPaymentMethodRow['address'],
) {
  const [row] = await tx
    .update(billingPaymentMethods)
    .set({ address })
    .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.id, id)))
    .returning();
  return row;
}

/** Removes a card; true when there was one. */
export async function deletePaymentMethod(tx: TDbOrTx, orgId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.orgId, orgId), eq(billingPaymentMethods.id, id)))
    .returning({ id: billingPaymentMethods.id });
  return rows.length > 0;
}

/** Records an invoice. */
export async function insertInvoice(tx: TDbOrTx, values: typeof billingInvoices.$inferInsert) {
  const [row] = await tx.insert(billingInvoices).values(values).returning();
  return row;
}

/** The invoice a charge's key already made, or undefined. */
export async function findInvoiceByKey(db: TDbOrTx, orgId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.orgId, orgId), eq(billingInvoices.idempotencyKey, idempotencyKey)));
  return row;
}

/** The organisation's invoices with these ids (all of them when `ids` is undefined), newest first. */
export async function listInvoices(db: TDbOrTx, orgId: string, ids: string[] | undefined) {
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.orgId, orgId), ids ? inArray(billingInvoices.id, ids) : undefined))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
}
