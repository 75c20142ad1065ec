import { LIVE_EVENTS } from '@cairn/domain/realtime/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { users, webhookDeliveries } from '../../db/schema/index.ts';
import { ORG_NONE_TTL_MS, SESSION_CACHE_TTL_MS } from '../../modules/auth/index.ts';
import { buildMeeting, buildMember, buildOrg, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { connectLiveClient, nextEvent, registerClient, type TLiveClient } from './live-test-client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
  startServerNode,
  type TServerNode,
} from './server-nodes.ts';

/**
 * Two real server processes on one PostgreSQL database and one Redis: an event caused on node A
 * reaches a client connected to node B (issue 2, "Live-update hub"; ARCHITECTURE §10).
 */

let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
let db: TDatabase | undefined;
let nodeA: TServerNode | undefined;
let nodeB: TServerNode | undefined;
const clients: TLiveClient[] = [];

async function call(node: TServerNode, method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${node.baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An Owner, a Member of the same organisation, and a meeting of the Owner's with the Member invited. */
async function buildOwnerMemberMeeting(orm: TDatabase['db']) {
  const owner = await buildMember(orm);
  const member = await buildMember(orm, 'Member', owner.orgId);
  const meeting = await buildMeeting(orm, owner.orgId, {
    ownerPersonId: owner.person.id,
    inviteeIds: [member.person.id],
  });
  return { owner, member, meeting };
}

beforeAll(async () => {
  for (const url of [LOCAL_SERVICES.postgresUrl, LOCAL_SERVICES.redisUrl]) {
    if (!(await isReachable(url)))
      throw new Error(`${url} is not reachable: start PostgreSQL and Redis (see .ci/run)`);
  }
  database = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_two_node');
  db = await openDatabase({ databaseUrl: database.url });
  // Webhooks may point at loopback: the webhook test's endpoint is a closed local port.
  const node = {
    databaseUrl: database.url,
    redisUrl: LOCAL_SERVICES.redisUrl,
    env: { WEBHOOK_ALLOW_PRIVATE: '1' },
  };
  nodeA = await startServerNode(node);
  nodeB = await startServerNode(node);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await db?.close();
  await database?.drop();
});

describe('live updates across two nodes (PostgreSQL + Redis)', () => {
  it('relays an event made on node A to a client of node B, and ends a session signed out on A', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('set-up failed');
    const admin = await buildUser(db.db);
    await db.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, admin.id));
    const { org } = await buildOrg(db.db, admin);

    const signIn = await call(nodeA, 'POST', '/api/v2/session', undefined, {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const token = String(signIn.body.token);
    const session = await call(nodeA, 'GET', '/api/v2/session', token);
    const sessionId = (session.body.session as { id: string }).id;

    const client = await connectLiveClient(nodeB.baseUrl, { token });
    clients.push(client);
    expect(await registerClient(client, org.id)).toEqual({ succeeded: true, messages: [] });
    expect(await client.emitWithAck('registerPublic')).toEqual({ succeeded: true, messages: [] });

    const heard = nextEvent(client, LIVE_EVENTS.appConfigUpdated, 10_000);
    const changed = await call(nodeA, 'PUT', '/api/v2/app-configuration/feature-flags', token, {
      featureFlags: { SmartRocks: true },
    });
    expect(changed.status).toBe(200);
    await expect(heard).resolves.toEqual([]);

    const disconnected = new Promise((resolve) => client.once('disconnect', resolve));
    const signOut = await call(nodeA, 'DELETE', `/api/v2/session/${sessionId}`, token);
    expect(signOut.status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('forgets a session context on node B at once when node A signs it out or changes its role', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('set-up failed');
    const owner = await buildMember(db.db);
    const admin = await buildMember(db.db, 'Admin', owner.orgId);
    const permissionsOnB = async () =>
      (
        (await call(nodeB as TServerNode, 'GET', '/api/v2/session', admin.session.token)).body.user as {
          permissions: string[];
        }
      ).permissions;
    // Node B has just answered both sessions, so it may hold their contexts.
    const asAdmin = await permissionsOnB();
    const demoted = await call(nodeA, 'PUT', `/api/v2/person/${admin.person.id}/role`, owner.session.token, {
      role: 'Member',
    });
    expect(demoted.status).toBe(200);
    // The forget message crosses Redis on its own: B may answer one request before it lands, but
    // well inside the 5 s a context is kept, which is what proves the message did the forgetting.
    const withinTtl = { timeout: SESSION_CACHE_TTL_MS / 2, interval: 50 };
    await expect.poll(async () => (await permissionsOnB()).length, withinTtl).toBeLessThan(asAdmin.length);

    expect((await call(nodeB, 'GET', '/api/v2/session', owner.session.token)).status).toBe(200);
    const signOut = await call(nodeA, 'DELETE', `/api/v2/session/${owner.session.id}`, owner.session.token);
    expect(signOut.status).toBe(200);
    await expect
      .poll(
        async () => (await call(nodeB as TServerNode, 'GET', '/api/v2/session', owner.session.token)).status,
        withinTtl,
      )
      .toBe(401);
  });

  it('relays a live-meeting action made on node A to an attendee listening on node B, with its version', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('set-up failed');
    const { owner, member, meeting } = await buildOwnerMemberMeeting(db.db);
    const client = await connectLiveClient(nodeB.baseUrl, { token: member.session.token });
    clients.push(client);
    expect(await client.timeout(5000).emitWithAck('registerMeeting', meeting.id)).toEqual({
      succeeded: true,
      messages: [],
    });
    const joined = nextEvent(client, 'Joined', 10_000);
    const join = await call(nodeA, 'POST', '/api/v2/live-meeting/join', owner.session.token, {
      meetingThreadId: meeting.id,
    });
    expect(join.status).toBe(200);
    const [payload] = await joined;
    expect(payload).toMatchObject({ meetingThreadId: meeting.id, version: 1, action: 'join' });
    const started = nextEvent(client, 'Started', 10_000);
    await call(nodeB, 'POST', '/api/v2/live-meeting/start', owner.session.token, {
      meetingThreadId: meeting.id,
    });
    expect((await started)[0].version).toBe(2);
    const state = await call(nodeA, 'GET', `/api/v2/live-meeting/${meeting.id}`, member.session.token);
    expect(state.body.liveMeeting).toMatchObject({ status: 'Running', version: 2 });
  });

  it('makes node A deliver to a webhook created on node B well inside the cache TTL', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('set-up failed');
    const owner = await buildMember(db.db);
    const meeting = await buildMeeting(db.db, owner.orgId, { ownerPersonId: owner.person.id });
    const createTodo = (node: TServerNode) =>
      call(node, 'POST', '/api/v2/todos', owner.session.token, {
        title: 'Call the bank',
        ownerIds: [owner.person.id],
        tractionId: meeting.id,
      });
    // Node A now remembers that the organisation has no enabled webhook.
    expect((await createTodo(nodeA)).status).toBe(201);
    const hook = await call(nodeB, 'POST', '/api/v2/webhooks', owner.session.token, {
      url: 'http://127.0.0.1:9/hook',
      events: ['todo.created'],
    });
    expect(hook.status).toBe(201);
    const deliveries = async () =>
      (await db?.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orgId, owner.orgId)))?.length;
    await expect
      .poll(
        async () => {
          expect((await createTodo(nodeA as TServerNode)).status).toBe(201);
          return deliveries();
        },
        { timeout: ORG_NONE_TTL_MS / 6, interval: 100 },
      )
      .toBeGreaterThan(0);
  });

  it("makes node A write notes in the organisation's new words well inside the cache TTL once node B renames them", async () => {
    if (!db || !nodeA || !nodeB) throw new Error('set-up failed');
    const { owner, member, meeting } = await buildOwnerMemberMeeting(db.db);
    const rename = (node: TServerNode, singular: string) =>
      call(node, 'PUT', '/api/v2/org/terms', owner.session.token, {
        terms: { todo: { singular, plural: `${singular}s` } },
      });
    // Assigns a to-do to the member on node A and answers the title of their newest note.
    const assignOnA = async () => {
      const created = await call(nodeA as TServerNode, 'POST', '/api/v2/todos', owner.session.token, {
        title: 'Call the bank',
        ownerIds: [member.person.id],
        tractionId: meeting.id,
      });
      expect(created.status).toBe(201);
      const notes = await call(
        nodeA as TServerNode,
        'POST',
        '/api/v2/notification-center/search',
        member.session.token,
        {
          filters: {},
        },
      );
      return (notes.body.items as { title: string }[])[0]?.title;
    };
    expect((await rename(nodeA, 'Action')).status).toBe(200);
    // Node A now remembers the organisation's words.
    expect(await assignOnA()).toBe('New action');
    expect((await rename(nodeB, 'Task')).status).toBe(200);
    await expect.poll(assignOnA, { timeout: ORG_NONE_TTL_MS / 6, interval: 100 }).toBe('New task');
  });
});
