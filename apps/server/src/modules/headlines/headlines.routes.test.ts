import { randomUUID } from 'node:crypto';
import { HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { headlines } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { buildHeadline } from '../../test/item-factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';

const { app, team, call, post, put } = useTestApp(buildTodoTeam);

const readHeadline = async (id: string) =>
  (await app.db.select().from(headlines).where(eq(headlines.id, id)))[0];
const newHeadline = (fields: object = {}) => ({
  title: 'We won the Acme deal',
  ownerId: team.member.person.id,
  tractionId: team.meeting.id,
  ...fields,
});
const aHeadline = (fields: object = {}) =>
  buildHeadline(app.db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: team.meeting.id,
    ...fields,
  });

/** 401 without a session, 403 to an Observer, 404 to another organisation's Owner, the row unchanged. */
async function refusesStrangers(method: 'PUT' | 'DELETE', path: (id: string) => string, body?: object) {
  const headline = await aHeadline();
  const before = await readHeadline(headline.id);
  const outsider = await buildMember(app.db);
  expect((await call(null, method, path(headline.id), body)).statusCode).toBe(401);
  expect((await call(team.observer.session, method, path(headline.id), body)).statusCode).toBe(403);
  expect((await call(outsider.session, method, path(headline.id), body)).statusCode).toBe(404);
  expect(await readHeadline(headline.id)).toEqual(before);
}

