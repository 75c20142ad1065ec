import { BILLING_OFF_SUBSCRIPTION } from '@cairn/domain/account/session.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { AddCardForm } from './add-card-form.tsx';

// Stripe.js is never fetched in the tests: the loader answers no Stripe at all.
const loadStripe = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const sessionWith = (stripePublishableKey?: string) => ({
  ...buildSession('Owner'),
  subscription: {
    ...BILLING_OFF_SUBSCRIPTION,
    isBillingOn: true,
    pricePerPaidPersonCents: 1500,
    ...(stripePublishableKey ? { stripePublishableKey } : {}),
  },
});

const render = (stripePublishableKey?: string) =>
  renderFeature(<AddCardForm canChoosePrimary={false} onAdded={() => undefined} />, {
    url: '/billing',
    path: '/billing',
    session: { ...sessionWith(stripePublishableKey), serverTime: new Date().toISOString() } as never,
  });

describe('AddCardForm', () => {
  it('shows Cairn’s card fields and loads no Stripe.js on the test provider', async () => {
    mockApi({});
    render();
    expect(await screen.findByLabelText(/card number/i)).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-card-element')).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('uses Stripe’s card element with the session’s publishable key, and never Cairn’s card fields', async () => {
    mockApi({});
    render('pk_test_cairn');
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_cairn');
  });
});
