import type { TPaymentStatus, TSubscriptionStatus } from '@cairn/domain/billing/billing.constants';
import type { INVOICE_STATUSES } from '@cairn/domain/billing/billing.schemas';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs } from './orgs.ts';
import { orgIdColumn } from './tenant-columns.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A coupon applied to a subscription: what it takes off and from when (its months run from then). */
export type TAppliedCoupon = { code: string; percentOff: number; durationMonths: number; appliedAt: string };

/**
 * The subscription of an organisation (issue 29): one row, made when billing first touches the
 * organisation; without a row the status is None. Every change bumps `version`.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  status: text('status').$type<TSubscriptionStatus>().notNull().default('None'),
  paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull().default('None'),
  planHandle: text('plan_handle'),
  trialEndsAt: instant('trial_ends_at'),
  currentPeriodStart: instant('current_period_start'),
  currentPeriodEnd: instant('current_period_end'),
  /** The seats the current period was paid for. */
  paidSeatCount: integer('paid_seat_count').notNull().default(0),
  coupons: jsonb('coupons').$type<TAppliedCoupon[]>().notNull().default([]),
  /** Where invoices go (`subscription/customer`); the Owner's email until someone sets it. */
  accountEmail: text('account_email'),
  /** The organisation's one Stripe customer (`cus_…`), made with its first card (BILLING_PROVIDER=stripe). */
  providerCustomerId: text('provider_customer_id'),
  /** Stripe's subscription (`sub_…`) this row follows (BILLING_PROVIDER=stripe). */
  providerSubscriptionId: text('provider_subscription_id'),
  /** When the provider's last applied webhook event was made: an older event changes nothing. */
  providerSyncedAt: instant('provider_synced_at'),
  version: integer('version').notNull().default(1),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A card on file: the provider's token for it and what the card shows (brand, last four, expiry),
 * never its number. One primary card per organisation.
 */
export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    providerToken: text('provider_token').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    address: jsonb('address').$type<TAddress>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_payment_methods_org_idx').on(t.orgId, t.createdAt),
    uniqueIndex('billing_payment_methods_one_primary').on(t.orgId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * An invoice (002 §3): what one charge was for and how its total was made, in cents. The
 * idempotency key makes a retried charge one invoice.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<(typeof INVOICE_STATUSES)[number]>().notNull(),
    source: text('source').notNull(),
    providerRef: text('provider_ref'),
    hostedUrl: text('hosted_url'),
    currencyCode: text('currency_code').notNull(),
    planHandle: text('plan_handle').notNull(),
    seatCount: integer('seat_count').notNull(),
    subTotal: integer('sub_total').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_invoices_org_idx').on(t.orgId, t.createdAt)],
);

/** Every provider webhook event handled, by the provider's event id: a replayed one changes nothing. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orgId: uuid('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
