import type { TPaymentPlan } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider } from '@cairn/domain/billing/billing-provider';
import { createTestProvider } from '@cairn/domain/billing/test-provider';
import type { TConfig } from '../../config.ts';

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

/** What billing runs on: the provider (null when BILLING_PROVIDER=none), the plans and the clock. */
export type TBillingKit = {
  provider: TBillingProvider | null;
  plans: { currencyCode: string; paymentPlans: TPaymentPlan[] };
  clock: TBillingClock;
};

/** The kit of a configuration: `none` has no provider, `test` the deterministic one. */
export function createBillingKit(config: Pick<TConfig, 'billingProvider' | 'billingPlans'>): TBillingKit {
  return {
    provider: config.billingProvider === 'test' ? createTestProvider() : null,
    plans: config.billingPlans,
    clock: createBillingClock(),
  };
}
