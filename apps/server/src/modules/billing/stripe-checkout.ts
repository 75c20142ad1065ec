import type { TAddress } from '@cairn/domain/billing/billing-address';
import { statusOfStripeSubscription } from '@cairn/domain/billing/stripe-status';
import type { TAppliedCoupon } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict } from '../../http/errors.ts';
import type { TOrgActor } from '../orgs/index.ts';
import type { TPaymentMethodRow, TSubscriptionRow } from './billing.repository.ts';
import { findSubscription, ownerEmail } from './billing.repository.ts';
import { askStripe, itemOf, type TStripeBilling } from './stripe-billing.ts';
import { type TBillingDeps, transition } from './subscription.service.ts';

const instantOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Checkout in stripe mode (issue 29): the organisation's customer (made now if its cards predate
 * it), the primary card as the default, then the Stripe subscription created or changed (plan,
 * quantity = paid seats, coupons, prorations). Only once Stripe said yes is the row written, in one
 * recorded change: a refusal answers the spec's 422 and stores nothing. The invoice is Stripe's,
 * kept when its `invoice.paid` webhook arrives.
 */
export async function subscribeOnStripe(
  deps: TBillingDeps,
  stripeBilling: TStripeBilling,
  actor: TOrgActor,
  checkout: {
    planHandle: string;
    card: TPaymentMethodRow;
    current: TSubscriptionRow | undefined;
    coupons: TAppliedCoupon[];
    seats: number;
  },
) {
  const { planHandle, card, current, coupons, seats } = checkout;
  const { subscription, customerId } = await askStripe(async () => {
    const email = current?.accountEmail ?? (await ownerEmail(deps.db, actor.orgId));
    const customer = await stripeBilling.ensureCustomer(
      actor.orgId,
      current?.providerCustomerId ?? null,
      email,
    );
    await stripeBilling.attachCard(customer, card.providerToken, card.address);
    const made = await stripeBilling.subscribe({
      orgId: actor.orgId,
      version: current?.version ?? 0,
      customerId: customer,
      subscriptionId: current?.providerSubscriptionId ?? null,
      planHandle,
      quantity: seats,
      paymentMethodId: card.providerToken,
      couponCodes: coupons.map((coupon) => coupon.code),
      knownCouponCodes: (current?.coupons ?? []).map((coupon) => coupon.code),
    });
    return { subscription: made, customerId: customer };
  });
  const mapped = statusOfStripeSubscription(subscription.status, subscription.cancel_at_period_end) ?? {
    status: 'PendingSubscription' as const,
    paymentStatus: 'None' as const,
  };
  const item = itemOf(subscription);
  await transition(deps, actor, 'subscribed', () => ({
    ...mapped,
    planHandle,
    currentPeriodStart: instantOf(item?.current_period_start),
    currentPeriodEnd: instantOf(item?.current_period_end),
    paidSeatCount: item?.quantity ?? seats,
    coupons,
    providerCustomerId: customerId,
    providerSubscriptionId: subscription.id,
  })).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict() : error;
  });
}

/**
 * A card added in stripe mode joins the organisation's one customer (made with the first card;
 * its id is stored by the caller in the card's change); the primary card (with its address) is
 * the customer's default and the customer's address.
 */
export async function attachCardOnStripe(
  deps: TBillingDeps,
  stripeBilling: TStripeBilling,
  orgId: string,
  card: { token: string; primaryAddress: TAddress | null },
): Promise<string> {
  const current = await findSubscription(deps.db, orgId);
  return askStripe(async () => {
    const email = current?.accountEmail ?? (await ownerEmail(deps.db, orgId));
    const customer = await stripeBilling.ensureCustomer(orgId, current?.providerCustomerId ?? null, email);
    await stripeBilling.attachCard(customer, card.token, card.primaryAddress);
    return customer;
  });
}
