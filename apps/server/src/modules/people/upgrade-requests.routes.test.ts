import { NOTIFICATION_EVENTS } from '@cairn/domain/notifications/notifications.constants';
import { UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { inbox } from '../notifications/notifications.test-support.ts';

const { app, post, get } = useTestApp(async () => ({}));

/** A fresh team per test: requests change the Observer for good. */
async function observerTeam() {
  return buildTeam(app.db);
}

describe('POST person/upgrade (000 §4, §7)', () => {
  it('marks the Observer pending and asks the Owner and Admins, with Approve and Deny links', async () => {
    const team = await observerTeam();
    const res = await post(team.observer.session, '/person/upgrade', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].text).toBe(UPGRADE_TEXTS.requested);
    expect(res.json().person).toMatchObject({
      id: team.observer.person.id,
      upgradeRequestStatus: 'Pending',
      role: 'Observer',
    });
    expect((await get(team.observer.session, '/session')).json().person.upgradeRequestStatus).toBe('Pending');

    for (const approver of [team.owner, team.admin]) {
      const [note] = (await inbox(app, approver.session)).items;
      expect(note).toMatchObject({
        type: 'upgradeRequest',
        approvalUrl: `person/approveupgrade/${team.observer.person.id}/${team.orgId}`,
        denyUrl: `person/denyupgrade/${team.observer.person.id}/${team.orgId}`,
      });
    }
    expect((await inbox(app, team.manager.session)).totalCount).toBe(0);

    // Asking again while pending asks nobody again.
    expect((await post(team.observer.session, '/person/upgrade', {})).statusCode).toBe(200);
    expect((await inbox(app, team.owner.session)).totalCount).toBe(1);
  });

  it('is only for Free Observers (422), and needs a session (401)', async () => {
    const team = await observerTeam();
    const res = await post(team.member.session, '/person/upgrade', {});
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).text).toBe(UPGRADE_TEXTS.onlyObservers);
    expect((await post(null, '/person/upgrade', {})).statusCode).toBe(401);
  });
});

describe('POST person/approveupgrade and denyupgrade', () => {
  it('approves from the notification: a licensed Member, every copy answered, the requester told live', async () => {
    const team = await observerTeam();
    await post(team.observer.session, '/person/upgrade', {});
    const [note] = (await inbox(app, team.owner.session)).items;
    const send = vi.spyOn(app.live, 'send');
    const entity = vi.spyOn(app.live, 'entity');

    const res = await post(team.owner.session, `/${note?.approvalUrl}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({
      role: 'Member',
      hasLicense: true,
      upgradeRequestStatus: 'Completed',
    });
    expect(res.json().messages[0].text).toBe(
      UPGRADE_TEXTS.approved(`${team.observer.user.firstName} ${team.observer.user.lastName}`),
    );

    for (const approver of [team.owner, team.admin]) {
      expect((await inbox(app, approver.session)).items[0]).toMatchObject({ isActioned: true, isRead: true });
    }
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ event: NOTIFICATION_EVENTS.actioned }));
    const [answer] = (await inbox(app, team.observer.session)).items;
    expect(answer).toMatchObject({ type: 'upgradeAnswer', approvalUrl: null });
    expect(answer?.message).toContain('approved');
    expect(entity).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: team.observer.person.id, type: 'person' }),
    );
    expect((await get(team.observer.session, '/session')).json().person.role).toBe('Member');

    // Twice is harmless; denying what was approved is a conflict.
    const again = await post(team.admin.session, `/${note?.approvalUrl}`, {});
    expect(again.statusCode).toBe(200);
    expect((await inbox(app, team.observer.session)).totalCount).toBe(1);
    expect((await post(team.owner.session, `/${note?.denyUrl}`, {})).statusCode).toBe(409);
  });

  it('denies: the status is recorded, the role stays, the requester is told', async () => {
    const team = await observerTeam();
    await post(team.observer.session, '/person/upgrade', {});
    const res = await post(
      team.admin.session,
      `/person/denyupgrade/${team.observer.person.id}/${team.orgId}`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({ role: 'Observer', upgradeRequestStatus: 'Denied' });
    expect((await inbox(app, team.observer.session)).items[0]?.message).toContain('was not approved');
    expect((await get(team.observer.session, '/session')).json().person.upgradeRequestStatus).toBe('Denied');
    // Denying again changes nothing; the Owner may still approve later (from the licence page).
    expect(
      (await post(team.owner.session, `/person/denyupgrade/${team.observer.person.id}/${team.orgId}`, {}))
        .statusCode,
    ).toBe(200);
    const approved = await post(
      team.owner.session,
      `/person/approveupgrade/${team.observer.person.id}/${team.orgId}`,
      {},
    );
    expect(approved.json().person.role).toBe('Member');
  });

  it('refuses a role that may not (403), another organisation (404), no request (409), no session (401)', async () => {
    const team = await observerTeam();
    const url = `/person/approveupgrade/${team.observer.person.id}/${team.orgId}`;
    expect((await post(team.owner.session, url, {})).statusCode).toBe(409);
    await post(team.observer.session, '/person/upgrade', {});
    expect((await post(team.manager.session, url, {})).statusCode).toBe(403);
    expect((await post(team.observer.session, url, {})).statusCode).toBe(403);
    const stranger = await buildMember(app.db, 'Owner');
    expect((await post(stranger.session, url, {})).statusCode).toBe(404);
    // The stranger's own organisation does not hold the person either.
    const theirs = `/person/approveupgrade/${team.observer.person.id}/${stranger.orgId}`;
    expect((await post(stranger.session, theirs, {})).statusCode).toBe(404);
    expect((await post(null, url, {})).statusCode).toBe(401);
    expect((await get(team.observer.session, '/session')).json().person.role).toBe('Observer');
  });
});
