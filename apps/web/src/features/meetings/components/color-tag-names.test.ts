import de from '@cairn/domain/i18n/locales/de.json';
import en from '@cairn/domain/i18n/locales/en.json';
import { COLOR_TAG_VALUES, colorTagLabel } from '@cairn/domain/meetings/meetings.constants';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { createReader } from '../../../lib/i18n/reader.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { weekdayName } from '../utils/schedule.ts';
import { COLOR_TAG_NAME_KEYS } from './color-tag-names.ts';

const german = createReader('de', (key) => (de as Record<string, string>)[key]);
const english = createReader('en', (key) => (en as Record<string, string>)[key]);

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('meeting codes in the person language (issue 33)', () => {
  it('names colour tags by their codes, in German and as the server names them in English', () => {
    expect(german(COLOR_TAG_NAME_KEYS.DarkOrange)).toBe('Dunkelorange');
    expect(
      german('meeting.toast.colorTagUpdated', { title: 'Vertrieb', color: german(COLOR_TAG_NAME_KEYS.Teal) }),
    ).toBe('Farbmarkierung des Meetings Vertrieb geändert in Blaugrün');
    // The web's English names are the server's, word for word.
    for (const tag of COLOR_TAG_VALUES) expect(english(COLOR_TAG_NAME_KEYS[tag])).toBe(colorTagLabel(tag));
  });

  it("names the schedule's weekdays in the person's locale", async () => {
    expect(weekdayName(0)).toBe('Sunday');
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    expect([0, 1, 2].map(weekdayName)).toEqual(['Sonntag', 'Montag', 'Dienstag']);
  });
});
