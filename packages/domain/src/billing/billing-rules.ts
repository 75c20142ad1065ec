import {
  DEFAULT_PLANS,
  type TPaymentPlan,
  type TPaymentStatus,
  TRIAL_DAYS,
  type TSubscriptionStatus,
} from './billing.constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial that starts now ends (001 §9: 30 days). */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole and part days left of a trial (negative once it is over). */
export function trialDaysRemaining(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return (trialEndsAt.getTime() - now.getTime()) / DAY_MS;
}

/** What decides whether a trial has expired: a subscription row has it, so does the session context. */
export type TTrialState = {
  status: TSubscriptionStatus;
  paymentStatus: TPaymentStatus;
  trialEndsAt: Date | null;
};

/**
 * 001 §4: a free trial counts as expired when the status is Trial or Suspended, the payment
 * status None and fewer than one day remains.
 */

export function isTrialExpired(subscription: TTrialState, now: Date): boolean {
  return (
    (subscription.status === 'Trial' || subscription.status === 'Suspended') &&
    subscription.paymentStatus === 'None' &&
    trialDaysRemaining(subscription.trialEndsAt, now) < 1
  );
}

/** 001 §9: the price a month in the plan's currency (priceInCents / 100). */
export function pricePerMonth(plan: Pick<TPaymentPlan, 'priceInCents'>): number {
  return plan.priceInCents / 100;
}

/** 001 §9: the cost of a period in cents, the plan's price times the paid people. */
export function costInCents(plan: Pick<TPaymentPlan, 'priceInCents'>, paidPeople: number): number {
  return plan.priceInCents * Math.max(0, paidPeople);
}

/**
 * What a year on the annual plan saves against twelve months of the monthly one, per paid person,
 * in cents and as a whole percentage (the checkout shows it); null when it saves nothing.
 */
export function annualSaving(plans: readonly TPaymentPlan[]): { cents: number; percent: number } | null {
  const monthly = plans.find((plan) => plan.interval === 'month');
  const annual = plans.find((plan) => plan.interval === 'year');
  if (!monthly || !annual) return null;
  const yearOfMonths = monthly.priceInCents * 12;
  const cents = yearOfMonths - annual.priceInCents;
  if (cents <= 0) return null;
  return { cents, percent: Math.round((cents / yearOfMonths) * 100) };
}

/** The end of the period a payment made at `start` covers (a calendar month or year later, in UTC). */
export function periodEnd(start: Date, interval: TPaymentPlan['interval']): Date {
  const end = new Date(start.getTime());
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A percentage of an amount in cents, rounded to the cent (half up). */
export function percentOf(amountCents: number, basisPoints: number): number {
  return Math.round((amountCents * basisPoints) / 10_000);
}

/**
 * THE ONE money formatter (the web's screens and the server's mails): an amount in integer cents,
 * written the reader's way: `1500, 'USD'` -> `$15.00` in `en-US`, `15,00 $` in `de`.
 */
export function formatMoney(cents: number, currencyCode: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(cents / 100);
}

/**
 * Reads BILLING_PLANS (JSON `{ currencyCode, paymentPlans: [{ handle, priceInCents, interval }] }`)
 * or answers the defaults; a value that does not read throws with the reason.
 */
export function readPlans(json: string | undefined): typeof DEFAULT_PLANS {
  if (!json) return DEFAULT_PLANS;
  const parsed = JSON.parse(json) as {
    currencyCode: string;
    paymentPlans: (Omit<TPaymentPlan, 'interval'> & { interval?: TPaymentPlan['interval'] })[];
  };
  const isValid =
    typeof parsed?.currencyCode === 'string' &&
    /^[A-Z]{3}$/.test(parsed.currencyCode) &&
    Array.isArray(parsed.paymentPlans) &&
    parsed.paymentPlans.length > 0 &&
    parsed.paymentPlans.every(
      (plan) =>
        typeof plan.handle === 'string' &&
        plan.handle.length > 0 &&
        Number.isInteger(plan.priceInCents) &&
        plan.priceInCents >= 0 &&
        (plan.interval === undefined || plan.interval === 'month' || plan.interval === 'year'),
    );
  if (!isValid)
    throw new Error(
      'must be JSON {"currencyCode":"USD","paymentPlans":[{"handle":"…","priceInCents":1500,"interval":"month"}]}',
    );
  // Without an interval a plan's handle says it: `…annual…` bills a year, anything else a month.
  const paymentPlans = parsed.paymentPlans.map((plan) => ({
    handle: plan.handle,
    priceInCents: plan.priceInCents,
    interval: plan.interval ?? (plan.handle.includes('annual') ? 'year' : 'month'),
  }));
  return { currencyCode: parsed.currencyCode, paymentPlans };
}
