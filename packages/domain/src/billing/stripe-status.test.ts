import { describe, expect, it } from 'vitest';
import { STRIPE_SUBSCRIPTION_STATES, statusOfStripeSubscription } from './stripe-status.ts';

describe('statusOfStripeSubscription: Stripe states to the spec’s statuses', () => {
  it.each([
    ['trialing', false, 'Trial', 'None'],
    ['trialing', true, 'Trial', 'None'],
    ['active', false, 'Active', 'Current'],
    ['active', true, 'PendingCancellation', 'Current'],
    ['past_due', false, 'Active', 'FailedWillRetry'],
    ['unpaid', false, 'Failed', 'Failed'],
    ['incomplete', false, 'PendingSubscription', 'None'],
    ['incomplete_expired', false, 'Failed', 'Failed'],
    ['canceled', false, 'Canceled', 'None'],
    ['canceled', true, 'Canceled', 'None'],
    ['paused', false, 'Suspended', 'None'],
  ] as const)('%s (cancel at period end: %s) is %s / %s', (state, atEnd, status, paymentStatus) => {
    expect(statusOfStripeSubscription(state, atEnd)).toEqual({ status, paymentStatus });
  });

  it('maps every state Stripe documents', () => {
    for (const state of STRIPE_SUBSCRIPTION_STATES)
      expect(statusOfStripeSubscription(state, false)).not.toBeNull();
  });

  it('changes nothing for a state it does not know', () => {
    expect(statusOfStripeSubscription('some_future_state', false)).toBeNull();
  });
});
