import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import {
  type TWebhookEventType,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_TEXTS,
} from './webhooks.constants.ts';

/** A receiver URL: http(s) and well formed here; https, public addresses and DNS are the server's checks. */
export const ZWebhookUrl = z
  .string({ error: WEBHOOK_TEXTS.urlRequired })
  .trim()
  .min(1, WEBHOOK_TEXTS.urlRequired)
  .max(WEBHOOK_LIMITS.urlMaxLength, WEBHOOK_TEXTS.urlTooLong)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: WEBHOOK_TEXTS.urlInvalid,
  });

const ZEventType = z
  .string()
  .refine((value): value is TWebhookEventType => WEBHOOK_EVENT_TYPES.includes(value as TWebhookEventType), {
    error: WEBHOOK_TEXTS.eventInvalid,
  });

const ZEvents = z
  .array(ZEventType, { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((events) => [...new Set(events)] as TWebhookEventType[]);

const ZDescription = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMaxLength, WEBHOOK_TEXTS.descriptionTooLong);

/** `POST webhooks`: where to send, which events, a note for the team. The secret is made by the server. */
export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  events: ZEvents,
  description: ZDescription.default(''),
});
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** `PUT webhooks/{id}`: every field, with the version read; `isEnabled` turns a disabled endpoint back on. */
export const ZUpdateWebhookRequest = z.object({
  url: ZWebhookUrl,
  events: ZEvents,
  description: ZDescription.default(''),
  isEnabled: z.boolean(),
  version: z.number().int().min(0),
});
export type TUpdateWebhookRequest = z.input<typeof ZUpdateWebhookRequest>;

/** One endpoint as Owners and Admins see it, with its signing secret (`whsec_...`). */
export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
  isEnabled: z.boolean(),
  /** Why it was turned off, when the server did it (failing for 3 days). */
  disabledReason: z.string().nullable(),
  /** The first failure of the current run of failures; null after a success. */
  failingSince: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookListAnswer = ZEnvelope.extend({ webhooks: z.array(ZWebhook) });
export const ZWebhookAnswer = ZEnvelope.extend({ webhook: ZWebhook });

/** One delivery of the log: an event sent (or being retried) to the endpoint. */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every retry, so a receiver can drop repeats. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when none answered. */
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  isTest: z.boolean(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesAnswer = ZEnvelope.extend({ deliveries: z.array(ZWebhookDelivery) });
export const ZWebhookDeliveryAnswer = ZEnvelope.extend({ delivery: ZWebhookDelivery });
