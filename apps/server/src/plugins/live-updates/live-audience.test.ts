import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS, type TEntityEvent } from '@cairn/domain/realtime/events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { callAs } from '../../test/route-test.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { connectLiveClient, registerClient, type TLiveClient } from './live-test-client.ts';

/**
 * Who hears what (issue #7 point 8, ARCHITECTURE §6): events about a meeting's items reach
 * the meeting's room and the owners, a personal to-do its owner only; events about a draft V/TO,
 * a chart and its seats only those their policies let read them (issue 28 point 4), through
 * real sockets.
 */
let app: TTestApp;
let baseUrl: string;
const clients: TLiveClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await app.close();
});

/** A registered socket of a member, and every entity event it hears. */
async function listen(member: { orgId: string; session: { token: string } }) {
  const client = await connectLiveClient(baseUrl, { token: member.session.token });
  clients.push(client);
  expect((await registerClient(client, member.orgId)).succeeded).toBe(true);
  const heard: TEntityEvent[] = [];
  for (const event of [LIVE_EVENTS.added, LIVE_EVENTS.updated, LIVE_EVENTS.deleted] as const) {
    client.on(event, (payload) => heard.push(payload));
  }
  return { client, heard };
}

/**
 * Sends an organisation-wide event that everyone hears, and waits until `clients` heard it:
 * events are ordered per socket, so whatever they did not hear before it, they never will.
 */
async function settle(orgId: string, ...listeners: { client: TLiveClient }[]) {
  const marker = { entityId: crypto.randomUUID(), type: 'org' as const, orgId };
  const heard = listeners.map(
    ({ client }) =>
      new Promise<void>((resolve) => {
        const listener = (event: TEntityEvent) => {
          if (event.entityId !== marker.entityId) return;
          client.off(LIVE_EVENTS.updated, listener);
          resolve();
        };
        client.on(LIVE_EVENTS.updated, listener);
      }),
  );
  app.live.entity('Updated', marker);
  await Promise.all(heard);
}

const idsOf = (heard: TEntityEvent[]) => heard.filter((event) => event.type !== 'org').map((e) => e.entityId);

describe('live events of meeting items and personal to-dos', () => {
  it('reach the invitees, the owner and Owners/Admins; a member not invited hears no id', async () => {
    const team = await buildTeam(app.db);
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.manager.person.id,
      inviteeIds: [team.member.person.id],
    });
    const [manager, member, outsider, admin] = await Promise.all(
      [team.manager, team.member, team.observer, team.admin].map(listen),
    );

    const created = await callAs(app, team.member.session, 'POST', '/todos', {
      title: 'Meeting to-do',
      tractionId: meeting.id,
      ownerIds: [team.member.person.id],
    });
    expect(created.statusCode).toBe(201);
    const todoId: string = created.json().todos[0].id;
    const done = await callAs(app, team.member.session, 'PUT', `/todo/${todoId}/complete`, {
      isComplete: true,
    });
    expect(done.statusCode).toBe(200);
    await settle(team.orgId, manager, member, outsider, admin);

    expect(idsOf(manager.heard)).toEqual([todoId, todoId]);
    expect(idsOf(member.heard)).toEqual([todoId, todoId]);
    expect(idsOf(admin.heard)).toEqual([todoId, todoId]);
    expect(idsOf(outsider.heard)).toEqual([]);
    expect(member.heard[0]).toMatchObject({ meetingIds: [meeting.id], personIds: [team.member.person.id] });
  });

  it('tell a personal to-do to its owner only', async () => {
    const team = await buildTeam(app.db);
    const [owner, colleague, admin] = await Promise.all([team.member, team.manager, team.admin].map(listen));
    const created = await callAs(app, team.member.session, 'POST', '/todos/personal', {
      title: 'Private',
    });
    expect(created.statusCode).toBe(201);
    const todoId: string = created.json().todo.id;
    await settle(team.orgId, owner, colleague, admin);
    expect(idsOf(owner.heard)).toEqual([todoId]);
    expect(idsOf(colleague.heard)).toEqual([]);
    expect(idsOf(admin.heard)).toEqual([]);
  });

  it('follow invitations: someone invited later hears the meeting’s items, someone uninvited stops', async () => {
    const team = await buildTeam(app.db);
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: meeting.id,
    });
    const [member, manager] = await Promise.all([team.member, team.manager].map(listen));

    const current = await callAs(app, team.owner.session, 'GET', `/meeting/${meeting.id}`);
    const body = current.json().meeting;
    const swapped = await callAs(app, team.owner.session, 'PUT', `/meeting/${meeting.id}`, {
      title: body.title,
      inviteeIds: [team.owner.person.id, team.manager.person.id],
      agenda: body.agenda,
      schedule: body.schedule,
      version: body.version,
    });
    expect(swapped.statusCode).toBe(200);
    await settle(team.orgId, member, manager);
    member.heard.length = 0;
    manager.heard.length = 0;

    const renamed = await callAs(app, team.owner.session, 'PUT', `/todo/${todo.id}`, {
      title: 'Renamed',
      ownerId: team.owner.person.id,
      dueDate: '2030-02-02',
      version: todo.version,
    });
    expect(renamed.statusCode).toBe(200);
    await settle(team.orgId, member, manager);
    expect(idsOf(manager.heard)).toEqual([todo.id]);
    expect(idsOf(member.heard)).toEqual([]);
  });

  it('follow roles: a Member made Admin hears every meeting, made Member again only their own', async () => {
    const team = await buildTeam(app.db);
    const meeting = await buildMeeting(app.db, team.orgId, { ownerPersonId: team.owner.person.id });
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: meeting.id,
    });
    const member = await listen(team.member);
    const setRole = async (role: string) => {
      const res = await callAs(app, team.owner.session, 'PUT', `/person/${team.member.person.id}/role`, {
        role,
      });
      expect(res.statusCode).toBe(200);
    };
    const touch = async (title: string) => {
      const current = await callAs(app, team.owner.session, 'GET', `/todo/${todo.id}`);
      const res = await callAs(app, team.owner.session, 'PUT', `/todo/${todo.id}`, {
        title,
        ownerId: team.owner.person.id,
        dueDate: '2030-02-02',
        version: current.json().todo.version,
      });
      expect(res.statusCode).toBe(200);
      await settle(team.orgId, member);
    };

    await touch('Before');
    expect(idsOf(member.heard)).toEqual([]);
    await setRole('Admin');
    await touch('As admin');
    expect(idsOf(member.heard)).toEqual([team.member.person.id, todo.id]);
    member.heard.length = 0;
    await setRole('Member');
    await touch('Member again');
    expect(idsOf(member.heard)).toEqual([team.member.person.id]);
  });
});

