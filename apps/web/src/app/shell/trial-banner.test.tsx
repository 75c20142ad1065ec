import { BILLING_OFF_SUBSCRIPTION, type TSessionSubscription } from '@cairn/domain/account/session.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession, renderFeature } from '../../features/test-support/render-feature.tsx';
import { TrialBanner } from './trial-banner.tsx';

function renderBanner(role: TRole, subscription: Partial<TSessionSubscription>) {
  const session = {
    ...buildSession(role),
    subscription: {
      ...BILLING_OFF_SUBSCRIPTION,
      isBillingOn: true,
      pricePerPaidPersonCents: 1500,
      ...subscription,
    },
  };
  renderFeature(<TrialBanner session={session} />, { url: '/', path: '/', session });
}

describe('the free trial banner (001 §4)', () => {
  it('tells the Owner the days left in the last week, with the way to subscribe', () => {
    renderBanner('Owner', { status: 'Trial', trialDaysRemaining: 5 });
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('Days left in your free trial: 5.');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/org\/detail\/.+\/billing$/),
    );
  });

  it('says the rest is read-only once expired; a Member reads why, without the link', () => {
    renderBanner('Owner', { status: 'Suspended', trialDaysRemaining: 0, isTrialExpired: true });
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(/everyone but the Owner can read/);
    document.body.innerHTML = '';
    renderBanner('Member', { status: 'Suspended', trialDaysRemaining: 0, isTrialExpired: true });
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(/changes wait until the Owner subscribes/);
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it.each([
    ['early in the trial', { status: 'Trial', trialDaysRemaining: 20 }],
    ['a paid plan', { status: 'Active', paymentStatus: 'Current' }],
    ['billing off', { isBillingOn: false }],
  ] as const)('shows nothing on %s', (_name, subscription) => {
    renderBanner('Owner', subscription);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });
});
