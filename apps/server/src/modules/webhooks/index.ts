// The webhooks module's front door: what other modules and the app may use.
export { createWebhookJobHandler, registerWebhooks } from './register-webhooks.ts';
export { createWebhookDelivery } from './webhook-delivery.service.ts';
export { createWebhookFanOut, queueDelivery, WEBHOOK_JOB } from './webhook-fanout.ts';
