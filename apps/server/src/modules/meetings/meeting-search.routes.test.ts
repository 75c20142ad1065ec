import { beforeAll, describe, expect, it } from 'vitest';
import { meetingFavorites } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { buildMeetingTeam } from './meetings.test-support.ts';

/**
 * `POST meetings/search` over one organisation of its own (so totals are exact): seven
 * meetings, two of them the Member's favourites, one archived, one the Member is not invited to.
 */
const ids: Record<string, string> = {};
const titles = ['Alpha 10%', 'bravo', 'Charlie', 'Delta_team', 'Echo', 'Foxtrot'];

const { app, team, post } = useTestApp(buildMeetingTeam);
beforeAll(async () => {
  const weekdays = [3, null, 1, null, 5, 2];
  for (const [index, title] of titles.entries()) {
    const weekday = weekdays[index];
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id, ...(title === 'Echo' ? [team.manager.person.id] : [])],
      title,
      schedule: weekday === null ? null : { weekday, time: '10:00', timeZone: 'UTC' },
    });
    ids[title] = meeting.id;
  }
  ids.Archived = (
    await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
      title: 'Archived meeting',
      archivedAt: new Date(),
    })
  ).id;
  ids.Hidden = (
    await buildMeeting(app.db, team.orgId, { ownerPersonId: team.owner.person.id, title: 'Hidden' })
  ).id;
  await app.db.insert(meetingFavorites).values(
    ['Echo', 'Charlie'].map((t) => ({
      meetingId: ids[t],
      personId: team.member.person.id,
      orgId: team.orgId,
    })),
  );
});

const search = (session: TSession, payload: Record<string, unknown> = {}) =>
  post(session, '/meetings/search', payload);
const titlesOf = (res: { json: () => { items: { title: string }[] } }) =>
  res.json().items.map((m) => m.title);