describe('POST /api/v2/headlines', () => {
  it('creates a headline to review, with its message, events row and Added event', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(team.member.session, '/headlines', newHeadline());
    expect(res.statusCode).toBe(201);
    const { headline, messages } = res.json();
    expect(messages[0].text).toBe('Created: We won the Acme deal');
    expect(headline).toMatchObject({
      ownerId: team.member.person.id,
      tractionId: team.meeting.id,
      status: 'ToReview',
      cascadedFromHeadlineId: null,
      version: 0,
    });
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({
        entityId: headline.id,
        type: 'headline',
        orgId: team.orgId,
      }),
    );
    expect((await entityEvents(app.db, 'headline', headline.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('refuses bad input with 422 on the field', async () => {
    const outsider = await buildMember(app.db);
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', HEADLINE_TEXTS.required],
      [{ title: 'x'.repeat(10_000) }, 'title', HEADLINE_TEXTS.titleTooLong],
      [{ ownerId: outsider.person.id }, 'ownerId', HEADLINE_TEXTS.ownerNotInOrg],
      [{ ownerId: team.admin.person.id }, 'tractionId', HEADLINE_TEXTS.ownerNotInMeeting],
      [{ tractionId: undefined }, 'tractionId', HEADLINE_TEXTS.required],
    ];
    for (const [fields, field, text] of cases) {
      const res = await post(team.owner.session, '/headlines', newHeadline(fields));
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    const foreign = await buildMeeting(app.db, outsider.org.id, { ownerPersonId: outsider.person.id });
    expect(
      (await post(team.owner.session, '/headlines', newHeadline({ tractionId: foreign.id }))).statusCode,
    ).toBe(404);
    expect((await post(team.observer.session, '/headlines', newHeadline())).statusCode).toBe(403);
    expect((await post(null, '/headlines', newHeadline())).statusCode).toBe(401);
  });

  it("reads the spec's ownerIds (001 §3) as the one owner, and refuses several with the field named", async () => {
    const one = await post(
      team.member.session,
      '/headlines',
      newHeadline({ ownerId: undefined, ownerIds: [team.member.person.id] }),
    );
    expect(one.statusCode).toBe(201);
    expect(one.json().headline.ownerId).toBe(team.member.person.id);
    const several = await post(
      team.member.session,
      '/headlines',
      newHeadline({ ownerId: undefined, ownerIds: [team.member.person.id, team.owner.person.id] }),
    );
    expect(several.statusCode).toBe(422);
    expect(firstMessage(several)).toMatchObject({ field: 'ownerIds', text: HEADLINE_TEXTS.oneOwner });
  });

  it('stores every XSS payload harmless', async () => {
    const failures: string[] = [];
    for (const { title, payload } of XSS_PAYLOADS.payloads) {
      const res = await post(team.member.session, '/headlines', newHeadline({ contentHtml: payload }));
      if (res.statusCode !== 201) {
        failures.push(`${title}: ${res.statusCode}`);
        continue;
      }
      const findings = harmfulParts(res.json().headline.contentHtml);
      if (findings.length) failures.push(`${title}: ${findings.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('reading and searching headlines', () => {
  it('reads one, by ids and searches by meeting, owner, status and text', async () => {
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const a = await aHeadline({ meetingId: meeting.id, title: 'Alpha launch' });
    const b = await aHeadline({
      meetingId: meeting.id,
      title: 'beta done',
      status: 'Reviewed',
      ownerPersonId: team.owner.person.id,
    });
    // Made a second apart for certain: on a loaded machine two inserts can share a clock tick.
    await app.db
      .update(headlines)
      .set({ createdAt: new Date(a.createdAt.getTime() + 1000) })
      .where(eq(headlines.id, b.id));
    expect((await call(team.member.session, 'GET', `/headline/${a.id}`)).json().headline.id).toBe(a.id);
    const outsider = await buildMember(app.db);
    expect((await call(outsider.session, 'GET', `/headline/${a.id}`)).statusCode).toBe(404);
    const byIds = await call(outsider.session, 'GET', `/headlines?ids=${a.id},${b.id}`);
    expect(byIds.json().headlines).toEqual([]);
    const search = async (filters: object, sorts: object[] = []) =>
      (
        await post(team.owner.session, '/headlines/search', {
          filters: { 'traction-ids': [meeting.id], ...filters },
          sorts,
        })
      )
        .json()
        .items.map((h: { title: string }) => h.title);
    expect(await search({})).toEqual(['Alpha launch', 'beta done']);
    expect(await search({}, [{ property: 'title', ascending: false }])).toEqual([
      'beta done',
      'Alpha launch',
    ]);
    expect(await search({ status: ['Reviewed'] })).toEqual(['beta done']);
    expect(await search({ 'owner-ids': [team.member.person.id] })).toEqual(['Alpha launch']);
    expect(await search({ 'text-search': ['LAUNCH'] })).toEqual(['Alpha launch']);
    expect(
      (await post(team.owner.session, '/headlines/search', { sorts: [{ property: 'priority' }] })).statusCode,
    ).toBe(422);
  });
});

describe('changing headlines', () => {
  it('PUT headline/{id}: title (owner and notes optional); 409 stale; 422 bad fields; strangers refused', async () => {
    const headline = await aHeadline();
    const res = await put(team.owner.session, `/headline/${headline.id}`, { title: 'Renamed', version: 0 });
    expect(res.json().headline).toMatchObject({
      title: 'Renamed',
      ownerId: team.member.person.id,
      version: 1,
    });
    expect(res.json().messages[0].text).toBe('Updated: Renamed');
    expect(
      (await put(team.owner.session, `/headline/${headline.id}`, { title: 'Again', version: 0 })).statusCode,
    ).toBe(409);
    const blank = await put(team.owner.session, `/headline/${headline.id}`, { title: ' ', version: 1 });
    expect(firstMessage(blank)).toMatchObject({ field: 'title' });
    const uninvited = await put(team.owner.session, `/headline/${headline.id}`, {
      title: 'x',
      ownerId: team.admin.person.id,
      version: 1,
    });
    expect(firstMessage(uninvited)).toMatchObject({
      field: 'ownerId',
      text: HEADLINE_TEXTS.ownerNotInMeeting,
    });
    await refusesStrangers('PUT', (id) => `/headline/${id}`, { title: 'Hijacked', version: 0 });
  });

  it('PUT headline/{id}/review sets the review status', async () => {
    const headline = await aHeadline();
    const res = await put(team.member.session, `/headline/${headline.id}/review`, { status: 'Reviewed' });
    expect(res.json().headline).toMatchObject({ status: 'Reviewed', version: 1 });
    expect(
      (await put(team.member.session, `/headline/${headline.id}/review`, { status: 'Done' })).statusCode,
    ).toBe(422);
    expect(
      (await put(team.member.session, `/headline/${headline.id}/review`, { status: 'Removed', version: 0 }))
        .statusCode,
    ).toBe(409);
    await refusesStrangers('PUT', (id) => `/headline/${id}/review`, { status: 'Removed' });
  });

  it('a headline parked as Pending (000 §3) is found by its status and can go back to To review', async () => {
    const headline = await aHeadline();
    const parked = await put(team.member.session, `/headline/${headline.id}/review`, { status: 'Pending' });
    expect(parked.json().headline).toMatchObject({ status: 'Pending' });
    const found = await post(team.member.session, '/headlines/search', {
      filters: { 'traction-ids': [team.meeting.id], status: ['Pending'] },
    });
    expect(found.json().items.map((h: { id: string }) => h.id)).toEqual([headline.id]);
    const back = await put(team.member.session, `/headline/${headline.id}/review`, { status: 'ToReview' });
    expect(back.json().headline.status).toBe('ToReview');
  });

  it('PUT headline/{id}/reassign follows the owner rules', async () => {
    const headline = await aHeadline();
    const res = await put(team.owner.session, `/headline/${headline.id}/reassign`, {
      ownerId: team.pending.id,
    });
    expect(res.json().headline.ownerId).toBe(team.pending.id);
    const member = await put(team.member.session, `/headline/${headline.id}/reassign`, {
      ownerId: team.observer.person.id,
    });
    expect(firstMessage(member)).toMatchObject({ field: 'ownerId', text: HEADLINE_TEXTS.cannotAssign });
    expect(
      (await put(team.owner.session, `/headline/${headline.id}/reassign`, { ownerId: randomUUID() }))
        .statusCode,
    ).toBe(422);
    await refusesStrangers('PUT', (id) => `/headline/${id}/reassign`, { ownerId: team.owner.person.id });
  });

  it('DELETE headline/{id} is soft', async () => {
    const headline = await aHeadline();
    const res = await call(team.member.session, 'DELETE', `/headline/${headline.id}`);
    expect(res.json().headlineId).toBe(headline.id);
    expect((await call(team.member.session, 'GET', `/headline/${headline.id}`)).statusCode).toBe(404);
    expect((await readHeadline(headline.id)).deletedAt).not.toBeNull();
    await refusesStrangers('DELETE', (id) => `/headline/${id}`);
  });
});
