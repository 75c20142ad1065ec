import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { notificationTimeLabel } from './notification-time.ts';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

const NOW = new Date('2026-11-28T15:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);

describe('notificationTimeLabel (000 §4)', () => {
  it('reads as before in English', () => {
    expect(notificationTimeLabel(before(0), NOW)).toBe('1 second ago');
    expect(notificationTimeLabel(before(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(notificationTimeLabel(before(3_600_000), NOW)).toBe('1 hour ago');
    expect(notificationTimeLabel(new Date('2026-11-03T12:00:00Z'), NOW)).toBe('Nov 3, 2026');
  });

  it('says the age and the date in German', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
    await applyLocale('de');
    expect(notificationTimeLabel(before(5 * 60_000), NOW)).toBe('vor 5 Minuten');
    expect(notificationTimeLabel(before(3_600_000), NOW)).toBe('vor 1 Stunde');
    expect(notificationTimeLabel(new Date('2026-11-03T12:00:00Z'), NOW)).toBe('3. Nov. 2026');
  });
});
