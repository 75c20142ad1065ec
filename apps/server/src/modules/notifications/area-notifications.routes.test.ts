import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildSession, buildTeam, buildUser } from '../../test/factories.ts';
import { buildHeadline } from '../../test/item-factories.ts';
import { callAs, useTestApp } from '../../test/route-test.ts';
import { scorecardIdOf } from '../../test/scorecard-factories.ts';
import { injectAs } from '../../test/test-app.ts';
import { addAndInvite } from '../people/invitations.test-support.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';
import { inbox } from './notifications.test-support.ts';

const { app, post, put } = useTestApp(async () => ({}), { appUrl: 'https://cairn.example.com' });

describe('what people hear about (issue 15)', () => {
  it('an existing user invited to another organisation can accept from the bell; the inviter learns nothing', async () => {
    const inviter = await buildMember(app.db);
    const existing = await buildMember(app.db);
    const newcomerEmail = `nobody-${Date.now()}@example.com`;

    const known = await addAndInvite(app, inviter.session, [{ email: existing.user.email, role: 'Manager' }]);
    const unknown = await addAndInvite(app, inviter.session, [{ email: newcomerEmail }]);
    // The same answer whether or not the address has an account.
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(known.json().messages).toEqual(unknown.json().messages);

    const [note] = (await inbox(app, existing.session)).items;
    expect(note).toMatchObject({ type: 'invitation', orgId: inviter.orgId });
    expect(note?.message).toContain('as Manager');
    const invitationId = known.json().invitations[0].id;
    expect(note?.approvalUrl).toBe(`invitation/${invitationId}/accept`);
    expect(note?.denyUrl).toBe(`invitation/${invitationId}/decline`);

    // Someone else cannot use the link (404), the invitee can.
    expect((await post(inviter.session, `/${note?.approvalUrl}`, {})).statusCode).toBe(404);
    const accepted = await post(existing.session, `/${note?.approvalUrl}`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().orgId).toBe(inviter.orgId);
    expect((await inbox(app, existing.session)).items[0]).toMatchObject({ isActioned: true });
  });

  it('a resent invitation closes the older notification', async () => {
    const inviter = await buildMember(app.db);
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user, null);
    const added = await addAndInvite(app, inviter.session, [{ email: user.email }]);
    const invitationId = added.json().invitations[0].id;
    await post(inviter.session, `/invitation/${invitationId}/resend`, {
      baseUrl: 'https://cairn.example.com',
    });
    const { items } = await inbox(app, session);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ isActioned: false });
    expect(items[1]).toMatchObject({ isActioned: true });
  });

  it('a role change and an ownership transfer tell the people concerned', async () => {
    const team = await buildTeam(app.db);
    const person = await callAs(app, team.owner.session, 'GET', `/people?ids=${team.member.person.id}`);
    const version = person.json().people[0].version;
    const changed = await put(team.owner.session, `/person/${team.member.person.id}/role`, {
      role: 'Manager',
      version,
    });
    expect(changed.statusCode).toBe(200);
    expect((await inbox(app, team.member.session)).items[0]).toMatchObject({ type: 'roleChanged' });
    expect((await inbox(app, team.member.session)).items[0]?.message).toContain('is now Manager');

    const transfer = await injectAs(app, team.owner.session, {
      method: 'PUT',
      url: `/api/v2/org/owner/${team.admin.person.id}`,
    });
    expect(transfer.statusCode).toBe(200);
    expect((await inbox(app, team.admin.session)).items[0]?.message).toContain('You are now the owner');
    expect((await inbox(app, team.owner.session)).items[0]?.message).toContain('you are an Admin');
  });

  it('a cascaded headline is shared with, not assigned to, its new owner', async () => {
    await writeSetting(app.db, FEATURE_FLAGS_KEY, { CascadeHeadlines: true });
    const team = await buildTeam(app.db);
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const headline = await buildHeadline(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: meeting.id,
      title: 'Big win',
    });
    const cascade = await post(team.owner.session, '/headline/cascade', {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id, tractionId: meeting.id }],
    });
    expect(cascade.statusCode).toBe(201);
    const [note] = (await inbox(app, team.member.session)).items;
    expect(note).toMatchObject({ type: 'headlineCascaded', title: 'Headline' });
    expect(note?.message).toContain('shared the headline "Big win" with you');
  });

  it('a measurable given to someone else tells them; one for yourself tells nobody', async () => {
    const team = await buildTeam(app.db);
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const scorecardId = await scorecardIdOf(app.db, meeting.id);
    const add = (ownerId: string, title: string) =>
      post(team.owner.session, `/scorecard/${scorecardId}/add-measurable`, {
        title,
        ownerId,
        tractionId: meeting.id,
        goalValue: 10,
      });
    expect((await add(team.member.person.id, 'Weekly revenue')).statusCode).toBe(201);
    expect((await add(team.owner.person.id, 'My own number')).statusCode).toBe(201);
    const [note] = (await inbox(app, team.member.session)).items;
    expect(note).toMatchObject({ type: 'assigned', title: 'New measurable' });
    expect(note?.message).toContain('"Weekly revenue"');
    expect((await inbox(app, team.owner.session)).totalCount).toBe(0);
  });
});
