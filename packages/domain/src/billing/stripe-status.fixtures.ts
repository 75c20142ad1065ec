/**
 * The expected mapping of Stripe's subscription states (state, cancel at period end, status,
 * payment status), one table for the domain's test and the webhook's route test.
 */
export const STRIPE_STATUS_TABLE = [
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
] as const;
