import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import de from '@cairn/domain/i18n/locales/de.json' with { type: 'json' };
import en from '@cairn/domain/i18n/locales/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { createLanguagePacks } from './language-packs.ts';
import { translatorFor } from './translate.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-languages-'));
const languagesDir = path.join(dataDir, 'languages');
mkdirSync(languagesDir, { recursive: true });
/** Writes a drop-in file and waits out the second the packs trust their last look at a file. */
async function drop(language: string, content: string) {
  writeFileSync(path.join(languagesDir, `${language}.json`), content);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app?.close();
});

const pack = (language: string, query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v2/loki/languages/${language}.json${query}`, headers });

describe('GET loki/languages/{language}.json', () => {
  it('answers the flat pack of a shipped language, signed in or not', async () => {
    const res = await pack('de');
    expect(res.statusCode).toBe(200);
    expect(res.json()['mail.verification.title']).toBe(de['mail.verification.title']);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(en).sort());
  });

  it('answers English for an unknown or malformed language (spec 002 §8)', async () => {
    for (const language of ['xx', 'zz-ZZ', 'not%20a%20code', 'de..%2F..%2Fetc']) {
      const res = await pack(language);
      expect(res.statusCode, language).toBe(200);
      expect(res.json()).toEqual(en);
    }
  });

  it('answers the pseudo-locale from English: bracketed and accented', async () => {
    const res = (await pack('en-XA')).json();
    expect(res['mail.invitation.link']).toMatch(/^\[Åççéþţ .*\]$/);
  });

  it('tags the answer with its content hash: 304 when unchanged, immutable when `l` names the hash', async () => {
    const first = await pack('fr');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await pack('fr', '', { 'if-none-match': etag })).statusCode).toBe(304);
    const hash = first.headers['x-content-hash'] as string;
    expect(`"${hash}"`).toBe(etag);
    const pinned = await pack('fr', `?l=${hash}`);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.json()).toEqual(first.json());
    expect((await pack('fr', '?l=other')).headers['cache-control']).toBe('public, no-cache');
  });

  it('takes a drop-in pack without a restart: a new language, overridden keys, English for the rest', async () => {
    await drop('nl', JSON.stringify({ 'mail.invitation.link': 'Uitnodiging aannemen of afwijzen' }));
    const dutch = (await pack('nl')).json();
    expect(dutch['mail.invitation.link']).toBe('Uitnodiging aannemen of afwijzen');
    expect(dutch['mail.invitation.until']).toBe(en['mail.invitation.until']);

    const before = (await pack('es')).headers.etag;
    await drop('es', JSON.stringify({ 'mail.verification.codeLabel': 'Clave' }));
    const after = await pack('es');
    expect(after.json()['mail.verification.codeLabel']).toBe('Clave');
    expect(after.headers.etag).not.toBe(before);
  });

  it('skips a broken drop-in file and serves the shipped pack', async () => {
    await drop('fr', '{ "mail.invitation.link": ');
    const res = await pack('fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()['mail.invitation.link']).toBe("Accepter ou refuser l'invitation");
    await drop('it', JSON.stringify({ 'mail.invitation.link': ['not', 'text'] }));
    expect((await pack('it')).json()).toEqual(en);
  });
});

describe('the language packs', () => {
  it('log a broken file once, not on every read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cairn-broken-'));
    mkdirSync(path.join(dir, 'languages'));
    writeFileSync(path.join(dir, 'languages', 'de.json'), 'not json');
    const lines: string[] = [];
    const packs = createLanguagePacks({ dataDir: dir, log: { warn: (_o, message) => lines.push(message) } });
    for (let i = 0; i < 3; i += 1)
      expect(packs.packOf('de').pack['mail.invitation.link']).toBe(de['mail.invitation.link']);
    expect(lines).toEqual(['Language pack skipped: it is not valid JSON']);
  });

  it('put a pack value with HTML in a mail as text, never as markup', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cairn-html-'));
    mkdirSync(path.join(dir, 'languages'));
    writeFileSync(
      path.join(dir, 'languages', 'de.json'),
      JSON.stringify({ 'mail.invitation.intro': '<script>x()</script>{{inviter}} lädt <b>ein</b>' }),
    );
    const tr = translatorFor(createLanguagePacks({ dataDir: dir, log: console }), 'de-DE');
    expect(tr.tHtml('mail.invitation.intro', { inviter: '<i>Ada</i>' })).toBe(
      '&lt;script&gt;x()&lt;/script&gt;&lt;i&gt;Ada&lt;/i&gt; lädt &lt;b&gt;ein&lt;/b&gt;',
    );
    expect(tr.date(new Date('2026-12-04T00:00:00Z'))).toBe('4. Dezember 2026');
  });
});

describe("the person's language (userLocale)", () => {
  const profile = (session: { token: string } | null, body: object) =>
    injectAs(app, session, { method: 'PUT', url: '/api/v2/user/profile', payload: body });
  const sessionUser = async (session: { token: string }, acceptLanguage = 'en-US') =>
    (
      await injectAs(app, session, {
        method: 'GET',
        url: '/api/v2/session',
        headers: { 'accept-language': acceptLanguage },
      })
    ).json().user;

  it('is stored by the profile call and answered by the session over the browser language', async () => {
    const { session } = await buildMember(app.db);
    expect(await sessionUser(session, 'fr-CA,fr;q=0.9')).toMatchObject({
      userLocale: 'fr-CA',
      localePreference: null,
    });
    const res = await profile(session, { firstName: 'Ada', lastName: 'Lovelace', userLocale: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userLocale).toBe('de');
    expect(await sessionUser(session, 'de-AT')).toMatchObject({
      userLocale: 'de-AT',
      localePreference: 'de',
    });
    expect(await sessionUser(session, 'fr-CA')).toMatchObject({ userLocale: 'de' });
    // Left out, the choice stays; null goes back to the browser.
    await profile(session, { firstName: 'Ada', lastName: 'Lovelace' });
    expect((await sessionUser(session)).localePreference).toBe('de');
    await profile(session, { firstName: 'Ada', lastName: 'Lovelace', userLocale: null });
    expect(await sessionUser(session, 'es-ES')).toMatchObject({
      userLocale: 'es-ES',
      localePreference: null,
    });
  });

  it('refuses an unknown language with 422 on the field and changes nothing', async () => {
    const { session } = await buildMember(app.db);
    await profile(session, { firstName: 'Ada', lastName: 'Lovelace', userLocale: 'fr' });
    for (const userLocale of ['xx', 'klingon-language', '<b>de</b>', 'ja-JP', '']) {
      const res = await profile(session, { firstName: 'Eve', lastName: 'Other', userLocale });
      expect(res.statusCode, userLocale).toBe(422);
      expect(res.json().messages[0].field).toBe('userLocale');
    }
    const user = await sessionUser(session);
    expect(user).toMatchObject({ firstName: 'Ada', localePreference: 'fr' });
  });

  it('accepts a language a drop-in pack adds, and the pseudo-locale', async () => {
    await drop('nl', JSON.stringify({ 'mail.invitation.link': 'Uitnodiging aannemen of afwijzen' }));
    const { session } = await buildMember(app.db);
    expect((await profile(session, { firstName: 'A', lastName: 'B', userLocale: 'nl-NL' })).statusCode).toBe(
      200,
    );
    expect(await sessionUser(session)).toMatchObject({ userLocale: 'nl-NL' });
    expect((await profile(session, { firstName: 'A', lastName: 'B', userLocale: 'en-XA' })).statusCode).toBe(
      200,
    );
    expect(await sessionUser(session, 'de-DE')).toMatchObject({ userLocale: 'en-XA' });
  });

  it('needs a session', async () => {
    expect((await profile(null, { firstName: 'A', lastName: 'B', userLocale: 'de' })).statusCode).toBe(401);
  });
});
