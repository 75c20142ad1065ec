import type { TPaymentPlan, TPaymentStatus, TSubscriptionStatus } from './billing.constants.ts';
import { trialDaysRemaining } from './billing-rules.ts';

/** The trial reminder mails go out this many days before the trial ends (issue 29). */
export const TRIAL_REMINDER_DAYS = [7, 1] as const;
/** Days after the renewal date a failed renewal is tried again; after the last one it is Failed. */
export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

type TLifecycleRow = {
  status: TSubscriptionStatus;
  paymentStatus: TPaymentStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
};

/** The time-driven step a subscription is due for at `now`, or null when none is. */
export type TLifecycleStep =
  | { kind: 'trialReminder'; daysBefore: (typeof TRIAL_REMINDER_DAYS)[number] }
  | { kind: 'trialExpired' }
  | { kind: 'renewal'; attempt: number }
  | { kind: 'endCancellation' };

/**
 * Which step is due (one at a time; the next tick finds the next): the trial's reminders and its
 * end, the renewal charge at the period's end and its retries (`failedAttempts` so far), and a
 * cancellation that reaches its period's end. A pure rule so its table test covers every status.
 */
export function lifecycleStepDue(row: TLifecycleRow, now: Date, failedAttempts = 0): TLifecycleStep | null {
  if (row.status === 'Trial' && row.paymentStatus === 'None' && row.trialEndsAt) {
    const left = trialDaysRemaining(row.trialEndsAt, now);
    if (left <= 0) return { kind: 'trialExpired' };
    if (left <= TRIAL_REMINDER_DAYS[1]) return { kind: 'trialReminder', daysBefore: 1 };
    if (left <= TRIAL_REMINDER_DAYS[0]) return { kind: 'trialReminder', daysBefore: 7 };
    return null;
  }
  if (!row.currentPeriodEnd || now < row.currentPeriodEnd) return null;
  if (row.status === 'PendingCancellation') return { kind: 'endCancellation' };
  if (row.status !== 'Active') return null;
  if (failedAttempts === 0) return { kind: 'renewal', attempt: 0 };
  const retryAt = dunningRetryAt(row.currentPeriodEnd, failedAttempts);
  return retryAt && now >= retryAt ? { kind: 'renewal', attempt: failedAttempts } : null;
}

/** When the renewal of the period ending `periodEnd` is tried the `attempt`th time (1, 2, …); null after the last. */
export function dunningRetryAt(periodEnd: Date, attempt: number): Date | null {
  const retryDay = DUNNING_RETRY_DAYS[attempt - 1];
  return retryDay === undefined ? null : new Date(periodEnd.getTime() + retryDay * DAY_MS);
}

/** Whether a failed renewal attempt was the last one (the subscription then becomes Failed). */
export const isLastAttempt = (attempt: number) => attempt >= DUNNING_RETRY_DAYS.length;

/** A plan's price a month in cents (an annual plan's price over twelve, rounded to the cent). */
export function monthlyPriceCents(plan: Pick<TPaymentPlan, 'priceInCents' | 'interval'>): number {
  return plan.interval === 'year' ? Math.round(plan.priceInCents / 12) : plan.priceInCents;
}

/**
 * 001 §2, §4: what a paid invitation adds a month, by the organisation's status. With no
 * subscription yet (None) the invitation starts a free trial and during a running trial paid
 * people are free, so it adds 0; otherwise one paid person's price. Observers are always free.
 */
export function invitationPriceCents(
  subscription: { status: TSubscriptionStatus; isTrialExpired: boolean; pricePerPaidPersonCents: number },
  isPaid: boolean,
): number {
  if (!isPaid) return 0;
  const isFree =
    subscription.status === 'None' || (subscription.status === 'Trial' && !subscription.isTrialExpired);
  return isFree ? 0 : subscription.pricePerPaidPersonCents;
}
