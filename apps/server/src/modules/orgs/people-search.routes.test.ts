import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';

/** The item team plus a meeting the Member is not invited to (Owner and Manager only). */
async function buildSearchTeam(db: Parameters<typeof buildTeam>[0]) {
  const team = await buildTeam(db);
  const meeting = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.observer.person.id],
  });
  const private_ = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.manager.person.id],
  });
  const stranger = await buildMember(db);
  return { ...team, meeting, private: private_, stranger };
}

const { team, post } = useTestApp(buildSearchTeam);

type TPage = { items: { id: string; role: string; email: string }[]; totalCount: number | null };
const search = async (session = team.member.session, body: object = {}) => {
  const res = await post(session, '/people/search', body);
  return { res, page: res.json() as TPage };
};
const idsOf = (page: TPage) => page.items.map((person) => person.id).sort();

describe('POST /api/v2/people/search', () => {
  it('answers 401 without a session and 422 on an unknown filter or a bad value', async () => {
    expect((await post(null, '/people/search', {})).statusCode).toBe(401);
    const unknown = await search(team.member.session, { filters: { 'is-robot': ['true'] } });
    expect(unknown.res.statusCode).toBe(422);
    expect(firstMessage(unknown.res).field).toBe('filters');
    const role = await search(team.member.session, { filters: { 'has-role': ['Pilot'] } });
    expect(role.res.statusCode).toBe(422);
  });

  it("answers the organisation's people by name with the total, never another organisation's", async () => {
    const { res, page } = await search();
    expect(res.statusCode).toBe(200);
    expect(page.totalCount).toBe(6);
    expect(page.items.map((person) => person.id)).not.toContain(team.stranger.person.id);
    const strangers = await search(team.stranger.session);
    expect(idsOf(strangers.page)).toEqual([team.stranger.person.id]);
  });

  it('filters by text, licence, role, accepted invitation and excluded ids, and pages', async () => {
    const email = team.admin.user.email;
    expect(
      idsOf((await search(undefined, { filters: { 'text-search': [email.toUpperCase()] } })).page),
    ).toEqual([team.admin.person.id]);
    const unlicensed = await search(undefined, { filters: { 'has-license': ['false'] } });
    expect(idsOf(unlicensed.page)).toEqual([team.observer.person.id]);
    const managers = await search(undefined, { filters: { 'has-role': ['Manager', 'Admin'] } });
    expect(idsOf(managers.page)).toEqual([team.admin.person.id, team.manager.person.id].sort());
    const pending = await search(undefined, { filters: { 'has-accepted-invite': ['false'] } });
    expect(idsOf(pending.page)).toEqual([team.pending.id]);
    const excluded = await search(undefined, { filters: { 'excluded-ids': [team.owner.person.id] } });
    expect(excluded.page.totalCount).toBe(5);
    const second = await search(undefined, { startIndex: 2, endIndex: 4, sorts: [{ property: 'email' }] });
    const all = await search(undefined, { sorts: [{ property: 'email' }] });
    expect(second.page.items.map((p) => p.id)).toEqual(all.page.items.slice(2, 4).map((p) => p.id));
    expect(second.page.totalCount).toBe(6);
  });

  it("keeps a meeting's invitees, only for meetings the caller sees", async () => {
    const filters = { 'traction-ids': [team.meeting.id] };
    const invited = await search(team.member.session, { filters });
    expect(idsOf(invited.page)).toEqual(
      [team.owner.person.id, team.member.person.id, team.observer.person.id].sort(),
    );
    // The Member is not invited to the private meeting: its invitees stay hidden from them.
    const hidden = await search(team.member.session, { filters: { 'traction-ids': [team.private.id] } });
    expect(hidden.page.items).toEqual([]);
    const asOwner = await search(team.owner.session, { filters: { 'traction-ids': [team.private.id] } });
    expect(idsOf(asOwner.page)).toEqual([team.owner.person.id, team.manager.person.id].sort());
    const foreign = await search(team.stranger.session, { filters });
    expect(foreign.page.items).toEqual([]);
  });
});
