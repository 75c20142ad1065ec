import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildIssue } from '../../test/item-factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';
import { readIssue } from './issues.test-support.ts';

/** A second meeting with the Member and the Owner; a third with the Owner only. */
let other: Awaited<ReturnType<typeof buildMeeting>>;
let ownerOnly: Awaited<ReturnType<typeof buildMeeting>>;
const { app, team, call, post, put } = useTestApp(buildTodoTeam);
beforeAll(async () => {
  const ownerPersonId = team.owner.person.id;
  other = await buildMeeting(app.db, team.orgId, {
    ownerPersonId,
    inviteeIds: [team.member.person.id],
    title: 'Sales weekly',
  });
  ownerOnly = await buildMeeting(app.db, team.orgId, { ownerPersonId, title: 'Board prep' });
});

const anIssue = (fields: object = {}) =>
  buildIssue(app.db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: team.meeting.id,
    ...fields,
  });

/** 401 without a session, 403 to an Observer, 404 to another organisation's Owner, the row unchanged. */
async function refusesStrangers(
  method: 'PUT' | 'POST' | 'DELETE',
  path: (id: string) => string,
  body?: object,
) {
  const issue = await anIssue();
  const before = await readIssue(app.db, issue.id);
  const outsider = await buildMember(app.db);
  expect((await call(null, method, path(issue.id), body)).statusCode).toBe(401);
  expect((await call(team.observer.session, method, path(issue.id), body)).statusCode).toBe(403);
  expect((await call(outsider.session, method, path(issue.id), body)).statusCode).toBe(404);
  expect(await readIssue(app.db, issue.id)).toEqual(before);
}

describe('PUT /api/v2/issue/{id}', () => {
  const edit = (fields: object = {}) => ({
    title: 'Renamed',
    ownerId: team.member.person.id,
    version: 0,
    ...fields,
  });

  it('edits title, owner and notes with Updated; same values change nothing', async () => {
    const issue = await anIssue();
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.pending.id, contentHtml: '<p>x</p>' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].text).toBe('Updated: Renamed');
    expect(res.json().issue).toMatchObject({
      title: 'Renamed',
      ownerId: team.pending.id,
      version: 1,
      contentHtml: '<p>x</p>',
    });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: issue.id, type: 'issue', orgId: team.orgId }),
    );
    const same = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.pending.id, version: 1 }),
    );
    expect(same.json().issue.version).toBe(1);
  });

  it('answers 409 for a stale version, 422 for bad fields, and changes nothing', async () => {
    const issue = await anIssue();
    const before = await readIssue(app.db, issue.id);
    expect((await put(team.owner.session, `/issue/${issue.id}`, edit({ version: 3 }))).statusCode).toBe(409);
    const blank = await put(team.owner.session, `/issue/${issue.id}`, edit({ title: ' ' }));
    expect(firstMessage(blank)).toMatchObject({ field: 'title', text: ISSUE_TEXTS.required });
    const long = await put(team.owner.session, `/issue/${issue.id}`, edit({ title: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(422);
    const outsider = await buildMember(app.db);
    const foreignOwner = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: outsider.person.id }),
    );
    expect(firstMessage(foreignOwner)).toMatchObject({ field: 'ownerId', text: ISSUE_TEXTS.ownerNotInOrg });
    const uninvited = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.admin.person.id }),
    );
    expect(firstMessage(uninvited)).toMatchObject({ field: 'ownerId', text: ISSUE_TEXTS.ownerNotInMeeting });
    expect(await readIssue(app.db, issue.id)).toEqual(before);
  });

  it('solves and reassigns in the same change, with one version (Edit Issue saves in one call)', async () => {
    const issue = await anIssue();
    const res = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.pending.id, status: 'Solved' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().issue).toMatchObject({ status: 'Solved', ownerId: team.pending.id, version: 1 });
    expect((await readIssue(app.db, issue.id)).solvedAt).toBeInstanceOf(Date);
    const reopened = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.pending.id, status: 'Open', version: 1 }),
    );
    expect(reopened.json().issue).toMatchObject({ status: 'Open', version: 2 });
    expect((await readIssue(app.db, issue.id)).solvedAt).toBeNull();
    // A refused owner leaves the status as it was too.
    const before = await readIssue(app.db, issue.id);
    const refused = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ ownerId: team.admin.person.id, status: 'Solved', version: 2 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await readIssue(app.db, issue.id)).toEqual(before);
    const badStatus = await put(
      team.owner.session,
      `/issue/${issue.id}`,
      edit({ status: 'Maybe', version: 2 }),
    );
    expect(firstMessage(badStatus)).toMatchObject({ field: 'status' });
  });

  it('refuses strangers', () => refusesStrangers('PUT', (id) => `/issue/${id}`, edit()));
});

