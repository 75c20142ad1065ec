import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../lib/i18n/i18n.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { formatCents } from './money.ts';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('formatCents', () => {
  it("writes the organisation's currency the person's way", async () => {
    expect(formatCents(1500, 'USD')).toBe('$15.00');
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
    await applyLocale('de-DE');
    // Intl puts a no-break space between the amount and the sign.
    expect(formatCents(1500, 'EUR').replace(/\s/g, ' ')).toBe('15,00 €');
    expect(formatCents(1500, 'USD').replace(/\s/g, ' ')).toBe('15,00 $');
    // Without a currency: the one of the person's locale (spec 002 §3: de-DE pays in euros).
    expect(formatCents(250).replace(/\s/g, ' ')).toBe('2,50 €');
  });
});
