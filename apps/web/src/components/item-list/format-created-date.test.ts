import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../lib/i18n/i18n.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { formatCreatedDate } from './format-created-date.ts';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

const NOW = new Date('2026-11-28T12:00:00');

/** 002 §9 date helper, issue 33: a list's created date in the person's locale, the year only when it differs. */
describe('formatCreatedDate', () => {
  it('reads "Mar 4" in English and "4. März" in German', async () => {
    expect(formatCreatedDate('2026-03-04T12:00:00', NOW)).toBe('Mar 4');
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
    await applyLocale('de-DE');
    expect(formatCreatedDate('2026-03-04T12:00:00', NOW)).toBe('4. März');
    expect(formatCreatedDate('2025-03-04T12:00:00', NOW)).toBe('4. März 2025');
  });
});
