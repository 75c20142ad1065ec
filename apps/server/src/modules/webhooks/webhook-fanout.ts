import { randomBytes } from 'node:crypto';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeListener } from '../../db/run-change.ts';
import { readOncePerTx } from '../../db/tx-memo.ts';
import { insertJob } from '../jobs/index.ts';
import { webhookEventOf } from './webhook-events.ts';
import { enabledWebhooks, insertDelivery } from './webhooks.repository.ts';

/** The job kind that makes one attempt of one delivery (modules/jobs). */
export const WEBHOOK_JOB = 'webhook.deliver';

/** A Standard Webhooks message id: the same for every attempt, so receivers can drop repeats. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The JSON body of an event: its type, when it happened, the organisation and the ids. */
export function eventBody(type: string, orgId: string, data: Record<string, unknown>, now: Date): string {
  return JSON.stringify({ type, timestamp: now.toISOString(), data: { orgId, ...data } });
}

/** Queues one delivery and its first attempt in the caller's transaction. */
export async function queueDelivery(
  tx: TDbOrTx,
  values: { orgId: string; webhookId: string; eventType: string; body: string; runAt?: Date },
) {
  const delivery = await insertDelivery(tx, {
    orgId: values.orgId,
    webhookId: values.webhookId,
    messageId: newMessageId(),
    eventType: values.eventType,
    body: values.body,
    nextAttemptAt: values.runAt ?? new Date(),
  });
  await insertJob(tx, { kind: WEBHOOK_JOB, payload: { deliveryId: delivery.id }, runAt: values.runAt });
  return delivery;
}

/** What the fan-out remembers per organisation: that it has no enabled webhook (the session cache's `orgNone`). */
export type TOrgNone = {
  mark: () => number;
  has: (orgId: string, what: string) => boolean;
  remember: (orgId: string, what: string, mark: number) => void;
};

const ENABLED_WEBHOOKS = 'enabled-webhooks';

/**
 * The change listener (db/run-change.ts): a change that is a webhook event queues one delivery
 * per enabled webhook of its organisation that wants it, in the change's own transaction, so a
 * rolled-back change sends nothing and a committed one is never lost. Most organisations have no
 * webhook: once a committed change has found none, the node skips the read until a webhook
 * change (on any node) says otherwise, so a write costs one statement less (issue 38).
 */
export function createWebhookFanOut(orgNone: TOrgNone): TChangeListener {
  return async (tx, change, afterCommit) => {
    const event = webhookEventOf(change);
    if (!event || orgNone.has(change.orgId, ENABLED_WEBHOOKS)) return;
    const mark = orgNone.mark();
    const enabled = await readOncePerTx(tx, `webhooks:${change.orgId}`, () =>
      enabledWebhooks(tx, change.orgId),
    );
    // Remembered only once committed: a read inside a change that rolls back may not be true.
    if (enabled.length === 0) afterCommit(() => orgNone.remember(change.orgId, ENABLED_WEBHOOKS, mark));
    const targets = enabled.filter((webhook) => webhook.events.includes(event.type));
    if (targets.length === 0) return;
    const body = eventBody(event.type, change.orgId, event.data, new Date());
    for (const target of targets) {
      await queueDelivery(tx, { orgId: change.orgId, webhookId: target.id, eventType: event.type, body });
    }
  };
}
