import { NOTICES } from '@cairn/domain/notifications/notices';
import { NOTIFICATION_EVENTS } from '@cairn/domain/notifications/notifications.constants';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { notifications } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMember } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';
import { inbox } from './notifications.test-support.ts';

const { app, team, post, put, get } = useTestApp(buildTodoTeam);

/** The Owner hands the Member a to-do: one notification for the Member. */
async function assignTodo(title = `Call the bank ${Math.random()}`) {
  const res = await post(team.owner.session, '/todos', {
    title,
    ownerIds: [team.member.person.id],
    tractionId: team.meeting.id,
  });
  expect(res.statusCode).toBe(201);
  return title;
}

describe('notifications written by the areas', () => {
  it('tells the owner of an item someone else assigned, live to their rooms, and nobody for their own', async () => {
    const send = vi.spyOn(app.live, 'send');
    const before = await inbox(app, team.member.session);
    const title = await assignTodo();
    const after = await inbox(app, team.member.session);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.items[0]).toMatchObject({
      type: 'assigned',
      title: 'New to-do',
      isRead: false,
      isActioned: false,
      approvalUrl: null,
      orgId: team.orgId,
    });
    expect(after.items[0]?.message).toContain(`"${title}"`);
    expect(send).toHaveBeenCalledWith({
      event: NOTIFICATION_EVENTS.added,
      payload: {
        userId: team.member.user.id,
        personId: team.member.person.id,
        notificationId: after.items[0]?.id,
      },
    });

    const own = await post(team.member.session, '/todos', {
      title: 'My own',
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
    });
    expect(own.statusCode).toBe(201);
    expect((await inbox(app, team.member.session)).unreadCount).toBe(after.unreadCount);
    // The Owner, who assigned it, hears nothing.
    expect((await inbox(app, team.owner.session)).items.some((n) => n.message.includes(title))).toBe(false);
  });

  it('writes nothing and sends nothing when the change rolls back', async () => {
    const send = vi.spyOn(app.live, 'send');
    const [{ n: rowsBefore } = { n: 0 }] = await app.db.select({ n: count() }).from(notifications);
    await expect(
      runChange(app, { userId: team.owner.user.id, orgId: team.orgId }, async (tx, _record, afterCommit) => {
        await app.notifier.toUsers(tx, afterCommit, [{ userId: team.member.user.id }], {
          kind: 'assigned',
          orgId: team.orgId,
          ...NOTICES.assigned('Never', 'todo', 'never'),
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const [{ n: rowsAfter } = { n: 0 }] = await app.db.select({ n: count() }).from(notifications);
    expect(rowsAfter).toBe(rowsBefore);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('PUT notification-center/read, /unread, /remove and read/all', () => {
  it('marks one of the caller’s notifications, moves the badge and says so live', async () => {
    await assignTodo();
    const { items, unreadCount } = await inbox(app, team.member.session);
    const id = items[0]?.id as string;
    const send = vi.spyOn(app.live, 'send');

    const read = await put(team.member.session, '/notification-center/read', { id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ notification: { id, isRead: true }, unreadCount: unreadCount - 1 });
    expect(send).toHaveBeenCalledWith({
      event: NOTIFICATION_EVENTS.read,
      payload: { userId: team.member.user.id, notificationId: id },
    });

    const unread = await put(team.member.session, '/notification-center/unread', { id });
    expect(unread.json()).toMatchObject({ notification: { isRead: false }, unreadCount });

    // The panel may send the whole notification: only its id counts.
    const removed = await put(team.member.session, '/notification-center/remove', { ...items[0] });
    expect(removed.json()).toMatchObject({ notification: { isRemoved: true }, unreadCount: unreadCount - 1 });
    expect((await inbox(app, team.member.session)).items.some((n) => n.id === id)).toBe(false);
    const shown = await inbox(app, team.member.session, { 'is-removed': ['true'] });
    expect(shown.items.map((n) => n.id)).toContain(id);
  });

  it('answers 404 for another person’s notification and leaves it as it was', async () => {
    await assignTodo();
    const { items } = await inbox(app, team.member.session);
    const id = items[0]?.id as string;
    for (const path of ['read', 'unread', 'remove']) {
      const res = await put(team.admin.session, `/notification-center/${path}`, { id });
      expect(res.statusCode).toBe(404);
      expect(firstMessage(res).text).toBe('The notification could not be found.');
    }
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ isRead: false, isRemoved: false });
    expect((await get(team.admin.session, `/notification-center?ids=${id}`)).json().notifications).toEqual(
      [],
    );
    expect(
      (await get(team.member.session, `/notification-center?ids=${id}`)).json().notifications,
    ).toHaveLength(1);
  });

  it('refuses without a session (401) and a bad id (422)', async () => {
    expect((await post(null, '/notification-center/search', {})).statusCode).toBe(401);
    expect((await put(null, '/notification-center/read/all', {})).statusCode).toBe(401);
    const bad = await put(team.member.session, '/notification-center/read', { id: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('id');
  });

  it('marks every unread one read, or only the listed ones', async () => {
    const reader = await buildMember(app.db, 'Member', team.orgId);
    for (let n = 0; n < 3; n += 1) {
      await post(team.owner.session, '/todos', {
        title: `Item ${n}`,
        ownerIds: [reader.person.id],
        tractionId: (
          await post(team.owner.session, '/meetings', {
            title: `M ${Math.random()}`,
            inviteeIds: [reader.person.id],
          })
        ).json().meeting.id,
      });
    }
    const { items, unreadCount } = await inbox(app, reader.session);
    expect(unreadCount).toBe(3);
    const some = await put(reader.session, '/notification-center/read/all', [{ id: items[0]?.id }]);
    expect(some.json()).toMatchObject({ count: 1, unreadCount: 2 });
    const all = await put(reader.session, '/notification-center/read/all', {});
    expect(all.json()).toMatchObject({ count: 2, unreadCount: 0 });
    expect(all.json().messages[0].text).toBe('2 notifications marked as read.');
  });
});

describe('POST notification-center/search', () => {
  it('pages newest first, counts, and filters read ones', async () => {
    const reader = await buildMember(app.db, 'Member', team.orgId);
    const meeting = (
      await post(team.owner.session, '/meetings', {
        title: `Paging ${Math.random()}`,
        inviteeIds: [reader.person.id],
      })
    ).json().meeting.id;
    for (let n = 0; n < 5; n += 1) {
      await post(team.owner.session, '/todos', {
        title: `Todo ${n}`,
        ownerIds: [reader.person.id],
        tractionId: meeting,
      });
    }
    const first = await post(reader.session, '/notification-center/search', { startIndex: 0, endIndex: 2 });
    expect(first.json()).toMatchObject({ totalCount: 5, totalPages: 1, unreadCount: 5 });
    expect(first.json().items.map((n: { message: string }) => n.message)).toEqual([
      expect.stringContaining('"Todo 4"'),
      expect.stringContaining('"Todo 3"'),
    ]);
    const rest = await post(reader.session, '/notification-center/search', { startIndex: 2, endIndex: 10 });
    expect(rest.json().items).toHaveLength(3);
    await put(reader.session, '/notification-center/read', { id: first.json().items[0].id });
    const unread = await inbox(app, reader.session, { 'is-read': ['false'] });
    expect(unread.items).toHaveLength(4);
    expect(
      (await post(reader.session, '/notification-center/search', { filters: { unknown: ['x'] } })).statusCode,
    ).toBe(422);
  });
});

describe('user/notification-preferences', () => {
  it('answers the defaults, keeps a choice, and the notifier follows it (in-app off, email on)', async () => {
    const reader = await buildMember(app.db, 'Member', team.orgId);
    const defaults = await get(reader.session, '/user/notification-preferences');
    expect(defaults.json().preferences.assigned).toEqual({ inApp: true, email: false });
    expect(defaults.json().preferences.invitation).toEqual({ inApp: true, email: false });

    const changed = await put(reader.session, '/user/notification-preferences', {
      preferences: { assigned: { inApp: false, email: true } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().preferences.assigned).toEqual({ inApp: false, email: true });
    expect(changed.json().preferences.upgradeRequest).toEqual({ inApp: true, email: true });

    const meeting = (
      await post(team.owner.session, '/meetings', {
        title: `Prefs ${Math.random()}`,
        inviteeIds: [reader.person.id],
      })
    ).json().meeting.id;
    await post(team.owner.session, '/todos', {
      title: 'Mailed only',
      ownerIds: [reader.person.id],
      tractionId: meeting,
    });
    expect((await inbox(app, reader.session)).totalCount).toBe(0);
    const [mail] = await readOutbox(app, reader.user.email);
    expect(mail?.subject).toContain('"Mailed only"');
    expect(mail?.text).toContain('Manage account, Preferences');

    const bad = await put(reader.session, '/user/notification-preferences', {
      preferences: { assigned: { inApp: 'yes' } },
    });
    expect(bad.statusCode).toBe(422);
  });
});