describe('PUT /api/v2/issue/{id}/solve and /status', () => {
  it('solves (stamping solvedAt) and reopens, recording solved and reopened', async () => {
    const issue = await anIssue();
    const solved = await put(team.member.session, `/issue/${issue.id}/solve`, { isSolved: true, version: 0 });
    expect(solved.json().issue).toMatchObject({ status: 'Solved', version: 1 });
    expect(solved.json().issue.solvedAt).toEqual(expect.any(String));
    const reopened = await put(team.member.session, `/issue/${issue.id}/solve`, { isSolved: false });
    expect(reopened.json().issue).toMatchObject({ status: 'Open', solvedAt: null, version: 2 });
    expect((await entityEvents(app.db, 'issue', issue.id)).map((e) => e.action)).toEqual([
      'solved',
      'reopened',
    ]);
    expect(
      (await put(team.member.session, `/issue/${issue.id}/solve`, { isSolved: true, version: 0 })).statusCode,
    ).toBe(409);
    expect((await put(team.member.session, `/issue/${issue.id}/solve`, {})).statusCode).toBe(422);
  });

  it('sets a status; an unknown one is 422', async () => {
    const issue = await anIssue();
    const res = await put(team.member.session, `/issue/${issue.id}/status`, { status: 'Solved' });
    expect(res.json().issue.status).toBe('Solved');
    const bad = await put(team.member.session, `/issue/${issue.id}/status`, { status: 'Parked' });
    expect(firstMessage(bad)).toMatchObject({ field: 'status', text: ISSUE_TEXTS.chooseStatus });
    expect(
      (await put(team.member.session, `/issue/${issue.id}/status`, { status: 'Open', version: 0 }))
        .statusCode,
    ).toBe(409);
  });

  it('refuse strangers', async () => {
    await refusesStrangers('PUT', (id) => `/issue/${id}/solve`, { isSolved: true });
    await refusesStrangers('PUT', (id) => `/issue/${id}/status`, { status: 'Solved' });
  });
});

