import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { formatMoney } from './format.ts';
import { applyLocale } from './i18n.ts';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('formatMoney', () => {
  it("writes the organisation's currency the person's way", async () => {
    expect(formatMoney(1500, 'USD')).toBe('$15.00');
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
    await applyLocale('de-DE');
    // Intl puts a no-break space between the amount and the sign.
    expect(formatMoney(1500, 'EUR').replace(/\s/g, ' ')).toBe('15,00 €');
    expect(formatMoney(1500, 'USD').replace(/\s/g, ' ')).toBe('15,00 $');
    // Without a currency: the one of the person's locale (spec 002 §3: de-DE pays in euros).
    expect(formatMoney(250).replace(/\s/g, ' ')).toBe('2,50 €');
  });
});
