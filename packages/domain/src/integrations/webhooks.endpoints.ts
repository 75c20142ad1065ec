import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam, ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhookAnswer,
  ZWebhookDeliveriesAnswer,
  ZWebhookDeliveryAnswer,
  ZWebhookListAnswer,
} from './webhooks.schemas.ts';

const tag = 'webhooks';

/** The organisation's webhooks (issue 36 point 3): Owner and Admin only; never open to access tokens. */
export const WEBHOOK_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/webhooks',
    access: 'webhooks.manage',
    tag,
    summary: 'List the webhooks of the organization',
    answer: ZWebhookListAnswer,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/webhooks',
    access: 'webhooks.manage',
    tag,
    summary: 'Add a webhook',
    description:
      'The URL must be https (outside development) and must not lead to a private, loopback or link-local address unless the operator set WEBHOOK_ALLOW_PRIVATE=1. The answer holds the signing secret; deliveries follow the Standard Webhooks spec.',
    body: ZCreateWebhookRequest,
    bodyExample: {
      url: 'https://example.com/hooks/cairn',
      events: ['todo.created', 'meeting.ended'],
      description: 'CRM',
    },
    answer: ZWebhookAnswer,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/webhooks/:id',
    access: 'webhooks.manage',
    tag,
    summary: 'Change a webhook',
    description:
      'Its URL, events, description, and whether it is on (turning it on again clears its failures).',
    params: ZIdParam,
    body: ZUpdateWebhookRequest,
    answer: ZWebhookAnswer,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    access: 'webhooks.manage',
    tag,
    summary: 'Delete a webhook',
    description: 'Its pending deliveries are not sent.',
    params: ZIdParam,
    answer: ZEnvelope,
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    access: 'webhooks.manage',
    tag,
    summary: 'List the recent deliveries of a webhook',
    params: ZIdParam,
    answer: ZWebhookDeliveriesAnswer,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:id/test',
    access: 'webhooks.manage',
    tag,
    summary: 'Send a signed test event to a webhook now',
    description: 'Sent once, at once, and answered with the outcome; it is kept in the delivery log.',
    params: ZIdParam,
    answer: ZWebhookDeliveryAnswer,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    access: 'webhooks.manage',
    tag,
    summary: 'Send a delivery again now',
    description:
      'The same message (same `webhook-id`, a new signature and timestamp), once, answered with the outcome.',
    params: z.object({ id: ZUuid, deliveryId: ZUuid }),
    answer: ZWebhookDeliveryAnswer,
  }),
} as const;
