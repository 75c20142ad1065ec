import { LICENCE_TEXTS, OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import { describe, expect, it } from 'vitest';
import { buildMember, buildPerson, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';

const { app, get, put, post } = useTestApp(async () => ({}));

describe('free domains, paid people and seats (000 §6, 001 §5, §7)', () => {
  it('a person on a free domain takes no paid seat, everywhere the licence shows', async () => {
    const team = await buildTeam(app.db);
    const contractor = await buildPerson(app.db, team.orgId, {
      role: 'Member',
      email: `casey-${Date.now()}@Contractors.example.com`,
    });
    // buildTeam: Owner, Admin, Manager, Member paid; Observer free; a pending Member paid.
    expect((await get(team.owner.session, '/subscription/seat-count')).json()).toMatchObject({
      seatCount: 6,
      freeCount: 1,
    });
    expect((await get(team.owner.session, '/subscription/domains')).json().domains).toEqual([]);

    const saved = await put(team.owner.session, '/subscription/domains', {
      domains: ['  @Contractors.Example.com ', 'contractors.example.com', 'partners.example.org'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().domains).toEqual(['contractors.example.com', 'partners.example.org']);
    expect(saved.json().messages[0].text).toBe(LICENCE_TEXTS.domainsSaved);
    expect((await get(team.member.session, '/subscription/domains')).json().domains).toHaveLength(2);

    expect((await get(team.owner.session, '/subscription/seat-count')).json()).toMatchObject({
      seatCount: 5,
      freeCount: 2,
    });
    const listed = (await get(team.owner.session, `/people?ids=${contractor.id}`)).json().people[0];
    expect(listed).toMatchObject({ role: 'Member', hasLicense: false });
    const search = await post(team.owner.session, '/people/search', {
      filters: { 'has-license': ['false'] },
    });
    expect(search.json().items.map((p: { id: string }) => p.id)).toContain(contractor.id);
    const paid = await get(team.owner.session, '/org/paid-users');
    expect(paid.json().totalCount).toBe(5);
    expect(paid.json().items.map((p: { id: string }) => p.id)).not.toContain(contractor.id);
  });

  it('pages paid users by at most 300 and refuses a wider window (422)', async () => {
    const team = await buildTeam(app.db);
    const page = await get(team.owner.session, '/org/paid-users?startIndex=1&endIndex=3');
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(2);
    expect(page.json().totalCount).toBe(5);
    const wide = await get(team.owner.session, '/org/paid-users?startIndex=0&endIndex=301');
    expect(wide.statusCode).toBe(422);
  });

  it('only the Owner sets free domains (403), a bad domain is 422, no session 401', async () => {
    const team = await buildTeam(app.db);
    expect((await put(team.admin.session, '/subscription/domains', { domains: ['a.com'] })).statusCode).toBe(
      403,
    );
    const bad = await put(team.owner.session, '/subscription/domains', { domains: ['not a domain'] });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).text).toBe(LICENCE_TEXTS.invalidDomain);
    expect((await get(team.owner.session, '/subscription/domains')).json().domains).toEqual([]);
    expect((await get(null, '/subscription/domains')).statusCode).toBe(401);
    expect((await get(null, '/org/paid-users')).statusCode).toBe(401);
  });

  it('ownership goes only to someone who holds a licence: not to a person on a free domain', async () => {
    const owner = await buildMember(app.db);
    const free = await buildMember(app.db, 'Admin', owner.orgId);
    const domain = free.user.email.split('@')[1];
    await put(owner.session, '/subscription/domains', { domains: [domain] });
    // The owner's own address may share the domain; the target must be paid.
    const res = await put(owner.session, `/org/owner/${free.person.id}`, {});
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).text).toBe(OWNERSHIP_TEXTS.notPaid);
  });
});
