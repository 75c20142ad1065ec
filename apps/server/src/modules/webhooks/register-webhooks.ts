import type { FastifyInstance } from 'fastify';
import type { TJobHandler } from '../jobs/index.ts';
import { createWebhookDelivery, type TWebhookDelivery } from './webhook-delivery.service.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

/** Webhooks: their routes; the job handler and the change listener are installed by the app (app.ts). */
export async function registerWebhooks(api: FastifyInstance) {
  await registerWebhookRoutes(api, createWebhookDelivery(api));
}

/** The job that makes one scheduled attempt of a delivery (queued by webhook-fanout.ts). */
export function createWebhookJobHandler(delivery: TWebhookDelivery): TJobHandler {
  return async (payload, now) => {
    const { deliveryId } = payload as { deliveryId: string };
    await delivery.attempt(deliveryId, now, 'scheduled');
  };
}
