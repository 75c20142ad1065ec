import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { baseColumns } from './columns.ts';
import { orgIdColumn } from './tenant-columns.ts';

/** A webhook endpoint of an organisation (issue 36 point 3): where its chosen events are sent, signed. */
export const webhooks = pgTable(
  'webhooks',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    /** The Standard Webhooks signing secret (`whsec_` + base64); needed in clear to sign. */
    secret: text('secret').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Why the server turned it off (failing for 3 days); null when on or turned off by a person. */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; the 3-day rule counts from it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('webhooks_org_idx').on(t.orgId)],
);

/** One event sent (or to be sent) to one webhook, with its retries: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header (`msg_...`): the same on every retry and resend. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body sent, as a string, so every attempt signs exactly the same bytes. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'retrying', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);
