import { beforeAll, describe, expect, it } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from './todos.test-support.ts';

/** The to-dos of the walk, by letter (see beforeAll). */
const t: Record<string, string> = {};

/**
 * The Member sees a, b, c (the meeting's) and d (their personal one); the Owner sees every
 * meeting to-do (a, b, c, h) and their own personal e; nobody else sees d or e; f is deleted;
 * the stranger's to-do is in another organisation.
 */
const { app, team, post } = useTestApp(buildTodoTeam);
beforeAll(async () => {
  const other = await buildMeeting(app.db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.manager.person.id],
  });
  const stranger = await buildMember(app.db);
  const member = team.member.person.id;
  const inMeeting = { meetingId: team.meeting.id };
  const specs: [string, Parameters<typeof buildTodo>[2]][] = [
    ['a', { ownerPersonId: member, ...inMeeting, title: 'Alpha report', dueDate: '2020-01-01' }],
    [
      'b',
      {
        ownerPersonId: team.pending.id,
        ...inMeeting,
        title: 'beta call',
        dueDate: '2030-03-01',
        status: 'Done',
      },
    ],
    [
      'c',
      {
        ownerPersonId: member,
        ...inMeeting,
        title: 'Gamma 100% plan',
        dueDate: '2030-01-15',
        status: 'NotDone',
      },
    ],
    ['d', { ownerPersonId: member, title: 'Delta personal', dueDate: '2030-02-01' }],
    ['e', { ownerPersonId: team.owner.person.id, title: 'Owner private', dueDate: '2029-01-01' }],
    ['f', { ownerPersonId: member, ...inMeeting, title: 'Deleted one', deletedAt: new Date() }],
    [
      'h',
      { ownerPersonId: team.manager.person.id, meetingId: other.id, title: 'Hidden', dueDate: '2030-04-01' },
    ],
  ];
  for (const [letter, fields] of specs) t[letter] = (await buildTodo(app.db, team.orgId, fields)).id;
  t.foreign = (await buildTodo(app.db, stranger.orgId, { ownerPersonId: stranger.person.id })).id;
});

const search = (session: TSession, payload: object) => post(session, '/todos/search', payload);
/** The letters of the answered items, in order. */
async function lettersOf(session: TSession, payload: object): Promise<string[]> {
  const res = await search(session, payload);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const byId = new Map(Object.entries(t).map(([letter, id]) => [id, letter]));
  return res.json().items.map((item: { id: string }) => byId.get(item.id) ?? item.id);
}

