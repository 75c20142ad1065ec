import { randomUUID } from 'node:crypto';
import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { buildIssue } from '../../test/item-factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';
import { countIssues } from './issues.test-support.ts';

const { app, team, get, post } = useTestApp(buildTodoTeam);

const newIssue = (fields: object = {}) => ({
  title: 'Hiring is too slow',
  ownerId: team.member.person.id,
  tractionId: team.meeting.id,
  entityType: 'meeting',
  ...fields,
});

describe('POST /api/v2/issues', () => {
  it('creates an open meeting issue with its message, events row and Added event', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(
      team.owner.session,
      '/issues',
      newIssue({ contentHtml: '<p>Two <b>months</b></p>' }),
    );
    expect(res.statusCode).toBe(201);
    const { issue, messages } = res.json();
    expect(messages).toEqual([{ id: 'ITEM_CREATED', type: 'success', text: 'Created: Hiring is too slow' }]);
    expect(issue).toMatchObject({
      title: 'Hiring is too slow',
      ownerId: team.member.person.id,
      tractionId: team.meeting.id,
      status: 'Open',
      solvedAt: null,
      priority: null,
      contentHtml: '<p>Two months</p>',
      version: 0,
    });
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: issue.id, type: 'issue', orgId: team.orgId }),
    );
    expect((await entityEvents(app.db, 'issue', issue.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('refuses bad input with 422 on the field and stores nothing', async () => {
    const outsider = await buildMember(app.db);
    const notInvited = team.admin.person.id;
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', ISSUE_TEXTS.required],
      [{ title: 'x'.repeat(10_000) }, 'title', ISSUE_TEXTS.titleTooLong],
      [{ ownerId: outsider.person.id }, 'ownerId', ISSUE_TEXTS.ownerNotInOrg],
      [{ ownerId: randomUUID() }, 'ownerId', ISSUE_TEXTS.ownerNotInOrg],
      [{ ownerId: notInvited }, 'tractionId', ISSUE_TEXTS.ownerNotInMeeting],
      [{ entityType: 'vto' }, 'collectionId', ISSUE_TEXTS.required],
      [{ entityType: 'shelf' }, 'entityType', ISSUE_TEXTS.chooseEntityType],
      [{ ownerIds: [team.member.person.id, team.owner.person.id] }, 'ownerIds', ISSUE_TEXTS.oneOwner],
      [{ tractionId: 'nope' }, 'tractionId', ISSUE_TEXTS.invalidId],
    ];
    const before = await countIssues(app.db, team.orgId);
    for (const [fields, field, text] of cases) {
      const res = await post(team.owner.session, '/issues', newIssue(fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    expect(await countIssues(app.db, team.orgId)).toBe(before);
  });

  it('a Member may only make themselves the owner', async () => {
    const res = await post(team.member.session, '/issues', newIssue({ ownerId: team.pending.id }));
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'ownerId', text: ISSUE_TEXTS.cannotAssign });
    expect((await post(team.member.session, '/issues', newIssue())).statusCode).toBe(201);
  });

  it('answers 404 for a meeting of another organisation, 403 to an Observer or an uninvited Manager, 401 without a session', async () => {
    const other = await buildMember(app.db);
    const foreign = await buildMeeting(app.db, other.org.id, { ownerPersonId: other.person.id });
    const res = await post(team.owner.session, '/issues', newIssue({ tractionId: foreign.id }));
    expect(res.statusCode).toBe(404);
    expect(firstMessage(res).field).toBe('tractionId');
    expect((await post(team.observer.session, '/issues', newIssue())).statusCode).toBe(403);
    const manager = newIssue({ ownerId: team.manager.person.id });
    expect((await post(team.manager.session, '/issues', manager)).statusCode).toBe(403);
    expect((await post(null, '/issues', newIssue())).statusCode).toBe(401);
  });

  it('stores every XSS payload harmless', async () => {
    const failures: string[] = [];
    for (const { title, payload } of XSS_PAYLOADS.payloads) {
      const res = await post(
        team.member.session,
        '/issues',
        newIssue({ title: 'XSS', contentHtml: payload }),
      );
      if (res.statusCode !== 201) {
        failures.push(`${title}: ${res.statusCode}`);
        continue;
      }
      const findings = harmfulParts(res.json().issue.contentHtml);
      if (findings.length) failures.push(`${title}: ${findings.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('reading issues', () => {
  it('GET issue/{id} answers a visible issue; 404 across organisations and to someone not invited; 401', async () => {
    const issue = await buildIssue(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
    });
    const res = await get(team.observer.session, `/issue/${issue.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().issue).toMatchObject({ id: issue.id, version: 0 });
    const other = await buildMember(app.db);
    expect((await get(other.session, `/issue/${issue.id}`)).statusCode).toBe(404);
    expect((await get(team.manager.session, `/issue/${issue.id}`)).statusCode).toBe(404);
    expect((await get(null, `/issue/${issue.id}`)).statusCode).toBe(401);
  });

  it('GET issues?ids= answers only the visible ones; without ids the caller’s own', async () => {
    const mine = await buildIssue(app.db, team.orgId, {
      ownerPersonId: team.manager.person.id,
      meetingId: team.meeting.id,
    });
    const other = await buildMember(app.db);
    const foreignMeeting = await buildMeeting(app.db, other.org.id, { ownerPersonId: other.person.id });
    const foreign = await buildIssue(app.db, other.org.id, {
      ownerPersonId: other.person.id,
      meetingId: foreignMeeting.id,
    });
    const res = await get(team.manager.session, `/issues?ids=${mine.id},${foreign.id}`);
    expect(res.json().issues.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const own = await get(team.manager.session, '/issues');
    expect(own.json().issues.map((i: { id: string }) => i.id)).toEqual([mine.id]);
  });
});

describe('POST /api/v2/issues/search', () => {
  it('filters by meeting, owner, status and text; sorts by priority, title and creation', async () => {
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const ids = async (body: object) => {
      const res = await post(team.owner.session, '/issues/search', {
        filters: { 'traction-ids': [meeting.id] },
        ...body,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((i: { title: string }) => i.title);
    };
    const base = { meetingId: meeting.id };
    // Made a second apart: rows inserted within one millisecond would tie on creation time.
    const madeAt = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    await buildIssue(app.db, team.orgId, {
      ...base,
      createdAt: madeAt(3),
      ownerPersonId: team.member.person.id,
      title: 'b cash',
      priority: 2,
    });
    await buildIssue(app.db, team.orgId, {
      ...base,
      createdAt: madeAt(2),
      ownerPersonId: team.owner.person.id,
      title: 'a hiring',
      priority: 1,
    });
    await buildIssue(app.db, team.orgId, {
      ...base,
      createdAt: madeAt(1),
      ownerPersonId: team.member.person.id,
      title: 'C churn',
      status: 'Solved',
    });
    expect(await ids({})).toEqual(['a hiring', 'b cash', 'C churn']);
    expect(await ids({ sorts: [{ property: 'title', ascending: false }] })).toEqual([
      'C churn',
      'b cash',
      'a hiring',
    ]);
    expect(await ids({ sorts: [{ property: 'createdAt' }] })).toEqual(['b cash', 'a hiring', 'C churn']);
    const filters = (extra: object) => ({ filters: { 'traction-ids': [meeting.id], ...extra } });
    expect(await ids(filters({ status: ['Solved'] }))).toEqual(['C churn']);
    expect(await ids(filters({ 'owner-ids': [team.member.person.id] }))).toEqual(['b cash', 'C churn']);
    expect(await ids(filters({ 'text-search': ['HIR'] }))).toEqual(['a hiring']);
    const bad = await post(team.owner.session, '/issues/search', { filters: { 'is-overdue': ['true'] } });
    expect(bad.statusCode).toBe(422);
    expect((await post(null, '/issues/search', {})).statusCode).toBe(401);
  });
});
