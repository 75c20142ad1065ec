import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { startOpenAiStub } from '../../test/openai-stub.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';

// A loopback OpenAI-compatible server: the AI SDK's provider and HTTP layer run for real.
const stub = await startOpenAiStub();
afterAll(() => stub.close());

async function buildModelTeam(db: TDb) {
  const team = await buildTeam(db);
  const leadership = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    title: 'Leadership Team Meeting',
    inviteeIds: [team.member.person.id],
  });
  const sales = await buildMeeting(db, team.orgId, { ownerPersonId: team.owner.person.id, title: 'Sales' });
  const stranger = await buildMember(db);
  await buildMeeting(db, stranger.orgId, { ownerPersonId: stranger.person.id, title: 'Secret Board' });
  return { ...team, leadership, sales };
}

const { team, get, post } = useTestApp(buildModelTeam, {
  ai: { baseUrl: stub.baseUrl, apiKey: 'stub-key', model: 'stub-model' },
  aiDailyLimit: 4,
});

const lastRequest = () => stub.requests[stub.requests.length - 1];
const SMART = {
  isSmart: false,
  suggestedImprovement: 'Sign 10 enterprise customers by March 31',
  reason: 'No number or date.',
  evaluation: Object.fromEntries(
    ['specific', 'measurable', 'attainable', 'realistic', 'timeBound'].map((c) => [
      c,
      { value: c !== 'measurable', reason: c },
    ]),
  ),
};

describe('the assistant with a model', () => {
  it('says a model is connected', async () => {
    expect((await get(team.member.session, '/assistant')).json()).toMatchObject({
      hasModel: true,
      dailyLimit: 4,
    });
  });

  it("lets the model extract and matches the meeting itself, among the caller's meetings only", async () => {
    stub.reply({
      content: JSON.stringify({
        type: 'ToDo',
        meeting: 'leadership',
        title: ' Send the budget ',
        dueDate: '2026-12-04',
      }),
    });
    const res = await post(team.member.session, '/assistant/interpret', {
      text: 'to-do for leadership: send the budget',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'ToDo',
      tractionId: team.leadership.id,
      title: 'Send the budget',
      dueDate: '2026-12-04',
      ownerIds: [team.member.person.id],
      messages: [],
    });
    const sent = lastRequest();
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer stub-key');
    expect(sent.body.model).toBe('stub-model');
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('Leadership Team Meeting');
    expect(prompt).not.toContain('Sales');
    expect(prompt).not.toContain('Secret Board');
  });

  it('refuses a model answer outside the schema with the AI-service text', async () => {
    stub.reply({ content: JSON.stringify({ type: 'Rock', meeting: null, title: 'x', dueDate: null }) });
    const res = await post(team.member.session, '/assistant/interpret', { text: 'rock: grow revenue' });
    expect(res.statusCode).toBe(502);
    expect(firstMessage(res)).toMatchObject({ id: 'AI_FAILED', text: ASSISTANT_TEXTS.aiServiceFailed });
  });

  it('answers the AI-service text when the model fails', async () => {
    stub.reply({ status: 500 });
    const res = await post(team.member.session, '/rocks/smart-rock', { description: 'Improve sales' });
    expect(res.statusCode).toBe(502);
    expect(firstMessage(res).text).toBe(ASSISTANT_TEXTS.aiServiceFailed);
  });

  it('gives up on a model slower than 10 s', async () => {
    stub.reply({ content: '{}', delayMs: 12_000 });
    const started = Date.now();
    const res = await post(team.owner.session, '/chat', { prompt: 'Hello', thread: [] });
    expect(res.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(11_500);
  }, 20_000);

  it('asks the model for the SMART result', async () => {
    stub.reply({ content: JSON.stringify(SMART) });
    const res = await post(team.owner.session, '/rocks/smart-rock', { description: 'Grow sales' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...SMART, checkedBy: 'AI' });
  });

  it('chats with the thread and answers plain text', async () => {
    stub.reply({ content: 'You have <b>two</b> rocks off track.<script>alert(1)</script>' });
    const res = await post(team.owner.session, '/chat', {
      prompt: 'Which rocks are off track?',
      thread: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello, how can I help?' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: 'You have two rocks off track.alert(1)' }),
    ]);
    expect(lastRequest().body.messages).toEqual(
      expect.arrayContaining([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello, how can I help?' },
        { role: 'user', content: 'Which rocks are off track?' },
      ]),
    );
  });

  it('stops a person at AI_DAILY_LIMIT model requests a day (429), without calling the model', async () => {
    for (let i = 0; i < 4; i++) {
      stub.reply({ content: JSON.stringify(SMART) });
      expect(
        (await post(team.manager.session, '/rocks/smart-rock', { description: 'Grow' })).statusCode,
      ).toBe(200);
    }
    const before = stub.requests.length;
    const res = await post(team.manager.session, '/rocks/smart-rock', { description: 'Grow' });
    expect(res.statusCode).toBe(429);
    expect(firstMessage(res)).toMatchObject({ id: 'AI_DAILY_LIMIT' });
    expect(stub.requests.length).toBe(before);
  });
});
