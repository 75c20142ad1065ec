import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ID_TEXTS, IDS_QUERY_MAX } from '@cairn/domain/common/ids.constants';
import { TEXT_TEXTS } from '@cairn/domain/common/text.constants';
import { describe, expect, it } from 'vitest';
import { buildTodoTeam } from '../modules/todos/todos.test-support.ts';
import { firstMessage, useTestApp } from '../test/route-test.ts';

/**
 * Issue 7 point 5: a NUL character or a lone surrogate in any string answers 422 on its field
 * (PostgreSQL refused NUL with a 500), and a `?ids=` list too long for the request line answers
 * the documented 422 on `ids` in the message envelope, not Node's 431.
 */

const { app, team, call, post, put } = useTestApp(buildTodoTeam);

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'broken \ud83d text';
const invalidText = (field: string) => ({
  id: 'VAL_INVALID_TEXT',
  type: 'error',
  text: TEXT_TEXTS.invalidText,
  field,
});

describe('strings the database cannot store', () => {
  it('are refused with 422 on the field on several routes, nothing stored', async () => {
    const todo = await post(team.member.session, '/todos', {
      title: NUL,
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
    });
    expect(todo.statusCode).toBe(422);
    expect(todo.json().messages).toEqual([invalidText('title')]);

    const headline = await post(team.member.session, '/headlines', {
      title: 'Fine',
      ownerId: team.member.person.id,
      tractionId: team.meeting.id,
      contentHtml: `<p>${LONE_SURROGATE}</p>`,
    });
    expect(headline.statusCode).toBe(422);
    expect(headline.json().messages).toEqual([invalidText('contentHtml')]);

    const org = await post(team.owner.session, '/orgs', { name: `Acme${NUL}` });
    expect(org.statusCode).toBe(422);
    expect(firstMessage(org)).toMatchObject({ id: 'VAL_INVALID_TEXT', field: 'name' });

    const rename = await put(team.owner.session, `/org/${team.orgId}`, { name: LONE_SURROGATE });
    expect(rename.statusCode).toBe(422);
    expect(firstMessage(rename)).toMatchObject({ id: 'VAL_INVALID_TEXT', field: 'name' });

    const register = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { firstName: NUL, lastName: 'Doe', email: 'nul@example.com', password: 'Correct-Horse-9' },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().messages).toEqual([invalidText('firstName')]);
  });

  it('name nested fields and query fields by their path', async () => {
    const nested = await post(team.member.session, '/todos', {
      title: 'Fine',
      ownerIds: [team.member.person.id, NUL],
      tractionId: team.meeting.id,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().messages).toEqual([invalidText('ownerIds.1')]);

    const query = await call(team.member.session, 'GET', '/session?tz=Europe%2FParis%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().messages).toEqual([invalidText('tz')]);
  });

  it('still answer 401 first without a session', async () => {
    const res = await post(null, '/todos', { title: NUL, ownerIds: [], tractionId: team.meeting.id });
    expect(res.statusCode).toBe(401);
  });

  it('accept whole surrogate pairs (emoji) and ordinary text', async () => {
    const res = await post(team.member.session, '/todos', {
      title: 'Ship it 🚀',
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('long ?ids= lists over a real connection', () => {
  let port: number | undefined;
  const getIds = async (count: number, extraHeaders: Record<string, string> = {}) => {
    if (port === undefined) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    }
    const ids = Array.from({ length: count }, () => randomUUID()).join(',');
    return fetch(`http://127.0.0.1:${port}/api/v2/todos?ids=${ids}`, {
      headers: { authorization: `Bearer ${team.member.session.token}`, ...extraHeaders },
    });
  };
  const envelope = async (res: Response) =>
    (await res.json()) as { succeeded: boolean; messages: { id: string; field?: string; text: string }[] };

  it('one id past the limit answers the documented 422 on ids', async () => {
    const res = await getIds(IDS_QUERY_MAX + 1);
    expect(res.status).toBe(422);
    expect((await envelope(res)).messages[0]).toMatchObject({
      field: 'ids',
      text: ID_TEXTS.tooManyIds(IDS_QUERY_MAX),
    });
  });

  it('a list longer than the request line answers the same 422 envelope, not a 431', async () => {
    const res = await getIds(3000);
    expect(res.status).toBe(422);
    expect(await envelope(res)).toEqual({
      succeeded: false,
      messages: [
        { id: 'VAL_INVALID', type: 'error', text: ID_TEXTS.tooManyIds(IDS_QUERY_MAX), field: 'ids' },
      ],
    });
  });

  it('oversized headers answer 431 in the envelope', async () => {
    const res = await getIds(1, { cookie: `big=${'x'.repeat(40_000)}` });
    expect(res.status).toBe(431);
    expect((await envelope(res)).succeeded).toBe(false);
  });
});
