import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import de from '@cairn/domain/i18n/locales/de.json' with { type: 'json' };
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { ZCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { zodFormValidate } from '../../components/form/zod-form-validate.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { applyLocale } from './i18n.ts';
import { messageText } from './messages.ts';

afterEach(async () => {
  await applyLocale('en');
});

const validateTodo = zodFormValidate(ZCreateTodoRequest.pick({ title: true }));

describe('the domain’s messages in the language on screen (decision 0039)', () => {
  it('leaves them as the domain writes them in English, without loading anything', () => {
    const { calls } = mockFetch({});
    expect(messageText(HTTP_TEXTS.forbidden)).toBe(HTTP_TEXTS.forbidden);
    expect(validateTodo({ title: '' }).title).toBe(
      ZCreateTodoRequest.shape.title.safeParse('').error?.issues[0]?.message,
    );
    expect(calls).toEqual([]);
  });

  it('writes a form’s validation texts and the domain’s messages in German, values kept', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    const required = ZCreateTodoRequest.shape.title.safeParse('').error?.issues[0]?.message ?? '';
    expect(validateTodo({ title: '' }).title).not.toBe(required);
    expect(validateTodo({ title: '' }).title).toBe(messageText(required));
    expect(messageText(HTTP_TEXTS.forbidden)).toBe(de['msg.http.forbidden']);
    expect(messageText(ITEM_TEXTS.created('Angebot senden'))).toBe(
      de['msg.item.created'].replace('{{title}}', 'Angebot senden'),
    );
    // The team's own words are no message: they stay.
    expect(messageText('Angebot senden')).toBe('Angebot senden');
  });

  it('goes back to English with the language', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de');
    await applyLocale('en');
    expect(messageText(HTTP_TEXTS.forbidden)).toBe(HTTP_TEXTS.forbidden);
  });
});
