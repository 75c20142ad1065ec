import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { formatDate, formatNumber } from './format.ts';
import { applyLocale, formatLocale } from './i18n.ts';
import { addEnglishTexts, currentReader } from './texts.ts';

const t = (key: string, values?: Record<string, unknown>) => currentReader()(key, values);

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('the web in the person language', () => {
  it('starts in the bundled English without asking the server', () => {
    const { calls } = mockFetch({});
    expect(t('shell.header.home')).toBe('Home');
    expect(calls).toEqual([]);
  });

  it('fetches a pack once from the language call, then texts, dates and numbers follow the locale', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/loki/languages/de.json': { body: { 'shell.header.home': 'Startseite' } },
    });
    await applyLocale('de-DE');
    expect(t('shell.header.home')).toBe('Startseite');
    // A key the pack lacks reads English.
    expect(t('shell.menu.settings')).toBe('Settings');
    expect(formatLocale()).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDate('2026-11-27T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '27. November 2026',
    );
    await applyLocale('en');
    await applyLocale('de-AT');
    expect(formatLocale()).toBe('de-AT');
    expect(calls.map((call) => call.url.split('?')[0])).toEqual(['/api/v2/loki/languages/de.json']);
    expect(calls[0].url).toMatch(/\?l=/);
  });

  it('stays in English when the pack fails (spec 002 §8)', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/fr.json': { status: 500, body: {} } });
    await applyLocale('fr-FR');
    expect(t('shell.header.home')).toBe('Home');
    expect(formatLocale()).toBe('en');
    mockFetch({ 'GET /api/v2/loki/languages/es.json': 'network-error' });
    await applyLocale('es');
    expect(t('shell.header.home')).toBe('Home');
  });

  it('reads a pack with i18next: plurals by the language rules, values by name, English for what it lacks', async () => {
    mockFetch({
      'GET /api/v2/loki/languages/fr.json': {
        body: {
          'learning.card.minutes_one': '{{count}} minute',
          'learning.card.minutes_other': '{{count}} minutes',
        },
      },
    });
    addEnglishTexts({
      'learning.card.minutes_one': '{{count}} min',
      'learning.card.minutes_other': '{{count}} min',
    });
    await applyLocale('fr');
    // French counts 0 as one: its rule, not English's.
    expect(t('learning.card.minutes', { count: 0 })).toBe('0 minute');
    expect(t('learning.card.minutes', { count: 2 })).toBe('2 minutes');
    expect(t('shell.userMenu.label', { name: 'Ada' })).toBe('Account menu for Ada');
  });

  it('shows a pack text with HTML as text, never as markup', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/nl.json': { body: { 'shell.header.home': '<b>Start</b>' } } });
    await applyLocale('nl');
    expect(t('shell.header.home')).toBe('<b>Start</b>');
  });
});
