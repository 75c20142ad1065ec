import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { BillingTab } from './billing-tab.tsx';

const render = () => renderFeature(<BillingTab />, { url: '/billing', path: '/billing' });

const trial: TSubscription = {
  status: 'Trial',
  paymentStatus: 'None',
  planHandle: null,
  trialEndsAt: new Date(Date.now() + 12.5 * 86_400_000).toISOString(),
  currentPeriodEnd: null,
  seatCount: 3,
  paidSeatCount: 0,
  couponCodes: [],
};

describe('BillingTab', () => {
  it('says plainly that billing is off when the instance bills nobody', async () => {
    mockApi({ 'GET /subscription': errorAnswer(404, 'BILLING_OFF', BILLING_TEXTS.billingOff) });
    render();
    expect(await screen.findByText('Billing is off')).toBeInTheDocument();
    expect(screen.getByText(BILLING_TEXTS.billingOff)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('tells a person without billing permission that payments are not theirs (403)', async () => {
    mockApi({ 'GET /subscription': errorAnswer(403, 'FORBIDDEN', 'You may not do this.') });
    render();
    expect(await screen.findByText(BILLING_TEXTS.paymentsNotYours)).toBeInTheDocument();
    expect(screen.queryByText('Billing could not be loaded')).not.toBeInTheDocument();
  });

  it('shows the trial, the days left and the cost of the paid people at the monthly price', async () => {
    mockApi({
      'GET /subscription': { body: { subscription: trial } },
      'GET /payment/plans': {
        body: {
          currencyCode: 'USD',
          paymentPlans: [
            { handle: 'eos-one-monthly', priceInCents: 1500, interval: 'month' },
            { handle: 'eos-one-annual', priceInCents: 15000, interval: 'year' },
          ],
        },
      },
      'GET /payment/methods': { body: { paymentProfiles: [] } },
      'GET /subscription/customer': { body: { customer: { email: 'olive@acme.test' } } },
      'GET /invoice': { body: { invoices: [] } },
    });
    render();
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText('12 days left')).toBeInTheDocument();
    expect(await screen.findByText('$45.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout');
    expect(await screen.findByText('No card yet. Add one to subscribe.')).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });
});
