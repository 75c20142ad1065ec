import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { currentReader, showTexts } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { countryOptions } from '../country-names.ts';
import { BillingTab } from './billing-tab.tsx';

const trial: TSubscription = {
  status: 'Trial',
  paymentStatus: 'None',
  planHandle: null,
  trialEndsAt: new Date(Date.now() + 12.5 * 86_400_000).toISOString(),
  currentPeriodEnd: null,
  seatCount: 12,
  paidSeatCount: 0,
  couponCodes: [],
};

// Intl writes a no-break space between the amount and its sign.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(async () => {
  // The locale for Intl; the pack is shown straight (the language call's cache stays as other
  // test files expect it: the web tests share one module graph).
  mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
  await applyLocale('de-DE');
  showGermanTexts();
});
// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  showTexts(null);
  await applyLocale('en');
});

/** Issue 33: a German Owner reads the plan, the days, the money and the countries in German. */
describe('Billing in German', { timeout: 30_000 }, () => {
  it("writes the cost of twelve paid people in the organisation's currency, the German way", async () => {
    mockApi({
      'GET /subscription': { body: { subscription: trial } },
      'GET /payment/plans': {
        body: {
          currencyCode: 'USD',
          paymentPlans: [{ handle: 'eos-one-monthly', priceInCents: 2165, interval: 'month' }],
        },
      },
      'GET /payment/methods': { body: { paymentProfiles: [] } },
      'GET /subscription/customer': { body: { customer: { email: 'olive@acme.test' } } },
      'GET /invoice': { body: { invoices: [] } },
    });
    renderFeature(<BillingTab />, { url: '/billing', path: '/billing' });
    expect(await screen.findByText('Kostenlose Testphase')).toBeInTheDocument();
    expect(screen.getByText('Noch 12 Tage')).toBeInTheDocument();
    expect(screen.getByText('Kosten pro Monat')).toBeInTheDocument();
    const amounts = (await screen.findAllByText(/\$/)).map((node) => plain(node.textContent));
    expect(amounts).toContain('259,80 $');
    expect(amounts).toContain('21,65 $ / Monat');
  });

  it('counts the paid people of checkout with the plural, and names countries in German', () => {
    const t = currentReader();
    expect(t('billing.checkout.seatsLine', { count: 1, price: '21,65 €' })).toBe(
      '1 zahlende Person × 21,65 €',
    );
    expect(t('billing.checkout.seatsLine', { count: 12, price: '21,65 €' })).toBe(
      '12 zahlende Personen × 21,65 €',
    );
    const names = new Map(countryOptions().map((option) => [option.value, option.label]));
    expect(names.get('DE')).toBe('Deutschland');
    expect(names.get('US')).toBe('Vereinigte Staaten');
  });
});
