import { WEBHOOK_LIMITS } from '@cairn/domain/integrations/webhooks.constants';
import type { TConfig } from '../../config.ts';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { insertJob } from '../jobs/index.ts';
import type { TMailer } from '../mail/index.ts';
import { WEBHOOK_JOB } from './webhook-fanout.ts';
import { webhookDisabledMail } from './webhook-mails.ts';
import { sendWebhook, type TAttemptOutcome } from './webhook-sender.ts';
import {
  findDeliveryWithWebhook,
  findOwnerContact,
  setWebhookHealth,
  type TDeliveryRow,
  type TWebhookRow,
  updateDelivery,
} from './webhooks.repository.ts';

export type TWebhookDeliveryDeps = { db: TDb; config: TConfig; mailer: TMailer };

/** `scheduled`: an attempt of the retry schedule; `once`: a Test or a Resend, answered at once and never retried. */
export type TAttemptMode = 'scheduled' | 'once';

/**
 * Attempts of webhook deliveries. The HTTP call runs outside any transaction (a slow receiver
 * never holds the database); its outcome is written in one transaction with what follows from it:
 * the next retry's job, the endpoint's failure run, and, after 3 days of failures, turning the
 * endpoint off with a mail to the Owner.
 */
export function createWebhookDelivery(deps: TWebhookDeliveryDeps) {
  const { db, config, mailer } = deps;

  /** The delivery's state after an attempt, and when to try again. */
  function nextState(delivery: TDeliveryRow, outcome: TAttemptOutcome, mode: TAttemptMode, now: Date) {
    const attempts = delivery.attempts + 1;
    if (outcome.isSuccess) return { attempts, status: 'succeeded' as const, nextAttemptAt: null };
    // A Resend that fails leaves a delivery's own schedule running.
    const isScheduled =
      delivery.nextAttemptAt && (delivery.status === 'pending' || delivery.status === 'retrying');
    if (mode === 'once' && isScheduled) {
      return { attempts, status: delivery.status, nextAttemptAt: delivery.nextAttemptAt };
    }
    const delay = mode === 'scheduled' ? WEBHOOK_LIMITS.retryDelaysMs[attempts - 1] : undefined;
    if (delay === undefined) return { attempts, status: 'failed' as const, nextAttemptAt: null };
    return { attempts, status: 'retrying' as const, nextAttemptAt: new Date(now.getTime() + delay) };
  }

  /** Records the outcome on the endpoint: a success ends a failure run; 3 days of failures turn it off. */
  async function recordHealth(tx: TDbOrTx, webhook: TWebhookRow, isSuccess: boolean, now: Date) {
    if (isSuccess) {
      if (webhook.failingSince) await setWebhookHealth(tx, webhook.id, { failingSince: null });
      return;
    }
    const failingSince = webhook.failingSince ?? now;
    const isDue = now.getTime() - failingSince.getTime() >= WEBHOOK_LIMITS.disableAfterFailingMs;
    if (!isDue || !webhook.isEnabled) {
      if (!webhook.failingSince) await setWebhookHealth(tx, webhook.id, { failingSince });
      return;
    }
    await setWebhookHealth(tx, webhook.id, {
      failingSince,
      isEnabled: false,
      disabledReason: `Every delivery failed since ${failingSince.toISOString()}.`,
    });
    await tx.insert(events).values({
      orgId: webhook.orgId,
      actorUserId: null,
      entityType: 'webhook',
      entityId: webhook.id,
      action: 'disabled',
      data: { failingSince: failingSince.toISOString() },
      isSystem: true,
    });
    const owner = await findOwnerContact(tx, webhook.orgId);
    if (owner)
      await mailer.send(webhookDisabledMail(owner.email, owner.orgName, webhook, config.appUrl), { tx });
  }

  return {
    /**
     * Makes one attempt of a delivery at `now` and answers the delivery as it then stands (null
     * when it or its webhook is gone). A scheduled attempt of a finished delivery, or of a turned
     * off endpoint, sends nothing.
     */
    async attempt(deliveryId: string, now: Date, mode: TAttemptMode): Promise<TDeliveryRow | null> {
      const found = await findDeliveryWithWebhook(db, deliveryId);
      if (!found) return null;
      const { delivery, webhook } = found;
      if (mode === 'scheduled' && (delivery.status === 'succeeded' || delivery.status === 'failed'))
        return delivery;
      if (mode === 'scheduled' && !webhook.isEnabled) {
        return updateDelivery(db, delivery.id, {
          status: 'failed',
          nextAttemptAt: null,
          error: 'The webhook is turned off.',
        });
      }
      const outcome = await sendWebhook(
        { url: webhook.url, secret: webhook.secret, messageId: delivery.messageId, body: delivery.body },
        { allowPrivate: config.webhookAllowPrivate, now },
      );
      const state = nextState(delivery, outcome, mode, now);
      return db.transaction(async (tx) => {
        const saved = await updateDelivery(tx, delivery.id, {
          ...state,
          lastAttemptAt: now,
          responseStatus: outcome.responseStatus,
          responseBody: outcome.responseBody,
          error: outcome.error,
        });
        if (state.nextAttemptAt) {
          await insertJob(tx, { kind: WEBHOOK_JOB, payload: { deliveryId }, runAt: state.nextAttemptAt });
        }
        if (!delivery.isTest) await recordHealth(tx, webhook, outcome.isSuccess, now);
        return saved;
      });
    },
  };
}

export type TWebhookDelivery = ReturnType<typeof createWebhookDelivery>;
