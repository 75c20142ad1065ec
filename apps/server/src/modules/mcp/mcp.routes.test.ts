import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, events, todos } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../http/cookie-names.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { callTool, useMcpClients } from './mcp-test-support.ts';

const { app, team, post } = useTestApp(async (db) => {
  const built = await buildTeam(db);
  const meeting = await buildMeeting(db, built.orgId, {
    ownerPersonId: built.owner.person.id,
    inviteeIds: [built.member.person.id],
    title: 'Leadership L10',
  });
  const todo = await buildTodo(db, built.orgId, {
    ownerPersonId: built.member.person.id,
    meetingId: meeting.id,
    title: 'Call the bank',
  });
  return { ...built, meeting, todo, other: await buildMember(db) };
});

const { connect, mcpUrl } = useMcpClients(app);

async function tokenOf(session: TSession, scopes: string[]) {
  const res = await post(session, '/access-tokens', {
    name: `MCP ${scopes.join(' ')}`,
    expiresInDays: 30,
    scopes,
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json().token as string, id: res.json().accessToken.id as string };
}

/** Connecting answers 401 (the SDK's StreamableHTTPError carries the status as its code) with this reason. */
async function expectRefused(authorization: string, reason: RegExp) {
  const error = await connect(authorization).then(
    () => null,
    (caught: unknown) => caught as { code?: number; message: string },
  );
  expect(error?.code).toBe(401);
  expect(error?.message).toMatch(reason);
}

/** The JSON text of a resource's first contents. */
const jsonOf = (result: { contents: ({ text: string } | { blob: string })[] }) => {
  const [first] = result.contents;
  return JSON.parse(first && 'text' in first ? first.text : 'null');
};

const todoCount = async () => app.db.$count(todos, eq(todos.orgId, team.orgId));

describe('MCP at /mcp', () => {
  it('initializes with a token and lists the tools generated from the endpoint declarations', async () => {
    const { token } = await tokenOf(team.member.session, ['all']);
    const client = await connect(`Bearer ${token}`);
    expect(client.getServerVersion()?.name).toBe('cairn');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    for (const name of ['todoSearch', 'issueGet', 'rockSearch', 'headlineSearch', 'meetingSearch'])
      expect(names).toContain(name);
    for (const name of ['scorecardGrid', 'vtoRevision', 'todoCreate', 'issueUpdate', 'headlineCreate'])
      expect(names).toContain(name);
    expect(names).toContain('rockCreate');
    expect(names).toContain('scorecardAddMeasuredValue');
    // Deleting, the organisation's protection and webhooks are not offered.
    for (const name of [
      'todoRemove',
      'webhookCreate',
      'orgUpdate',
      'accessTokenCreate',
      'scorecardExportCsv',
    ])
      expect(names).not.toContain(name);
    const create = tools.find((tool) => tool.name === 'todoCreate');
    expect(create?.description).toContain('Create meeting to-dos.');
    expect(create?.description).toContain('todos:write');
    expect(create?.annotations?.readOnlyHint).toBe(false);
    expect(create?.inputSchema).toMatchObject({
      type: 'object',
      required: ['body'],
      properties: { body: { required: ['title', 'ownerIds', 'tractionId'] } },
    });
    expect(tools.find((tool) => tool.name === 'todoGet')?.annotations?.readOnlyHint).toBe(true);
  });

  it('reads and searches through the routes, each call an events row of the token', async () => {
    const { token, id } = await tokenOf(team.member.session, ['todos:read']);
    const client = await connect(`Bearer ${token}`);
    const read = await callTool(client, 'todoGet', { params: { id: team.todo.id } });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ succeeded: true, todo: { title: 'Call the bank' } });
    const found = await callTool(client, 'todoSearch', { body: { filters: { 'text-search': ['bank'] } } });
    expect((found.structuredContent as { items: { id: string }[] }).items.map((t) => t.id)).toContain(
      team.todo.id,
    );
    const used = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, id), eq(events.action, 'used')));
    expect(used.map((row) => (row.data as { route: string }).route)).toEqual(
      expect.arrayContaining(['/api/v2/todo/:id', '/api/v2/todos/search']),
    );
  });

  it('creates and updates a to-do with a write token, as the token person', async () => {
    const { token } = await tokenOf(team.member.session, ['todos:write']);
    const client = await connect(`Bearer ${token}`);
    const made = await callTool(client, 'todoCreate', {
      body: {
        title: 'Send the board pack',
        ownerIds: [team.member.person.id],
        dueDate: '2030-02-01',
        tractionId: team.meeting.id,
      },
    });
    expect(made.isError).toBeFalsy();
    const [todo] = (made.structuredContent as { todos: { id: string; version: number }[] }).todos;
    const [row] = await app.db
      .select()
      .from(todos)
      .where(eq(todos.id, todo?.id ?? ''));
    expect(row).toMatchObject({ title: 'Send the board pack', meetingId: team.meeting.id });
    const edited = await callTool(client, 'todoComplete', {
      params: { id: todo?.id },
      body: { isComplete: true, version: todo?.version },
    });
    expect(edited.structuredContent).toMatchObject({ todo: { status: 'Done' } });
  });

  it('refuses a write to a read-only token, and changes nothing', async () => {
    const { token } = await tokenOf(team.member.session, ['todos:read']);
    const client = await connect(`Bearer ${token}`);
    const before = await todoCount();
    const res = await callTool(client, 'todoCreate', {
      body: { title: 'Not allowed', ownerIds: [team.member.person.id], tractionId: team.meeting.id },
    });
    expect(res.isError).toBe(true);
    expect(res.content).toEqual([
      { type: 'text', text: 'HTTP 403\nThis access token lacks the scope "todos:write".' },
    ]);
    expect(await todoCount()).toBe(before);
  });

  it("answers not found for another organisation's ids, in tools and resources", async () => {
    const { token } = await tokenOf(team.other.session, ['all']);
    const client = await connect(`Bearer ${token}`);
    const res = await callTool(client, 'todoGet', { params: { id: team.todo.id } });
    expect(res.isError).toBe(true);
    expect(res.structuredContent).toMatchObject({ status: 404 });
    const before = await todoCount();
    const edit = await callTool(client, 'todoUpdate', {
      params: { id: team.todo.id },
      body: { title: 'Hijacked', dueDate: '2030-01-02', version: 1 },
    });
    expect(edit.structuredContent).toMatchObject({ status: 404 });
    expect(await todoCount()).toBe(before);
    const [row] = await app.db.select().from(todos).where(eq(todos.id, team.todo.id));
    expect(row?.title).toBe('Call the bank');
    await expect(client.readResource({ uri: `cairn://meetings/${team.meeting.id}/agenda` })).rejects.toThrow(
      /Resource not found/,
    );
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).not.toContain(`cairn://meetings/${team.meeting.id}/agenda`);
  });

  it('answers bad arguments with the route validation messages per field, and changes nothing', async () => {
    const { token } = await tokenOf(team.member.session, ['all']);
    const client = await connect(`Bearer ${token}`);
    const before = await todoCount();
    const res = await callTool(client, 'todoCreate', { body: { title: '', ownerIds: [], tractionId: 'x' } });
    expect(res.isError).toBe(true);
    const { status, messages } = res.structuredContent as { status: number; messages: { field: string }[] };
    expect(status).toBe(422);
    expect(messages.map((m) => m.field).sort()).toEqual(['ownerIds', 'title', 'tractionId']);
    expect(await todoCount()).toBe(before);
    const noId = await callTool(client, 'todoGet', {});
    expect(noId.structuredContent).toMatchObject({ status: 422, messages: [{ field: 'params.id' }] });
    await expect(callTool(client, 'todoDestroyAll', {})).rejects.toThrow(/Unknown tool/);
  });

  it("lists and reads a meeting's agenda and scorecard as resources", async () => {
    const { token } = await tokenOf(team.member.session, ['meetings:read', 'scorecards:read']);
    const client = await connect(`Bearer ${token}`);
    const { resources } = await client.listResources();
    const agendaUri = `cairn://meetings/${team.meeting.id}/agenda`;
    const scorecardUri = `cairn://scorecards/${team.meeting.id}`;
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining([agendaUri, scorecardUri]));
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'cairn://meetings/{tractionId}/agenda',
      'cairn://scorecards/{tractionId}',
    ]);
    const agenda = await client.readResource({ uri: agendaUri });
    const agendaJson = jsonOf(agenda);
    expect(agendaJson.title).toBe('Leadership L10');
    expect(agendaJson.agenda.length).toBeGreaterThan(3);
    const scorecard = await client.readResource({ uri: scorecardUri });
    expect(jsonOf(scorecard)).toMatchObject({
      tractionId: team.meeting.id,
      scorecard: expect.any(Object),
    });
  });

  it('refuses a revoked or expired token with 401 and its reason', async () => {
    const revoked = await tokenOf(team.member.session, ['all']);
    await app.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, revoked.id));
    await expectRefused(`Bearer ${revoked.token}`, /revoked/);
    const expired = await tokenOf(team.member.session, ['all']);
    await app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, expired.id));
    await expectRefused(`Bearer ${expired.token}`, /expired/);
  });

  it('refuses a session cookie or a session token: tokens only', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const withCookie = await fetch(mcpUrl(), {
      method: 'POST',
      body,
      headers: { ...headers, cookie: `${SESSION_COOKIE}=${team.member.session?.token}` },
    });
    expect(withCookie.status).toBe(401);
    expect(withCookie.headers.get('www-authenticate')).toContain('Bearer');
    const refusal = (await withCookie.json()) as { messages: { text: string }[] };
    expect(refusal.messages[0]?.text).toContain('personal access token');
    await expectRefused(`Bearer ${team.member.session?.token}`, /personal access token only/);
    expect((await fetch(mcpUrl(), { method: 'POST', body, headers })).status).toBe(401);
    expect((await fetch(mcpUrl())).status).toBe(405);
  });
});
