import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgs, people, webhookDeliveries, webhooks } from '../../db/schema/index.ts';

export type TWebhookRow = typeof webhooks.$inferSelect;
export type TDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The organisation's webhooks, oldest first. */
export function listWebhooks(db: TDbOrTx, orgId: string): Promise<TWebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.orgId, orgId)).orderBy(webhooks.createdAt);
}

/** One webhook of the organisation, or undefined (another organisation's reads as absent). */
export async function findWebhook(db: TDbOrTx, orgId: string, id: string): Promise<TWebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.orgId, orgId), eq(webhooks.id, id)));
  return row;
}

export async function countWebhooks(db: TDbOrTx, orgId: string): Promise<number> {
  return db.$count(webhooks, eq(webhooks.orgId, orgId));
}

export async function insertWebhook(
  db: TDbOrTx,
  values: Omit<typeof webhooks.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<TWebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row;
}

/** Updates a webhook at the version read; undefined when it changed meanwhile. */
export async function updateWebhook(
  db: TDbOrTx,
  orgId: string,
  id: string,
  version: number,
  change: Partial<
    Pick<TWebhookRow, 'url' | 'description' | 'events' | 'isEnabled' | 'disabledReason' | 'failingSince'>
  >,
): Promise<TWebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...change, version: sql`${webhooks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(webhooks.orgId, orgId), eq(webhooks.id, id), eq(webhooks.version, version)))
    .returning();
  return row;
}

export async function deleteWebhook(db: TDbOrTx, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.orgId, orgId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** The enabled webhooks of the organisation, with the events each wants. */
export function enabledWebhooks(db: TDbOrTx, orgId: string) {
  return db
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.orgId, orgId), eq(webhooks.isEnabled, true)));
}

export async function insertDelivery(
  db: TDbOrTx,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'id' | 'createdAt'>,
): Promise<TDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row;
}

/** A delivery with its webhook (for an attempt), by id alone: the job carries only the id. */
export async function findDeliveryWithWebhook(db: TDbOrTx, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** A delivery of this webhook in this organisation, or undefined. */
export async function findDelivery(db: TDbOrTx, orgId: string, webhookId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  return row;
}

export async function updateDelivery(
  db: TDbOrTx,
  id: string,
  change: Partial<Omit<TDeliveryRow, 'id' | 'orgId' | 'webhookId'>>,
): Promise<TDeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set(change)
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}

/** The webhook's most recent deliveries, newest first. */
export function listDeliveries(db: TDbOrTx, orgId: string, webhookId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

/** The failure bookkeeping of an attempt, whatever the version (a person's edit keeps its own check). */
export async function setWebhookHealth(
  db: TDbOrTx,
  id: string,
  change: Pick<Partial<TWebhookRow>, 'failingSince' | 'isEnabled' | 'disabledReason'>,
): Promise<void> {
  await db.update(webhooks).set(change).where(eq(webhooks.id, id));
}

/** The Owner's address and the organisation's name, for the "turned off" mail. */
export async function findOwnerContact(db: TDbOrTx, orgId: string) {
  const [row] = await db
    .select({ email: people.email, orgName: orgs.name })
    .from(orgs)
    .innerJoin(people, eq(people.id, orgs.ownerPersonId))
    .where(eq(orgs.id, orgId));
  return row;
}
