import de from '@cairn/domain/i18n/locales/de.json';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { currentReader } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { formatMeetingLength, formatMinutes, formatPercent } from './live-format.ts';

const t = (key: string, values?: Record<string, unknown>) => currentReader()(key, values);
const MINUTE = 60_000;

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('the live meeting in the person locale', () => {
  it('writes lengths, percentages and counts in English', () => {
    expect(formatMinutes(t, 5)).toBe('5 min');
    expect(formatMeetingLength(t, 45 * MINUTE)).toBe('45 min');
    expect(formatMeetingLength(t, 60 * MINUTE)).toBe('1 h');
    expect(formatMeetingLength(t, 65 * MINUTE + 59_000)).toBe('1 h 5 min');
    expect(formatPercent(90)).toBe('90%');
    expect(t('live.reconnecting', { count: 1 })).toBe('Reconnecting… 1 change waiting');
    expect(t('live.reconnecting', { count: 3 })).toBe('Reconnecting… 3 changes waiting');
  });

  it('writes them in German: units, a space before %, a decimal comma and the plurals', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    expect(formatMinutes(t, 5)).toBe('5 Min.');
    expect(formatMeetingLength(t, 60 * MINUTE)).toBe('1 Std.');
    expect(formatMeetingLength(t, 65 * MINUTE)).toBe('1 Std. 5 Min.');
    // Intl puts a no-break space between the number and the percent sign in German.
    expect(formatPercent(90)).toBe('90\u00a0%');
    expect(t('live.rating.average', { value: formatNumber(7.5) })).toBe('Durchschnitt 7,5');
    expect(t('live.reconnecting', { count: 1 })).toBe('Verbindung wird wiederhergestellt… 1 Änderung wartet');
    expect(t('live.reconnecting', { count: 3 })).toBe(
      'Verbindung wird wiederhergestellt… 3 Änderungen warten',
    );
    expect(t('live.ids.openIssues', { count: 1 })).toBe('1 offenes Issue');
    expect(t('live.ids.openIssues', { count: 4 })).toBe('4 offene Issues');
  });
});
