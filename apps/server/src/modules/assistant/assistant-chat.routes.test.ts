import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { startOpenAiStub } from '../../test/openai-stub.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { buildRivalWithBudget } from './assistant-test-support.ts';

// `POST chat` with its tools against a loopback OpenAI-compatible server: the AI SDK's HTTP
// layer, the tools' route calls and the stream all run for real.
const stub = await startOpenAiStub();
afterAll(() => stub.close());

async function buildChatTeam(db: TDb) {
  const team = await buildTeam(db);
  const leadership = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    title: 'Leadership',
    inviteeIds: [team.member.person.id, team.observer.person.id],
  });
  await buildTodo(db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: leadership.id,
    title: 'Budget draft',
  });
  await buildRivalWithBudget(db);
  return { ...team, leadership };
}

const { app, team, post } = useTestApp(buildChatTeam, {
  ai: { baseUrl: stub.baseUrl, apiKey: 'stub-key', model: 'stub-model' },
});

const requestOf = (back: number) => stub.requests[stub.requests.length - back];
const toolNamesOf = (body: Record<string, unknown>) =>
  ((body.tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name);

/** `POST chat` asking for a stream; answers the events in order. */
async function streamChat(session: TSession, prompt: string) {
  const res = await injectAs(app, session, {
    method: 'POST',
    url: '/api/v2/chat',
    headers: { accept: 'text/event-stream' },
    payload: { prompt, thread: [] },
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  const events = (isStream ? res.body : '')
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine.replace('event: ', ''), data: JSON.parse(dataLine.replace('data: ', '')) };
    });
  return { res, events };
}

describe('POST /api/v2/chat with tools', () => {
  it("looks up the caller's own data through the routes, never another organisation's", async () => {
    stub.reply(
      { toolCalls: [{ name: 'findTodos', arguments: { text: 'budget' } }] },
      { content: 'One: Budget draft.' },
    );
    const res = await post(team.owner.session, '/chat', { prompt: 'Which budget to-dos are there?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: 'One: Budget draft.' }),
    ]);
    const toolResult = JSON.stringify(requestOf(1).body.messages);
    expect(toolResult).toContain('Budget draft');
    expect(toolResult).not.toContain('Budget of the rival');
    expect(toolNamesOf(requestOf(2).body)).toEqual(
      expect.arrayContaining(['findTodos', 'summariseMeeting', 'proposeItem']),
    );
  });

  it("passes a browser's cookie session and CSRF token on to the tools' route calls", async () => {
    stub.reply({ toolCalls: [{ name: 'findTodos', arguments: { text: 'budget' } }] }, { content: 'Found.' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/chat',
      headers: { cookie: `cairn_session=${team.member.session.token}; cairn_csrf=c1`, 'x-csrf-token': 'c1' },
      payload: { prompt: 'Budget to-dos?', thread: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(requestOf(1).body.messages)).toContain('Budget draft');
  });

  it('answers an action for a proposed to-do and stores nothing until it is confirmed', async () => {
    stub.reply(
      {
        toolCalls: [
          {
            name: 'proposeItem',
            arguments: {
              type: 'ToDo',
              meetingId: team.leadership.id,
              title: 'Send the budget',
              dueDate: '2026-12-04',
            },
          },
        ],
      },
      { content: 'I proposed the to-do; please confirm.' },
    );
    const res = await post(team.member.session, '/chat', { prompt: 'Add a to-do to send the budget' });
    expect(res.statusCode).toBe(200);
    const [answer, action] = res.json().messages;
    expect(answer).toMatchObject({ role: 'assistant' });
    expect(action).toMatchObject({
      id: 'AI_ACTION',
      role: 'action',
      content: 'To-Do in Leadership: Send the budget, due 2026-12-04',
      action: {
        type: 'ToDo',
        tractionId: team.leadership.id,
        title: 'Send the budget',
        dueDate: '2026-12-04',
        ownerIds: [team.member.person.id],
      },
    });
    expect(await app.db.select().from(todos).where(eq(todos.title, 'Send the budget'))).toEqual([]);
    // Confirming is the usual create call.
    const { type: _type, meetingTitle: _title, ...body } = action.action;
    expect((await post(team.member.session, '/todos', body)).statusCode).toBe(201);
  });

  it('offers an Observer no proposal', async () => {
    stub.reply({ content: 'Observers can read.' });
    const res = await post(team.observer.session, '/chat', { prompt: 'Add a to-do' });
    expect(res.statusCode).toBe(200);
    const offered = toolNamesOf(requestOf(1).body);
    expect(offered).toContain('findTodos');
    expect(offered).not.toContain('proposeItem');
  });
});

describe('POST /api/v2/chat as a stream', () => {
  it('streams the answer as plain text pieces, then the messages', async () => {
    stub.reply({ content: ' <b>Hello</b> team,<script>x</script> all good' });
    const { res, events } = await streamChat(team.owner.session, 'Hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const pieces = events.filter((e) => e.event === 'text').map((e) => e.data.text);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe('Hello team,x all good');
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { succeeded: true, messages: [expect.objectContaining({ content: 'Hello team,x all good' })] },
    });
    expect(requestOf(1).body.stream).toBe(true);
  });

  it('streams the tools too: the proposal comes with the last event', async () => {
    stub.reply(
      {
        toolCalls: [
          {
            name: 'proposeItem',
            arguments: { type: 'Issue', meetingId: team.leadership.id, title: 'Prices' },
          },
        ],
      },
      { content: 'Proposed.' },
    );
    const { events } = await streamChat(team.member.session, 'Raise an issue about prices');
    expect(events.at(-1)?.data.messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: 'Proposed.' }),
      expect.objectContaining({
        role: 'action',
        action: expect.objectContaining({ type: 'Issue', title: 'Prices' }),
      }),
    ]);
  });

  it('ends with the AI-service text when the model fails mid-way', async () => {
    stub.reply({ status: 500 });
    const { events } = await streamChat(team.owner.session, 'Hi');
    expect(events).toEqual([
      {
        event: 'error',
        data: {
          succeeded: false,
          messages: [expect.objectContaining({ id: 'AI_FAILED', text: ASSISTANT_TEXTS.aiServiceFailed })],
        },
      },
    ]);
  });

  it('refuses an empty prompt with 422 before any stream', async () => {
    const { res, events } = await streamChat(team.owner.session, '   ');
    expect(res.statusCode).toBe(422);
    expect(events).toEqual([]);
    expect(res.json().messages[0]).toMatchObject({ field: 'prompt', text: ASSISTANT_TEXTS.promptRequired });
  });
});
