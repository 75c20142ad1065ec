import type { TPaymentStatus, TSubscriptionStatus } from './billing.constants.ts';

/** A Stripe subscription's `status` (Stripe's API, 2025 and later). */
export const STRIPE_SUBSCRIPTION_STATES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type TStripeSubscriptionState = (typeof STRIPE_SUBSCRIPTION_STATES)[number];

/** The spec's pair of statuses (001 §3) a Stripe subscription stands for. */
export type TMappedStatus = { status: TSubscriptionStatus; paymentStatus: TPaymentStatus };

/**
 * THE ONE MAPPING from Stripe's subscription states to the spec's statuses (issue 29): every
 * webhook that moves a subscription goes through it. `cancelAtPeriodEnd` is how Stripe says a paid
 * subscription runs to its period's end and stops (our PendingCancellation). Null for a state this
 * version does not know, so a new Stripe state changes nothing instead of guessing.
 */
export function statusOfStripeSubscription(state: string, cancelAtPeriodEnd: boolean): TMappedStatus | null {
  switch (state as TStripeSubscriptionState) {
    case 'trialing':
      return { status: 'Trial', paymentStatus: 'None' };
    case 'active':
      return cancelAtPeriodEnd
        ? { status: 'PendingCancellation', paymentStatus: 'Current' }
        : { status: 'Active', paymentStatus: 'Current' };
    // Stripe retries the invoice (Smart Retries): access stays while it does.
    case 'past_due':
      return { status: 'Active', paymentStatus: 'FailedWillRetry' };
    // Retries ran out and the subscription was kept unpaid: the spec's failed pair.
    case 'unpaid':
      return { status: 'Failed', paymentStatus: 'Failed' };
    // The first payment needs the customer (3-D Secure) or has not gone through yet.
    case 'incomplete':
      return { status: 'PendingSubscription', paymentStatus: 'None' };
    // The first payment never went through within 23 hours.
    case 'incomplete_expired':
      return { status: 'Failed', paymentStatus: 'Failed' };
    case 'canceled':
      return { status: 'Canceled', paymentStatus: 'None' };
    // A trial ended without a payment method (Stripe's `missing_payment_method: pause`).
    case 'paused':
      return { status: 'Suspended', paymentStatus: 'None' };
    default:
      return null;
  }
}
