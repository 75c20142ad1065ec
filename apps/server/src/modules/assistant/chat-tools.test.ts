import type { TRole } from '@cairn/domain/permissions/roles';
import { MockLanguageModelV4 } from 'ai/test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { buildHeadline, buildIssue, buildTodo } from '../../test/item-factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildRivalWithBudget } from './assistant-test-support.ts';
import { createChatTools } from './chat-tools.ts';
import { modelChat } from './model-chat.ts';

/**
 * The chat's tools with AI SDK's mock model: the tools run against the real routes with the
 * caller's session, so they find only what the caller may see.
 */
async function buildChatTeam(db: TDb) {
  const team = await buildTeam(db);
  const leadership = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    title: 'Leadership',
    inviteeIds: [team.member.person.id, team.observer.person.id],
  });
  const sales = await buildMeeting(db, team.orgId, { ownerPersonId: team.owner.person.id, title: 'Sales' });
  await buildTodo(db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: leadership.id,
    title: 'Budget draft',
  });
  await buildIssue(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    meetingId: sales.id,
    title: 'Budget cuts in sales',
  });
  await buildHeadline(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    meetingId: leadership.id,
    title: 'Budget approved',
  });
  const { stranger, secret } = await buildRivalWithBudget(db);
  await buildIssue(db, stranger.orgId, {
    ownerPersonId: stranger.person.id,
    meetingId: secret.id,
    title: 'Budget leak',
  });
  return { ...team, leadership, sales, stranger, secret };
}

const { app, team } = useTestApp(buildChatTeam);

type TWho = { session: { token: string }; person: { id: string; role: string } };
const callerOf = (who: TWho) => ({
  headers: { authorization: `Bearer ${who.session.token}` },
  ip: '127.0.0.1',
  personId: who.person.id,
  role: who.person.role as TRole,
});
const call = () => ({ today: '2026-11-27', log: app.log });
type LanguageModelV4GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>;
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const toolStep = (toolName: string, input: object): LanguageModelV4GenerateResult => ({
  content: [{ type: 'tool-call', toolCallId: `call-${toolName}`, toolName, input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
  usage,
  warnings: [],
});
const textStep = (text: string): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage,
  warnings: [],
});

/** Runs one chat turn where the mock model calls `toolName` once, then answers; gives what the tool answered. */
async function turnWithTool(who: TWho, toolName: string, input: object) {
  const model = new MockLanguageModelV4({ doGenerate: [toolStep(toolName, input), textStep('Done.')] });
  const { tools, actions } = createChatTools(app, callerOf(who));
  const answer = await modelChat(model, { prompt: 'Go', thread: [] }, tools, call());
  const secondCall = JSON.stringify(model.doGenerateCalls[1]?.prompt ?? []);
  return { answer, actions, toolResult: secondCall, offered: Object.keys(tools) };
}

describe('the chat tools, with the mock model', () => {
  it("finds the caller's to-dos through the search route, and the answer follows", async () => {
    const { answer, toolResult } = await turnWithTool(team.member, 'findTodos', { text: 'budget' });
    expect(answer).toBe('Done.');
    expect(toolResult).toContain('Budget draft');
  });

  it("never finds another organisation's rows, by words or by id", async () => {
    const todos = await turnWithTool(team.owner, 'findTodos', { text: 'rival' });
    expect(todos.toolResult).not.toContain('Budget of the rival');
    const issues = await turnWithTool(team.owner, 'findIssues', { text: 'budget' });
    expect(issues.toolResult).toContain('Budget cuts in sales');
    expect(issues.toolResult).not.toContain('Budget leak');
    const summary = await turnWithTool(team.owner, 'summariseMeeting', { meetingId: team.secret.id });
    expect(summary.toolResult).toContain('No meeting with this id');
    expect(summary.toolResult).not.toContain('Budget of the rival');
    const meetings = await turnWithTool(team.owner, 'findMeetings', {});
    expect(meetings.toolResult).toContain('Sales');
    expect(meetings.toolResult).not.toContain('Secret Board');
  });

  it("keeps a meeting's items from a person not in it", async () => {
    const issues = await turnWithTool(team.member, 'findIssues', { text: 'budget' });
    expect(issues.toolResult).not.toContain('Budget cuts in sales');
    const summary = await turnWithTool(team.member, 'summariseMeeting', { meetingId: team.sales.id });
    expect(summary.toolResult).toContain('No meeting with this id');
  });

  it('summarises a meeting the caller sees from its open items', async () => {
    const { toolResult } = await turnWithTool(team.member, 'summariseMeeting', {
      meetingId: team.leadership.id,
    });
    expect(toolResult).toContain('Budget draft');
    expect(toolResult).toContain('Budget approved');
  });

  it('proposes an item without storing it, only in a meeting the caller sees', async () => {
    const { actions } = await turnWithTool(team.member, 'proposeItem', {
      type: 'ToDo',
      meetingId: team.leadership.id,
      title: 'Send the budget',
      dueDate: '2026-12-04',
    });
    expect(actions).toEqual([
      {
        type: 'ToDo',
        tractionId: team.leadership.id,
        meetingTitle: 'Leadership',
        title: 'Send the budget',
        dueDate: '2026-12-04',
        ownerIds: [team.member.person.id],
      },
    ]);
    expect(await app.db.select().from(todos).where(eq(todos.title, 'Send the budget'))).toEqual([]);
    const elsewhere = await turnWithTool(team.member, 'proposeItem', {
      type: 'Issue',
      meetingId: team.sales.id,
      title: 'Prices',
    });
    expect(elsewhere.actions).toEqual([]);
  });

  it('offers an Observer the reads only', async () => {
    const { offered } = await turnWithTool(team.observer, 'findTodos', {});
    expect(offered).not.toContain('proposeItem');
    expect(offered).toContain('summariseMeeting');
  });
});