describe('POST /api/v2/todos/search', () => {
  it('answers what the caller sees, by due date, with totals (002 §3)', async () => {
    const res = await search(team.member.session, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: true, totalCount: 4, totalPages: 1 });
    expect(await lettersOf(team.member.session, {})).toEqual(['a', 'c', 'd', 'b']);
    expect(await lettersOf(team.owner.session, {})).toEqual(['a', 'e', 'c', 'b', 'h']);
    expect(await lettersOf(team.manager.session, {})).toEqual(['h']);
  });

  it('filters by meeting, owner, status, overdue, text and personal', async () => {
    const s = team.member.session;
    expect(await lettersOf(s, { filters: { 'traction-ids': [team.meeting.id] } })).toEqual(['a', 'c', 'b']);
    expect(await lettersOf(s, { filters: { 'owner-ids': [team.member.person.id] } })).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(await lettersOf(s, { filters: { status: ['Done'] } })).toEqual(['b']);
    expect(await lettersOf(s, { filters: { status: ['Pending', 'NotDone'] } })).toEqual(['a', 'c', 'd']);
    expect(await lettersOf(s, { filters: { 'is-overdue': ['true'] } })).toEqual(['a']);
    expect(await lettersOf(s, { filters: { 'is-overdue': ['false'] } })).toEqual(['c', 'd', 'b']);
    expect(await lettersOf(s, { filters: { 'text-search': ['BETA'] } })).toEqual(['b']);
    expect(await lettersOf(s, { filters: { 'text-search': ['%'] } })).toEqual(['c']);
    expect(await lettersOf(s, { filters: { personal: ['true'] } })).toEqual(['d']);
    expect(
      await lettersOf(s, { filters: { personal: ['false'], 'owner-ids': [team.member.person.id] } }),
    ).toEqual(['a', 'c']);
    expect(await lettersOf(s, { filters: { 'owner-ids': [] } })).toEqual([]);
    // A dashboard widget's Others: everyone's but the caller's.
    expect(await lettersOf(s, { filters: { 'excluded-owner-ids': [team.member.person.id] } })).toEqual(['b']);
    expect(await lettersOf(s, { filters: { 'excluded-owner-ids': [] } })).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts by title (ignoring case), due date descending and creation time', async () => {
    const s = team.member.session;
    expect(await lettersOf(s, { sorts: [{ property: 'title', ascending: true }] })).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
    expect(await lettersOf(s, { sorts: [{ property: 'dueDate', ascending: false }] })).toEqual([
      'b',
      'd',
      'c',
      'a',
    ]);
    const byCreation = await search(s, { sorts: [{ property: 'createdAt', ascending: false }] });
    const times = byCreation.json().items.map((item: { createdAt: string }) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers the window asked for; totals only when asked for', async () => {
    const s = team.member.session;
    const page = await search(s, { startIndex: 1, endIndex: 3 });
    expect(page.json()).toMatchObject({ totalCount: 4, totalPages: 1 });
    expect(await lettersOf(s, { startIndex: 1, endIndex: 3 })).toEqual(['c', 'd']);
    const bare = await search(s, { includeTotalCount: false, startIndex: 3, endIndex: 3 });
    expect(bare.json()).toMatchObject({ items: [], totalCount: null, totalPages: null });
  });

  it('answers the rows per status, ignoring the status filter, when asked (one call for a list and its filters)', async () => {
    const res = await search(team.member.session, {
      endIndex: 1,
      includeStatusCounts: true,
      filters: { 'traction-ids': [team.meeting.id], status: ['Pending'] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(1);
    // a (Pending), b (Done), c (NotDone) are the meeting's; f is deleted; the status filter does not narrow the counts.
    expect(body.statusCounts).toEqual({ Pending: 1, Done: 1, NotDone: 1 });
    const owner = await search(team.owner.session, { endIndex: 0, includeStatusCounts: true });
    expect(owner.json().statusCounts).toEqual({ Pending: 3, Done: 1, NotDone: 1 });
    const without = await search(team.member.session, { endIndex: 1 });
    expect(without.json()).not.toHaveProperty('statusCounts');
  });

  it('answers the same totals when they come from the counts per status or from a short window', async () => {
    const s = team.member.session;
    const filters = { status: ['Pending', 'NotDone', 'Pending'] };
    const counted = await search(s, { endIndex: 1, includeStatusCounts: true, filters });
    // a, c (meeting) and d (personal) are open; the repeated status is counted once.
    expect(counted.json()).toMatchObject({ totalCount: 3, totalPages: 1 });
    const everything = await search(s, { endIndex: 1, includeStatusCounts: true });
    expect(everything.json()).toMatchObject({ totalCount: 4 });
    const short = await search(s, { endIndex: 100, filters });
    expect(short.json()).toMatchObject({ totalCount: 3 });
    const past = await search(s, { startIndex: 10, endIndex: 20, filters });
    expect(past.json()).toMatchObject({ items: [], totalCount: 3 });
  });

  it('never answers another organisation’s or a deleted to-do', async () => {
    const all = [
      ...(await lettersOf(team.owner.session, { endIndex: 1000 })),
      ...(await lettersOf(team.member.session, { endIndex: 1000 })),
    ];
    expect(all).not.toContain('foreign');
    expect(all).not.toContain('f');
  });

  it('answers an Observer (reading is allowed), 401 without a session and 422 for a bad request', async () => {
    expect((await search(team.observer.session, {})).statusCode).toBe(200);
    expect((await search(null, {})).statusCode).toBe(401);
    for (const bad of [
      { filters: { mine: ['true'] } },
      { filters: { status: ['Open'] } },
      { sorts: [{ property: 'owner' }] },
      { startIndex: 5, endIndex: 1 },
    ]) {
      expect((await search(team.member.session, bad)).statusCode).toBe(422);
    }
  });
});
