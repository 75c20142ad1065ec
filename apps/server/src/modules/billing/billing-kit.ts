import type { TPaymentPlan } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider } from '@cairn/domain/billing/billing-provider';
import { createTestProvider } from '@cairn/domain/billing/test-provider';
import type Stripe from 'stripe';
import type { TConfig } from '../../config.ts';
import { createStripeBilling, type TStripeBilling } from './stripe-billing.ts';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Billing's clock: the real time, moved forward only by the test suites (trial expiry and
 * renewals are judged by it, so a test moves days instead of waiting them).
 */
function createBillingClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    /** Moves billing's time forward by whole or part days (tests only). */
    advanceDays: (days: number) => {
      offsetMs += days * DAY_MS;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
type TBillingClock = ReturnType<typeof createBillingClock>;

/**
 * Stripe's client, Cairn's customers and subscriptions on it, and the keys its webhooks and the
 * browser need (BILLING_PROVIDER=stripe only).
 */
type TStripeKit = { client: Stripe; billing: TStripeBilling; webhookSecret: string; publishableKey: string };

/** What billing runs on: the provider (null when BILLING_PROVIDER=none), the plans and the clock. */
export type TBillingKit = {
  provider: TBillingProvider | null;
  stripe: TStripeKit | null;
  plans: { currencyCode: string; paymentPlans: TPaymentPlan[] };
  clock: TBillingClock;
};

export type TBillingConfig = Pick<TConfig, 'billingProvider' | 'billingPlans' | 'stripe'>;

/** The kit of a configuration: `none` has no provider, `test` the deterministic one, `stripe` Stripe's. */
export function createBillingKit(config: TBillingConfig): TBillingKit {
  const base = { plans: config.billingPlans, clock: createBillingClock() };
  if (config.billingProvider === 'stripe' && config.stripe) {
    const { publishableKey, webhookSecret } = config.stripe;
    const client = createStripeClient(config.stripe);
    const currencyCode = config.billingPlans.currencyCode;
    return {
      ...base,
      provider: createStripeProvider(client, { publishableKey, currencyCode }),
      stripe: { client, billing: createStripeBilling(client), webhookSecret, publishableKey },
    };
  }
  return { ...base, provider: config.billingProvider === 'test' ? createTestProvider() : null, stripe: null };
}