describe('live events of V/TO revisions, charts and seats (issue 28 point 4)', () => {
  /** A team whose leadership team is the Owner and the Manager; the Admin, Member and Observer are not in it. */
  async function teamWithLeadership() {
    const team = await buildTeam(app.db);
    await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.manager.person.id],
      isLeadershipTeam: true,
    });
    return team;
  }

  const expectOk = (res: { statusCode: number; body: string }, status = 200) =>
    expect(res.statusCode, res.body).toBe(status);

  it('a draft V/TO revision is heard by its creator and the leadership team only, then by all once published', async () => {
    const team = await teamWithLeadership();
    const [owner, leader, admin, member, observer] = await Promise.all(
      [team.owner, team.manager, team.admin, team.member, team.observer].map(listen),
    );
    const folder = await callAs(app, team.owner.session, 'POST', '/vto/collections', { title: 'Plans' });
    expectOk(folder, 201);
    const c: string = folder.json().collection.id;
    const made = await callAs(app, team.owner.session, 'POST', `/vto/collection/${c}/revision`, {
      title: 'Next year',
    });
    expectOk(made, 201);
    const r: string = made.json().revision.id;
    const renamed = await callAs(
      app,
      team.manager.session,
      'PUT',
      `/vto/collection/${c}/revision/${r}/rename`,
      {
        title: 'Next year (draft)',
      },
    );
    expectOk(renamed);
    await settle(team.orgId, owner, leader, admin, member, observer);

    expect(idsOf(owner.heard)).toEqual([c, r, r]);
    expect(idsOf(leader.heard)).toEqual([c, r, r]);
    for (const outsider of [admin, member, observer]) expect(idsOf(outsider.heard)).toEqual([c]);

    const published = await callAs(
      app,
      team.owner.session,
      'PUT',
      `/vto/collection/${c}/revision/${r}/publish`,
      {},
    );
    expectOk(published);
    await settle(team.orgId, owner, leader, admin, member, observer);
    for (const socket of [owner, leader, admin, member, observer]) expect(idsOf(socket.heard).at(-1)).toBe(r);
  });

  it('a chart whose visibility is none for the organisation, and its seats, are heard by those it admits only', async () => {
    const team = await teamWithLeadership();
    const [owner, leader, member, observer, granted] = await Promise.all(
      [team.owner, team.manager, team.member, team.observer, team.admin].map(listen),
    );
    const folder = await callAs(app, team.owner.session, 'POST', '/ac/collections', { title: 'Charts' });
    expectOk(folder, 201);
    const c: string = folder.json().collection.id;
    const made = await callAs(app, team.owner.session, 'PUT', `/ac/collection/${c}/revision/create`, {
      title: 'Hidden chart',
    });
    expectOk(made);
    const chart = made.json().revision;
    const base = `/ac/collection/${c}/revision/${chart.id}`;
    expectOk(
      await callAs(app, team.owner.session, 'PUT', `${base}/visibility`, {
        lt: 'edit',
        org: 'none',
        individuals: [{ personId: team.admin.person.id, canEdit: false }],
      }),
    );
    expectOk(await callAs(app, team.owner.session, 'PUT', `${base}/publish`, {}));
    const seat = await callAs(app, team.manager.session, 'PUT', `${base}/create-seat`, {
      title: 'Integrator',
      roles: [],
      parentId: chart.seats[0].id,
    });
    expectOk(seat);
    const seatId: string = seat.json().seat.id;
    await settle(team.orgId, owner, leader, member, observer, granted);

    const chartEvents = [c, chart.id, chart.id, chart.id, seatId];
    expect(idsOf(owner.heard)).toEqual(chartEvents);
    expect(idsOf(leader.heard)).toEqual(chartEvents);
    // The Admin sees the chart once it is published (an individual grant), not the draft before.
    expect(idsOf(granted.heard)).toEqual([c, chart.id, seatId]);
    for (const outsider of [member, observer]) {
      expect(idsOf(outsider.heard)).toEqual([c]);
      expect(JSON.stringify(outsider.heard)).not.toContain(chart.seats[0].id);
    }
  });
});
