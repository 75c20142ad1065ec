import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from './billing.constants.ts';
import {
  annualSaving,
  costInCents,
  formatMoney,
  isTrialExpired,
  periodEnd,
  pricePerMonth,
  readPlans,
  trialEnd,
} from './billing-rules.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');

describe('the trial (001 §4, §9)', () => {
  it('lasts 30 days', () => {
    expect(trialEnd(now).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });

  it.each([
    ['Trial', 'None', 0.5, true],
    ['Trial', 'None', -3, true],
    ['Suspended', 'None', 0.2, true],
    ['Trial', 'None', 1, false],
    ['Trial', 'None', 12, false],
    ['Trial', 'Current', 0.5, false],
    ['Active', 'None', 0.5, false],
    ['None', 'None', -1, false],
  ] as const)('%s / %s with %s days left -> expired %s', (status, paymentStatus, daysLeft, expected) => {
    const trialEndsAt = new Date(now.getTime() + daysLeft * day);
    expect(isTrialExpired({ status, paymentStatus, trialEndsAt }, now)).toBe(expected);
  });
});

describe('prices (001 §9)', () => {
  it('shows priceInCents / 100 a month and charges price x paid people', () => {
    expect(pricePerMonth({ priceInCents: 1500 })).toBe(15);
    expect(costInCents({ priceInCents: 1500 }, 4)).toBe(6000);
    expect(costInCents({ priceInCents: 1500 }, 0)).toBe(0);
  });

  it("writes money the reader's way: English by default, the locale when given", () => {
    expect(formatMoney(1500, 'USD')).toBe('$15.00');
    // Intl puts a no-break space between the amount and the sign.
    expect(formatMoney(123456, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(1500, 'USD', 'fr').replace(/\s/g, ' ')).toBe('15,00 $US');
  });

  it('says what the annual plan saves', () => {
    expect(annualSaving(DEFAULT_PLANS.paymentPlans)).toEqual({ cents: 3000, percent: 17 });
  });

  it('ends a period a calendar month or year later', () => {
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'year').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-02-10T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });
});

describe('BILLING_PLANS', () => {
  it('defaults to monthly 1500 and annual 15000 USD', () => {
    expect(readPlans(undefined)).toBe(DEFAULT_PLANS);
  });

  it('reads a JSON list, inferring the interval from the handle', () => {
    const plans = readPlans(
      '{"currencyCode":"EUR","paymentPlans":[{"handle":"team-annual","priceInCents":9000}]}',
    );
    expect(plans).toEqual({
      currencyCode: 'EUR',
      paymentPlans: [{ handle: 'team-annual', priceInCents: 9000, interval: 'year' }],
    });
  });

  it.each([
    '{"currencyCode":"usd","paymentPlans":[]}',
    '{"paymentPlans":[{"handle":"a","priceInCents":1.5}]}',
  ])('refuses %s', (json) => {
    expect(() => readPlans(json)).toThrow(/must be JSON/);
  });
});
