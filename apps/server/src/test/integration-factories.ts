import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { accessTokens, webhookDeliveries, webhooks } from '../db/schema/index.ts';
import { newAccessToken } from '../modules/access-tokens/index.ts';

/** A fixture of the isolation walk: makes a row of organisation A, and reads it back. */
type TFixture = {
  create: (app: { db: TDb }, victim: { user: { id: string }; org: { id: string } }) => Promise<string>;
  read: (app: { db: TDb }, id: string) => Promise<unknown>;
};

/** A webhook of organisation A (with one delivery in its log). */
async function buildWebhook(db: TDb, orgId: string) {
  const [webhook] = await db
    .insert(webhooks)
    .values({
      orgId,
      url: 'https://example.com/hook',
      events: ['todo.created'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    })
    .returning();
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      orgId,
      webhookId: webhook.id,
      messageId: 'msg_fixture',
      eventType: 'todo.created',
      body: '{}',
      status: 'failed',
    })
    .returning();
  return { webhook, delivery };
}

/**
 * Rows of organisation A for the isolation walk (test/isolation.test.ts) of the token and
 * webhook routes: `access-tokens/:id` takes a token of A's Owner, `webhooks/:id` a webhook of A,
 * `deliveries/:deliveryId` a delivery of A.
 */
export function integrationRowFixtures(): Record<string, TFixture> {
  const readWebhook = async (app: { db: TDb }, id: string) => ({
    webhook: (await app.db.select().from(webhooks).where(eq(webhooks.id, id)))[0],
    deliveries: await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)),
  });
  return {
    'access-tokens': {
      create: async (app, victim) => {
        const secret = newAccessToken();
        const [row] = await app.db
          .insert(accessTokens)
          .values({
            orgId: victim.org.id,
            userId: victim.user.id,
            name: 'Victim',
            tokenHash: secret.hash,
            prefix: secret.prefix,
            scopes: ['all'],
          })
          .returning();
        return row.id;
      },
      read: async (app, id) => (await app.db.select().from(accessTokens).where(eq(accessTokens.id, id)))[0],
    },
    webhooks: {
      create: async (app, victim) => (await buildWebhook(app.db, victim.org.id)).webhook.id,
      read: readWebhook,
    },
    deliveries: {
      create: async (app, victim) => (await buildWebhook(app.db, victim.org.id)).delivery.id,
      read: async (app, id) =>
        (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0],
    },
  };
}
