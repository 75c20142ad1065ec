import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
} from '@cairn/domain/integrations/webhooks.constants';
import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import type {
  TWebhookDelivery as TDeliveryAnswer,
  TWebhook,
} from '@cairn/domain/integrations/webhooks.schemas';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { addRoute } from '../../http/add-route.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { webhookUrlProblem } from './webhook-address-guard.ts';
import type { TWebhookDelivery } from './webhook-delivery.service.ts';
import { eventBody, newMessageId } from './webhook-fanout.ts';
import {
  countWebhooks,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertDelivery,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  type TDeliveryRow,
  type TWebhookRow,
  updateWebhook,
} from './webhooks.repository.ts';

function presentWebhook(row: TWebhookRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secret: row.secret,
    isEnabled: row.isEnabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentDelivery(row: TDeliveryRow): TDeliveryAnswer {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    isTest: row.isTest,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The organisation's webhooks (issue 36 point 3), for Owners and Admins. Another organisation's
 * ids are 404. A URL is refused (422 on `url`) unless https (plain http outside production) and
 * resolving to public addresses only, unless the operator set WEBHOOK_ALLOW_PRIVATE=1.
 */
export async function registerWebhookRoutes(api: FastifyInstance, delivery: TWebhookDelivery) {
  const policy = {
    allowPrivate: api.config.webhookAllowPrivate,
    allowHttp: api.config.nodeEnv !== 'production',
  };
  const checkUrl = async (url: string) => {
    const problem = await webhookUrlProblem(url, policy);
    if (problem) throw invalidField('url', problem);
  };

  addRoute(api, E.list, async (request) => {
    const actor = orgActorOf(request);
    return ok({ webhooks: (await listWebhooks(api.db, actor.orgId)).map(presentWebhook) });
  });

  addRoute(api, E.create, async (request) => {
    const actor = orgActorOf(request);
    const body = request.body;
    await checkUrl(body.url);
    const row = await runChange(api, actor, async (tx, record) => {
      if ((await countWebhooks(tx, actor.orgId)) >= WEBHOOK_LIMITS.maxPerOrg)
        throw invalidField('url', WEBHOOK_TEXTS.tooMany);
      const created = await insertWebhook(tx, {
        orgId: actor.orgId,
        url: body.url,
        description: body.description,
        events: body.events,
        secret: newSecret(),
        createdByUserId: actor.userId,
      });
      await record({
        entityType: 'webhook',
        entityId: created.id,
        action: 'created',
        data: { url: body.url, events: body.events },
      });
      return created;
    });
    return ok({ webhook: presentWebhook(row) });
  });

  addRoute(api, E.update, async (request) => {
    const actor = orgActorOf(request);
    const { id } = request.params;
    const body = request.body;
    if (!(await findWebhook(api.db, actor.orgId, id))) throw notFound('webhook');
    await checkUrl(body.url);
    const row = await runChange(api, actor, async (tx, record) => {
      const current = await findWebhook(tx, actor.orgId, id);
      if (!current) throw notFound('webhook');
      if (current.version !== body.version) throw conflict();
      const turnedOn = body.isEnabled && !current.isEnabled;
      const updated = await updateWebhook(tx, actor.orgId, id, body.version, {
        url: body.url,
        description: body.description,
        events: body.events,
        isEnabled: body.isEnabled,
        // Turned on again by a person: the failure run starts afresh.
        ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
      });
      if (!updated) throw conflict();
      await record({
        entityType: 'webhook',
        entityId: id,
        action: 'updated',
        data: { url: body.url, events: body.events, isEnabled: body.isEnabled },
      });
      return updated;
    });
    return ok({ webhook: presentWebhook(row) });
  });

  addRoute(api, E.remove, async (request) => {
    const actor = orgActorOf(request);
    await runChange(api, actor, async (tx, record) => {
      if (!(await deleteWebhook(tx, actor.orgId, request.params.id))) throw notFound('webhook');
      await record({ entityType: 'webhook', entityId: request.params.id, action: 'deleted' });
    });
    return ok({});
  });

  addRoute(api, E.deliveries, async (request) => {
    const actor = orgActorOf(request);
    if (!(await findWebhook(api.db, actor.orgId, request.params.id))) throw notFound('webhook');
    const rows = await listDeliveries(api.db, actor.orgId, request.params.id, WEBHOOK_LIMITS.logSize);
    return ok({ deliveries: rows.map(presentDelivery) });
  });

  addRoute(api, E.test, async (request) => {
    const actor = orgActorOf(request);
    const webhook = await findWebhook(api.db, actor.orgId, request.params.id);
    if (!webhook) throw notFound('webhook');
    const now = new Date();
    const test = await insertDelivery(api.db, {
      orgId: actor.orgId,
      webhookId: webhook.id,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      body: eventBody(WEBHOOK_TEST_EVENT, actor.orgId, { webhookId: webhook.id }, now),
      isTest: true,
    });
    const sent = await delivery.attempt(test.id, now, 'once');
    if (!sent) throw notFound('webhook');
    return ok({ delivery: presentDelivery(sent) });
  });

  addRoute(api, E.resend, async (request) => {
    const actor = orgActorOf(request);
    const { id, deliveryId } = request.params;
    if (!(await findDelivery(api.db, actor.orgId, id, deliveryId))) throw notFound('delivery');
    const sent = await delivery.attempt(deliveryId, new Date(), 'once');
    if (!sent) throw notFound('delivery');
    return ok({ delivery: presentDelivery(sent) });
  });
}
