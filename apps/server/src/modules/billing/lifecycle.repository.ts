import { and, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { billingInvoices, billingSubscriptions, orgs, people, users } from '../../db/schema/index.ts';
import { billingManagerIds } from './billing.repository.ts';

/** Statuses the lifecycle jobs look at (the rest wait for a person to act). */
const MOVING = ['Trial', 'Active', 'PendingCancellation'] as const;

/** The subscriptions a lifecycle step may be due for: trials, paid periods, cancellations. */
export function listMovingSubscriptions(db: TDbOrTx) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(inArray(billingSubscriptions.status, [...MOVING]));
}

/** How many renewal charges of the period that starts at `periodStart` failed (the dunning attempts so far). */
export async function countFailedRenewals(db: TDbOrTx, orgId: string, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.orgId, orgId),
        eq(billingInvoices.status, 'Failed'),
        eq(billingInvoices.periodStart, periodStart),
      ),
    );
  return row?.n ?? 0;
}

/** Who billing mails go to: the Owner and the people with `Update|Billing`, with their language. */
export async function billingManagerContacts(db: TDbOrTx, orgId: string) {
  const ids = await billingManagerIds(db, orgId);
  if (ids.length === 0) return [];
  return db
    .select({ email: people.email, locale: users.userLocale, orgName: orgs.name })
    .from(people)
    .innerJoin(orgs, eq(orgs.id, people.orgId))
    .leftJoin(users, eq(users.id, people.userId))
    .where(inArray(people.id, ids));
}

/**
 * 001 §4: when a cancellation takes effect everyone but the Owner becomes a Free Observer (which
 * also takes billing away). Answers who changed, with their role before.
 */
export async function makeFreeObservers(tx: TDbOrTx, orgId: string) {
  const [org] = await tx.select({ ownerPersonId: orgs.ownerPersonId }).from(orgs).where(eq(orgs.id, orgId));
  const keep = org?.ownerPersonId ? [org.ownerPersonId] : [];
  const before = await tx
    .select({ id: people.id, role: people.role })
    .from(people)
    .where(
      and(
        eq(people.orgId, orgId),
        ne(people.role, 'Owner'),
        or(ne(people.role, 'Observer'), eq(people.hasBillingPermission, true)),
        keep.length ? notInArray(people.id, keep) : isNotNull(people.id),
      ),
    );
  if (before.length === 0) return [];
  await tx
    .update(people)
    .set({
      role: 'Observer',
      hasBillingPermission: false,
      version: sql`${people.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(people.orgId, orgId),
        inArray(
          people.id,
          before.map((person) => person.id),
        ),
      ),
    );
  return before;
}
