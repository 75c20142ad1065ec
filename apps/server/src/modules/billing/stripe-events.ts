import type { TSubscriptionStatus } from '@cairn/domain/billing/billing.constants';
import type { WEBHOOK_OUTCOMES } from '@cairn/domain/billing/billing.schemas';
import { statusOfStripeSubscription } from '@cairn/domain/billing/stripe-status';
import { EMPTY_ID } from '@cairn/domain/errors';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { billingSubscriptions, billingWebhookEvents, orgs } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { findSubscription, saveSubscription } from './billing.repository.ts';
import { recordFreeObservers, type TLifecycleDeps } from './lifecycle-steps.ts';
import { ORG_METADATA_KEY } from './stripe-billing.ts';
import { INVOICE_EVENTS, keepStripeInvoice, subscriptionOfInvoice } from './stripe-invoices.ts';
import type { TBillingDeps } from './subscription.service.ts';

type TOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The subscription events whose object is the subscription as it now stands. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** Statuses of a paid subscription: its end (Stripe's `canceled`) makes everyone else a Free Observer. */
const ENDING: readonly TSubscriptionStatus[] = ['Active', 'PendingCancellation', 'Suspended', 'Failed'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instantOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The organisation a subscription belongs to: its metadata, else the row that follows it. */
async function orgOfSubscription(
  tx: TDbOrTx,
  subscription: { id: string; metadata: Stripe.Metadata | null },
): Promise<string | null> {
  const fromMetadata = subscription.metadata?.[ORG_METADATA_KEY];
  if (fromMetadata && UUID.test(fromMetadata)) {
    const [org] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, fromMetadata));
    if (org) return org.id;
  }
  const [row] = await tx
    .select({ orgId: billingSubscriptions.orgId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, subscription.id));
  return row?.orgId ?? null;
}

/** Stores the event's id; false when it was already stored (a replay, or Stripe's own retry). */
async function isFirstDelivery(tx: TDbOrTx, event: Stripe.Event, orgId: string | null): Promise<boolean> {
  const rows = await tx
    .insert(billingWebhookEvents)
    .values({ id: event.id, type: event.type, orgId })
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return rows.length > 0;
}

/**
 * Applies one verified Stripe event (issue 29), in one transaction: the event id is stored (a
 * replay answers `duplicate`), an event older than the last one applied to the organisation
 * changes nothing (`stale`: Stripe does not deliver in order), and a subscription's state goes
 * through `statusOfStripeSubscription` into one recorded `org` change with its live event.
 */
export async function applyStripeEvent(
  deps: Pick<TLifecycleDeps, 'db' | 'live' | 'billing'>,
  event: Stripe.Event,
): Promise<TOutcome> {
  const invoiceOf = INVOICE_EVENTS.has(event.type)
    ? subscriptionOfInvoice(event.data.object as Stripe.Invoice)
    : null;
  if (invoiceOf) return applyInvoiceEvent(deps, event, await orgOfSubscription(deps.db, invoiceOf));
  const subscription = event.data.object as Stripe.Subscription;
  const orgId = SUBSCRIPTION_EVENTS.has(event.type) ? await orgOfSubscription(deps.db, subscription) : null;
  if (!orgId) {
    return runChange(deps, { userId: EMPTY_ID, orgId: null }, async (tx) =>
      (await isFirstDelivery(tx, event, null)) ? 'ignored' : 'duplicate',
    );
  }
  return runChange(deps, { userId: EMPTY_ID, orgId }, async (tx, record, afterCommit): Promise<TOutcome> => {
    if (!(await isFirstDelivery(tx, event, orgId))) return 'duplicate';
    const row = await findSubscription(tx, orgId);
    const eventAt = new Date(event.created * 1000);
    if (row?.providerSyncedAt && row.providerSyncedAt > eventAt) return 'stale';
    const mapped = statusOfStripeSubscription(subscription.status, subscription.cancel_at_period_end);
    if (!mapped) return 'ignored';
    // A subscription Removed in Cairn (`subscription/remove` ended it at Stripe) stays Removed, and
    // the end of an older subscription (before a new checkout) leaves the one the row follows alone.
    const endsAnother =
      mapped.status === 'Canceled' || subscription.status === 'incomplete_expired'
        ? row?.status === 'Removed' ||
          Boolean(row?.providerSubscriptionId && row.providerSubscriptionId !== subscription.id)
        : false;
    if (endsAnother) return 'ignored';
    const item = subscription.items?.data?.[0];
    const saved = await saveSubscription(tx, orgId, row?.version, {
      ...mapped,
      providerSubscriptionId: subscription.id,
      providerSyncedAt: eventAt,
      trialEndsAt: instantOf(subscription.trial_end) ?? row?.trialEndsAt ?? null,
      currentPeriodStart: instantOf(item?.current_period_start),
      currentPeriodEnd: instantOf(item?.current_period_end),
      paidSeatCount: item?.quantity ?? row?.paidSeatCount ?? 0,
      ...(item?.price?.lookup_key ? { planHandle: item.price.lookup_key } : {}),
    });
    if (!saved) throw conflict();
    // 001 §4: a paid subscription that has ended leaves the Owner alone on single-user access.
    if (saved.status === 'Canceled' && row && ENDING.includes(row.status))
      for (const personId of await recordFreeObservers(tx, record, orgId))
        afterCommit(() => deps.live.syncPersonRooms(orgId, personId));
    await record({
      entityType: 'org',
      entityId: orgId,
      action: 'subscriptionSynced',
      data: {
        status: saved.status,
        paymentStatus: saved.paymentStatus,
        planHandle: saved.planHandle,
        stripeEventId: event.id,
        stripeStatus: subscription.status,
      },
      live: { verb: 'Updated' },
    });
    return 'applied';
  });
}

/** An invoice event: kept once as the organisation's invoice (`stripe-invoices.ts`). */
function applyInvoiceEvent(deps: TBillingDeps, event: Stripe.Event, orgId: string | null) {
  return runChange(deps, { userId: EMPTY_ID, orgId }, async (tx, record): Promise<TOutcome> => {
    if (!(await isFirstDelivery(tx, event, orgId))) return 'duplicate';
    if (!orgId) return 'ignored';
    await keepStripeInvoice(tx, record, orgId, event, await findSubscription(tx, orgId));
    return 'applied';
  });
}
