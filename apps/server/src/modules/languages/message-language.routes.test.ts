import { randomUUID } from 'node:crypto';
import de from '@cairn/domain/i18n/locales/de.json' with { type: 'json' };
import en from '@cairn/domain/i18n/locales/en.json' with { type: 'json' };
import { createMessageIndex, findMessage } from '@cairn/domain/i18n/message-index';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';

const { app, team } = useTestApp(buildTodoTeam);
const index = createMessageIndex(en);

/** Creates a to-do as the owner with these headers; `title` empty is refused with a field message. */
const createTodo = (title: string, headers: Record<string, string> = {}) =>
  injectAs(app, team.owner.session, {
    method: 'POST',
    url: '/api/v2/todos',
    headers,
    payload: { title, ownerIds: [team.member.person.id], tractionId: team.meeting.id },
  });
/** The owner's language choice, as Manage account saves it (the cached session follows). */
async function setLocale(userLocale: string | null) {
  const { firstName, lastName } = team.owner.user;
  const res = await injectAs(app, team.owner.session, {
    method: 'PUT',
    url: '/api/v2/user/profile',
    payload: { firstName, lastName, userLocale },
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** The German pack's text of an English message (the shipped pack, as the server reads it). */
const germanOf = (text: string) => {
  const found = findMessage(text, index);
  if (!found) throw new Error(`no key for ${text}`);
  return (de as Record<string, string>)[found.key] ?? '';
};

describe('the answers’ messages in the asker’s language (decision 0039)', () => {
  it('writes a 422 field message in the browser’s language while the person has chosen none', async () => {
    await setLocale(null);
    const english = await createTodo('');
    expect(english.statusCode).toBe(422);
    const englishText = english.json().messages[0].text as string;

    const german = await createTodo('', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(422);
    expect(german.json().messages[0]).toMatchObject({ id: english.json().messages[0].id, field: 'title' });
    expect(german.json().messages[0].text).toBe(germanOf(englishText));
    expect(german.json().messages[0].text).not.toBe(englishText);
  });

  it('follows the person’s chosen language over the browser’s, and keeps the values as typed', async () => {
    await setLocale('de');
    const res = await createTodo('Required', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(201);
    // The title is the team's own text: it stays as typed inside the German sentence.
    const text = res.json().messages[0].text as string;
    expect(text).toBe(de['msg.item.created'].replace('{{title}}', 'Required'));
    expect(text).not.toBe(ITEM_TEXTS.created('Required'));

    await setLocale('en');
    const english = await createTodo('Required', { 'accept-language': 'de-DE' });
    expect(english.json().messages[0].text).toBe(ITEM_TEXTS.created('Required'));
  });

  it('answers a 401 in the browser’s language, and English for a language Cairn lacks', async () => {
    const anonymous = (language: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v2/user/details/${team.owner.user.id}`,
        headers: { 'accept-language': language },
      });
    const german = await anonymous('de');
    expect(german.statusCode).toBe(401);
    expect(german.json().messages[0].text).toBe(de['msg.http.unauthenticated']);
    expect((await anonymous('xx-YY')).json().messages[0].text).toBe(en['msg.http.unauthenticated']);
  });
});

describe('the answers’ messages in the organisation’s own words', () => {
  it('names a renamed item in a 404, in English and in German', async () => {
    const setWords = (terms: object) =>
      injectAs(app, team.owner.session, { method: 'PUT', url: '/api/v2/org/terms', payload: { terms } });
    const missingTodo = () =>
      injectAs(app, team.owner.session, { method: 'DELETE', url: `/api/v2/todo/${randomUUID()}` });
    expect((await setWords({ todo: { singular: 'Action', plural: 'Actions' } })).statusCode).toBe(200);

    await setLocale('en');
    const english = await missingTodo();
    expect(english.statusCode).toBe(404);
    expect(english.json().messages[0].text).toBe('The action could not be found.');
    await setLocale('de');
    expect((await missingTodo()).json().messages[0].text).toContain('Action');

    expect((await setWords({})).statusCode).toBe(200);
    await setLocale('en');
    expect((await missingTodo()).json().messages[0].text).toBe('The to-do could not be found.');
  });
});
