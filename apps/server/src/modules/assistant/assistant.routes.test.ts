import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';

/** A team with a leadership meeting the Member is invited to, and a sales meeting they are not. */
async function buildAssistantTeam(db: Parameters<typeof buildTeam>[0]) {
  const team = await buildTeam(db);
  const leadership = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    title: 'Leadership Team Meeting',
    inviteeIds: [team.member.person.id, team.observer.person.id],
  });
  const sales = await buildMeeting(db, team.orgId, { ownerPersonId: team.owner.person.id, title: 'Sales' });
  const stranger = await buildMember(db);
  const foreign = await buildMeeting(db, stranger.orgId, {
    ownerPersonId: stranger.person.id,
    title: 'Marketing',
  });
  return { ...team, leadership, sales, stranger, foreign };
}

const { app, team, get, post } = useTestApp(buildAssistantTeam);
const SENTENCE = 'to-do for the leadership meeting: send the budget by Friday';

describe('POST /api/v2/assistant/interpret without a model', () => {
  it('reads the type, the meeting, the title and the date, and stores nothing', async () => {
    const res = await post(team.member.session, '/assistant/interpret', { text: SENTENCE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: true,
      messages: [],
      type: 'ToDo',
      tractionId: team.leadership.id,
      title: 'Send the budget',
      ownerIds: [team.member.person.id],
    });
    expect(res.json().dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers the spec's prompts for what is missing", async () => {
    const res = await post(team.member.session, '/assistant/interpret', {
      text: 'please',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: null, tractionId: null, title: null, dueDate: null });
    expect(res.json().messages.map((m: { text: string }) => m.text)).toEqual([
      ASSISTANT_TEXTS.noTitle,
      ASSISTANT_TEXTS.noType,
      ASSISTANT_TEXTS.noMeeting,
    ]);
  });

  it("matches only the caller's meetings", async () => {
    const member = await post(team.member.session, '/assistant/interpret', {
      text: 'issue for sales: prices',
    });
    expect(member.json()).toMatchObject({ type: 'Issue', tractionId: null });
    const owner = await post(team.owner.session, '/assistant/interpret', { text: 'issue for sales: prices' });
    expect(owner.json()).toMatchObject({ type: 'Issue', tractionId: team.sales.id, title: 'Prices' });
    const foreign = await post(team.owner.session, '/assistant/interpret', {
      text: 'issue for marketing: x',
    });
    expect(foreign.json().tractionId).toBeNull();
  });

  it('takes a chosen meeting the caller sees, 404 for one they do not', async () => {
    const chosen = await post(team.member.session, '/assistant/interpret', {
      text: 'headline: we won Acme',
      tractionId: team.leadership.id,
    });
    expect(chosen.json()).toMatchObject({ type: 'Headline', tractionId: team.leadership.id, messages: [] });
    for (const tractionId of [team.sales.id, team.foreign.id]) {
      const res = await post(team.member.session, '/assistant/interpret', {
        text: 'headline: x',
        tractionId,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses empty text (422), no session (401) and an Observer (403)', async () => {
    const empty = await post(team.member.session, '/assistant/interpret', { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(firstMessage(empty)).toMatchObject({ field: 'text', text: ASSISTANT_TEXTS.textRequired });
    expect((await post(null, '/assistant/interpret', { text: SENTENCE })).statusCode).toBe(401);
    expect((await post(team.observer.session, '/assistant/interpret', { text: SENTENCE })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v2/rocks/smart-rock without a model', () => {
  it('answers the Basic check with every criterion', async () => {
    const res = await post(team.member.session, '/rocks/smart-rock', { description: 'Improve sales' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isSmart: false, checkedBy: 'Basic check' });
    expect(Object.keys(body.evaluation)).toEqual([
      'specific',
      'measurable',
      'attainable',
      'realistic',
      'timeBound',
    ]);
    expect(body.evaluation.attainable.value).toBeNull();
    const smart = await post(team.member.session, '/rocks/smart-rock', {
      description: 'Grow monthly recurring revenue to $200k by March 31',
    });
    expect(smart.json().isSmart).toBe(true);
  });

  it('refuses an empty description, no session and an Observer', async () => {
    expect((await post(team.member.session, '/rocks/smart-rock', { description: '' })).statusCode).toBe(422);
    expect((await post(null, '/rocks/smart-rock', { description: 'x' })).statusCode).toBe(401);
    expect((await post(team.observer.session, '/rocks/smart-rock', { description: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v2/chat without a model', () => {
  it('answers 503 AI_OFF', async () => {
    const res = await post(team.member.session, '/chat', {
      prompt: 'Which rocks are off track?',
      thread: [],
    });
    expect(res.statusCode).toBe(503);
    expect(firstMessage(res)).toMatchObject({ id: 'AI_OFF' });
  });

  it('answers 503 AI_OFF as JSON, not a stream, when a stream is asked for', async () => {
    const res = await injectAs(app, team.member.session, {
      method: 'POST',
      url: '/api/v2/chat',
      headers: { accept: 'text/event-stream' },
      payload: { prompt: 'Hi' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/json');
    expect(firstMessage(res)).toMatchObject({ id: 'AI_OFF' });
  });

  it('refuses an empty prompt (422) and no session (401)', async () => {
    const empty = await post(team.member.session, '/chat', { prompt: '', thread: [] });
    expect(empty.statusCode).toBe(422);
    expect(firstMessage(empty)).toMatchObject({ field: 'prompt' });
    expect((await post(null, '/chat', { prompt: 'x', thread: [] })).statusCode).toBe(401);
  });

  it('says no model is connected', async () => {
    const res = await get(team.observer.session, '/assistant');
    expect(res.json()).toMatchObject({ hasModel: false });
  });
});
