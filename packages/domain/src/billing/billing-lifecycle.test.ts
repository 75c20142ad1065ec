import { describe, expect, it } from 'vitest';
import {
  dunningRetryAt,
  invitationPriceCents,
  isLastAttempt,
  lifecycleStepDue,
  monthlyPriceCents,
} from './billing-lifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

describe('the step a subscription is due for', () => {
  it.each([
    ['Trial', 'None', 10, null, 0, null],
    ['Trial', 'None', 7, null, 0, { kind: 'trialReminder', daysBefore: 7 }],
    ['Trial', 'None', 1.5, null, 0, { kind: 'trialReminder', daysBefore: 7 }],
    ['Trial', 'None', 0.5, null, 0, { kind: 'trialReminder', daysBefore: 1 }],
    ['Trial', 'None', -0.1, null, 0, { kind: 'trialExpired' }],
    ['Trial', 'Current', -1, null, 0, null],
    ['Suspended', 'None', -5, null, 0, null],
    ['Active', 'Current', null, 3, 0, null],
    ['Active', 'Current', null, -0.1, 0, { kind: 'renewal', attempt: 0 }],
    ['Active', 'FailedWillRetry', null, -0.5, 1, null],
    ['Active', 'FailedWillRetry', null, -1, 1, { kind: 'renewal', attempt: 1 }],
    ['Active', 'FailedWillRetry', null, -3, 2, { kind: 'renewal', attempt: 2 }],
    ['Active', 'FailedWillRetry', null, -5, 3, { kind: 'renewal', attempt: 3 }],
    ['Active', 'Failed', null, -9, 4, null],
    ['PendingCancellation', 'Current', null, 2, 0, null],
    ['PendingCancellation', 'Current', null, -0.1, 0, { kind: 'endCancellation' }],
    ['Canceled', 'None', null, -1, 0, null],
    ['Failed', 'Failed', null, -1, 4, null],
  ] as const)(
    '%s / %s, trial ends in %s, period ends in %s, %s failed -> %j',
    (status, paymentStatus, trial, period, failed, expected) => {
      const row = {
        status,
        paymentStatus,
        trialEndsAt: trial === null ? null : inDays(trial),
        currentPeriodEnd: period === null ? null : inDays(period),
      };
      expect(lifecycleStepDue(row, now, failed)).toEqual(expected);
    },
  );

  it('retries 1, 3 and 5 days after the period’s end; the third retry is the last', () => {
    expect([1, 2, 3, 4].map((attempt) => dunningRetryAt(now, attempt)?.toISOString() ?? null)).toEqual([
      inDays(1).toISOString(),
      inDays(3).toISOString(),
      inDays(5).toISOString(),
      null,
    ]);
    expect([0, 2, 3].map(isLastAttempt)).toEqual([false, false, true]);
  });
});

describe('prices', () => {
  it('answers a plan’s price a month (an annual one over twelve)', () => {
    expect(monthlyPriceCents({ priceInCents: 1500, interval: 'month' })).toBe(1500);
    expect(monthlyPriceCents({ priceInCents: 15000, interval: 'year' })).toBe(1250);
  });

  it.each([
    ['None', false, true, 0],
    ['Trial', false, true, 0],
    ['Trial', true, true, 1500],
    ['Suspended', true, true, 1500],
    ['Active', false, true, 1500],
    ['Active', false, false, 0],
  ] as const)(
    'an invitation with status %s (expired %s, paid %s) adds %s a month',
    (status, isTrialExpired, isPaid, cents) => {
      expect(invitationPriceCents({ status, isTrialExpired, pricePerPaidPersonCents: 1500 }, isPaid)).toBe(
        cents,
      );
    },
  );
});
