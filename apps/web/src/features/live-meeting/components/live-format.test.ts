import { afterEach, describe, expect, it } from 'vitest';
import { currentReader, showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { formatMeetingLength, formatMinutes, formatPercent } from './live-format.ts';

const t = (key: string, values?: Record<string, unknown>) => currentReader()(key, values);
const MINUTE = 60_000;

// The web tests share one module graph (and the loaded languages' readers, so no applyLocale here:
// lib/i18n/i18n.test.ts covers numbers in the locale); every test leaves the texts in English.
afterEach(() => showTexts(null));

describe('the live meeting texts', () => {
  it('writes lengths, percentages and counts in English', () => {
    expect(formatMinutes(t, 5)).toBe('5 min');
    expect(formatMeetingLength(t, 45 * MINUTE)).toBe('45 min');
    expect(formatMeetingLength(t, 60 * MINUTE)).toBe('1 h');
    expect(formatMeetingLength(t, 65 * MINUTE + 59_000)).toBe('1 h 5 min');
    expect(formatPercent(90)).toBe('90%');
    expect(t('live.reconnecting', { count: 1 })).toBe('Reconnecting… 1 change waiting');
    expect(t('live.reconnecting', { count: 3 })).toBe('Reconnecting… 3 changes waiting');
  });

  it('writes them in German: the units and the plurals by count', () => {
    showGermanTexts();
    expect(formatMinutes(t, 5)).toBe('5 Min.');
    expect(formatMeetingLength(t, 60 * MINUTE)).toBe('1 Std.');
    expect(formatMeetingLength(t, 65 * MINUTE)).toBe('1 Std. 5 Min.');
    expect(t('live.reconnecting', { count: 1 })).toBe('Verbindung wird wiederhergestellt… 1 Änderung wartet');
    expect(t('live.reconnecting', { count: 3 })).toBe(
      'Verbindung wird wiederhergestellt… 3 Änderungen warten',
    );
    expect(t('live.ids.openIssues', { count: 1 })).toBe('1 offenes Issue');
    expect(t('live.ids.openIssues', { count: 4 })).toBe('4 offene Issues');
    expect(t('live.checklist.tooMany', { count: 20 })).toBe('Eine Checkliste hat höchstens 20 Punkte');
  });
});
