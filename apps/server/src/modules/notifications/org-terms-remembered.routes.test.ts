import { NOTICES } from '@cairn/domain/notifications/notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { buildMeeting } from '../../test/factories.ts';
import { renamedTeam } from '../../test/renamed-team.ts';
import { callAs } from '../../test/route-test.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { inbox } from './notifications.test-support.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Issue 38: a node remembers an organisation's terms between notifications, until they change. */
describe("the organisation's terms remembered for its notifications", () => {
  it('remembers them once a notifying change has committed, and writes in the new words right after PUT org/terms', async () => {
    const { owner, english } = await renamedTeam(app);
    const meeting = await buildMeeting(app.db, owner.orgId, {
      ownerPersonId: owner.person.id,
      inviteeIds: [english.person.id],
    });
    const assign = async (title: string) => {
      const res = await callAs(app, owner.session, 'POST', '/todos', {
        title,
        ownerIds: [english.person.id],
        tractionId: meeting.id,
      });
      expect(res.statusCode).toBe(201);
      return (await inbox(app, english.session)).items[0];
    };
    const remembered = () => app.sessionCache.orgValue.get(owner.orgId, 'terms');

    expect(await assign('First')).toMatchObject({ title: 'New action' });
    expect(remembered()).toMatchObject({ todo: { singular: 'Action' } });
    expect(await assign('Second')).toMatchObject({ title: 'New action' });

    const renamed = await callAs(app, owner.session, 'PUT', '/org/terms', {
      terms: { todo: { singular: 'Task', plural: 'Tasks' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(remembered()).toBeUndefined();
    expect(await assign('Third')).toMatchObject({ title: 'New task' });
    expect(remembered()).toEqual({ todo: { singular: 'Task', plural: 'Tasks' } });
  });

  it('does not remember the terms read by a change that rolled back', async () => {
    const { english } = await renamedTeam(app);
    const actor = { userId: english.user.id, orgId: english.orgId };
    const failing = runChange(app, actor, async (tx, _record, afterCommit) => {
      await app.notifier.toUsers(tx, afterCommit, [{ userId: english.user.id }], {
        kind: 'assigned',
        orgId: english.orgId,
        ...NOTICES.assigned('Ana Ruiz', 'todo', 'Never sent'),
      });
      throw new Error('the change fails');
    });
    await expect(failing).rejects.toThrow('the change fails');
    expect(app.sessionCache.orgValue.get(english.orgId, 'terms')).toBeUndefined();
    expect((await inbox(app, english.session)).items).toEqual([]);
  });
});
