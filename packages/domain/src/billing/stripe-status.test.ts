import { describe, expect, it } from 'vitest';
import { STRIPE_STATUS_TABLE } from './stripe-status.fixtures.ts';
import { STRIPE_SUBSCRIPTION_STATES, statusOfStripeSubscription } from './stripe-status.ts';

describe('statusOfStripeSubscription: Stripe states to the spec’s statuses', () => {
  it.each(STRIPE_STATUS_TABLE)(
    '%s (cancel at period end: %s) is %s / %s',
    (state, atEnd, status, paymentStatus) => {
      expect(statusOfStripeSubscription(state, atEnd)).toEqual({ status, paymentStatus });
    },
  );

  it('maps every state Stripe documents', () => {
    for (const state of STRIPE_SUBSCRIPTION_STATES)
      expect(statusOfStripeSubscription(state, false)).not.toBeNull();
  });

  it('changes nothing for a state it does not know', () => {
    expect(statusOfStripeSubscription('some_future_state', false)).toBeNull();
  });
});