describe('PUT /api/v2/issue/{id}/reassign and DELETE /api/v2/issue/{id}', () => {
  it('reassigns under the owner rules', async () => {
    const issue = await anIssue();
    const res = await put(team.owner.session, `/issue/${issue.id}/reassign`, { ownerId: team.pending.id });
    expect(res.json().issue).toMatchObject({ ownerId: team.pending.id, version: 1 });
    const uninvited = await put(team.owner.session, `/issue/${issue.id}/reassign`, {
      ownerId: team.admin.person.id,
    });
    expect(firstMessage(uninvited)).toMatchObject({ field: 'ownerId', text: ISSUE_TEXTS.ownerNotInMeeting });
    const stale = await put(team.owner.session, `/issue/${issue.id}/reassign`, {
      ownerId: team.owner.person.id,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    await refusesStrangers('PUT', (id) => `/issue/${id}/reassign`, { ownerId: team.owner.person.id });
  });

  it('deletes softly: then 404, Deleted event', async () => {
    const issue = await anIssue();
    const live = vi.spyOn(app.live, 'entity');
    const res = await call(team.member.session, 'DELETE', `/issue/${issue.id}`);
    expect(res.json()).toMatchObject({ issueId: issue.id });
    expect(live).toHaveBeenCalledWith(
      'Deleted',
      expect.objectContaining({ entityId: issue.id, type: 'issue', orgId: team.orgId }),
    );
    expect((await call(team.member.session, 'GET', `/issue/${issue.id}`)).statusCode).toBe(404);
    expect((await readIssue(app.db, issue.id)).deletedAt).not.toBeNull();
    await refusesStrangers('DELETE', (id) => `/issue/${id}`);
  });
});

describe('POST /api/v2/issue/{id}/move', () => {
  const move = (fields: object = {}) => ({
    destinationId: other.id,
    ownerId: team.member.person.id,
    sourceType: 'meeting',
    destinationType: 'meeting',
    ...fields,
  });

  it('moves to another meeting of the owner with the toast text, leaving the IDS ranking', async () => {
    const issue = await anIssue({ priority: 2 });
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(team.member.session, `/issue/${issue.id}/move`, move());
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      { id: 'ISSUE_MOVED', type: 'success', text: 'Your issue was moved to Sales weekly.' },
    ]);
    expect(res.json().issue).toMatchObject({
      tractionId: other.id,
      ownerId: team.member.person.id,
      priority: null,
      version: 1,
    });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: issue.id, type: 'issue', orgId: team.orgId }),
    );
    expect((await entityEvents(app.db, 'issue', issue.id)).map((e) => e.action)).toEqual(['moved']);
  });

  it('refuses a destination the owner is not in, the same meeting, or bad kinds; the issue stays', async () => {
    const issue = await anIssue();
    const before = await readIssue(app.db, issue.id);
    const notIn = await post(
      team.owner.session,
      `/issue/${issue.id}/move`,
      move({ destinationId: ownerOnly.id }),
    );
    expect(notIn.statusCode).toBe(422);
    expect(firstMessage(notIn)).toMatchObject({
      field: 'destinationId',
      text: ISSUE_TEXTS.ownerNotInMeeting,
    });
    const same = await post(
      team.owner.session,
      `/issue/${issue.id}/move`,
      move({ destinationId: team.meeting.id }),
    );
    expect(firstMessage(same)).toMatchObject({ field: 'destinationId', text: ISSUE_TEXTS.sameMeeting });
    const vto = await post(team.owner.session, `/issue/${issue.id}/move`, move({ destinationType: 'vto' }));
    expect(firstMessage(vto)).toMatchObject({ field: 'destinationType', text: ISSUE_TEXTS.onlyMeetingMoves });
    const outsider = await buildMember(app.db);
    const foreignOwner = await post(
      team.owner.session,
      `/issue/${issue.id}/move`,
      move({ ownerId: outsider.person.id }),
    );
    expect(firstMessage(foreignOwner)).toMatchObject({ field: 'ownerId', text: ISSUE_TEXTS.ownerNotInOrg });
    const foreignMeeting = await buildMeeting(app.db, outsider.org.id, { ownerPersonId: outsider.person.id });
    const gone = await post(
      team.owner.session,
      `/issue/${issue.id}/move`,
      move({ destinationId: foreignMeeting.id }),
    );
    expect(gone.statusCode).toBe(404);
    expect(firstMessage(gone).field).toBe('destinationId');
    expect((await post(team.owner.session, `/issue/${issue.id}/move`, move({ version: 5 }))).statusCode).toBe(
      409,
    );
    expect(await readIssue(app.db, issue.id)).toEqual(before);
    await refusesStrangers('POST', (id) => `/issue/${id}/move`, move());
  });

  it('lists the owner’s other meetings as destinations; none reads as the empty state', async () => {
    const issue = await anIssue();
    const list = (ownerId: string) =>
      call(team.owner.session, 'GET', `/issue/${issue.id}/move-destinations?ownerId=${ownerId}`);
    const res = await list(team.member.person.id);
    expect(res.json().meetings).toEqual([{ id: other.id, title: 'Sales weekly' }]);
    expect((await list(team.pending.id)).json().meetings).toEqual([]);
    const outsider = await buildMember(app.db);
    const foreign = await call(
      outsider.session,
      'GET',
      `/issue/${issue.id}/move-destinations?ownerId=${team.member.person.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