describe('POST /api/v2/meetings/search', () => {
  it('answers the caller’s active meetings, favourites first, then by title, with totals', async () => {
    const res = await search(team.member.session);
    expect(res.statusCode).toBe(200);
    expect(titlesOf(res)).toEqual(['Charlie', 'Echo', 'Alpha 10%', 'bravo', 'Delta_team', 'Foxtrot']);
    expect(res.json()).toMatchObject({ succeeded: true, totalCount: 6, totalPages: 1 });
    expect(res.json().items[0]).toMatchObject({ isFavorite: true, id: ids.Charlie });
  });

  it('Owner and Admin search every meeting of the organisation', async () => {
    const res = await search(team.admin.session);
    expect(res.json().totalCount).toBe(7);
    expect(titlesOf(res)).toContain('Hidden');
  });

  it('windows by startIndex and endIndex; totals count every match', async () => {
    const res = await search(team.member.session, { startIndex: 2, endIndex: 4 });
    expect(titlesOf(res)).toEqual(['Alpha 10%', 'bravo']);
    expect(res.json()).toMatchObject({ totalCount: 6, totalPages: 1 });
    const past = await search(team.member.session, { startIndex: 50, endIndex: 60 });
    expect(past.json()).toMatchObject({ items: [], totalCount: 6 });
  });

  it('answers null totals when includeTotalCount is false', async () => {
    const res = await search(team.member.session, { includeTotalCount: false });
    expect(res.json()).toMatchObject({ totalCount: null, totalPages: null });
    expect(res.json().items).toHaveLength(6);
  });

  it('text-search matches the title case-insensitively, and % and _ as themselves', async () => {
    expect(titlesOf(await search(team.member.session, { filters: { 'text-search': ['ALPHA'] } }))).toEqual([
      'Alpha 10%',
    ]);
    expect(titlesOf(await search(team.member.session, { filters: { 'text-search': ['%'] } }))).toEqual([
      'Alpha 10%',
    ]);
    expect(titlesOf(await search(team.member.session, { filters: { 'text-search': ['_'] } }))).toEqual([
      'Delta_team',
    ]);
  });

  it('person-ids, excluded-ids, is-favorite and include-archived narrow or widen the list', async () => {
    const byPerson = await search(team.admin.session, {
      filters: { 'person-ids': [team.manager.person.id] },
    });
    expect(titlesOf(byPerson)).toEqual(['Echo']);
    // The meeting selector's single `person-id` (002 §7) narrows the same way, and with `person-ids` both hold.
    const byOnePerson = await search(team.admin.session, {
      filters: { 'person-id': [team.manager.person.id] },
    });
    expect(titlesOf(byOnePerson)).toEqual(['Echo']);
    const both = await search(team.admin.session, {
      filters: { 'person-id': [team.manager.person.id], 'person-ids': [team.observer.person.id] },
    });
    expect(both.json().totalCount).toBe(0);
    const excluded = await search(team.member.session, {
      filters: { 'excluded-ids': [ids.Charlie, ids.Echo] },
    });
    expect(titlesOf(excluded)).toEqual(['Alpha 10%', 'bravo', 'Delta_team', 'Foxtrot']);
    const favourites = await search(team.member.session, { filters: { 'is-favorite': ['true'] } });
    expect(titlesOf(favourites)).toEqual(['Charlie', 'Echo']);
    const others = await search(team.member.session, { filters: { 'is-favorite': ['false'] } });
    expect(others.json().totalCount).toBe(4);
    const withArchived = await search(team.member.session, { filters: { 'include-archived': ['true'] } });
    expect(titlesOf(withArchived)).toContain('Archived meeting');
    expect(withArchived.json().totalCount).toBe(7);
  });

  it('sorts by title and by next date, meetings without a schedule last either way', async () => {
    const byTitle = await search(team.member.session, { sorts: [{ property: 'title', ascending: false }] });
    expect(titlesOf(byTitle)).toEqual(['Foxtrot', 'Echo', 'Delta_team', 'Charlie', 'bravo', 'Alpha 10%']);
    const soonest = titlesOf(
      await search(team.member.session, { sorts: [{ property: 'nextDate', ascending: true }] }),
    );
    const latest = titlesOf(
      await search(team.member.session, { sorts: [{ property: 'nextDate', ascending: false }] }),
    );
    expect(soonest.slice(4).sort()).toEqual(['Delta_team', 'bravo'].sort());
    expect(latest.slice(4).sort()).toEqual(['Delta_team', 'bravo'].sort());
    expect(latest.slice(0, 4)).toEqual([...soonest.slice(0, 4)].reverse());
    const dates = (await search(team.member.session, { sorts: [{ property: 'nextDate' }] }))
      .json()
      .items.map((m: { nextDate: string | null }) => m.nextDate);
    const scheduled = dates.filter(Boolean) as string[];
    expect(scheduled).toEqual([...scheduled].sort());
  });

  it('an Observer may search the meetings they are invited to', async () => {
    const res = await search(team.observer.session);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });

  it('another organisation’s meetings never appear, whatever the filters', async () => {
    const stranger = await buildMember(app.db);
    const res = await search(stranger.session, { filters: { 'person-ids': [team.member.person.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
  });

  it('answers 422 for unknown filters and sorts and bad windows, 401 without a session', async () => {
    const unknownFilter = await search(team.member.session, { filters: { 'owner-ids': ['x'] } });
    expect(unknownFilter.statusCode).toBe(422);
    expect(unknownFilter.json().messages[0].field).toMatch(/^filters/);
    const badSort = await search(team.member.session, { sorts: [{ property: 'owner' }] });
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().messages[0].field).toBe('sorts.0.property');
    const badWindow = await search(team.member.session, { startIndex: 10, endIndex: 2 });
    expect(badWindow.statusCode).toBe(422);
    expect(badWindow.json().messages[0].field).toBe('endIndex');
    const badIds = await search(team.member.session, { filters: { 'person-ids': ['nope'] } });
    expect(badIds.statusCode).toBe(422);
    const twoForOne = await search(team.member.session, {
      filters: { 'person-id': [team.member.person.id, team.admin.person.id] },
    });
    expect(twoForOne.statusCode).toBe(422);
    expect(twoForOne.json().messages[0]).toMatchObject({
      field: 'filters.person-id',
      text: 'Give exactly one value',
    });
    expect((await search(null)).statusCode).toBe(401);
  });
});
