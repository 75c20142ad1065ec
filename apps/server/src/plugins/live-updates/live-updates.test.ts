import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS } from '@cairn/domain/realtime/events';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orgs, sessions, users } from '../../db/schema/index.ts';
import { buildMember, buildPerson, buildSession } from '../../test/factories.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import {
  connectLiveClient,
  greetingOf,
  HandshakeRefused,
  nextEvent,
  registerClient,
  type TLiveClient,
} from './live-test-client.ts';

let app: TTestApp;
let baseUrl: string;
const clients: TLiveClient[] = [];

async function connect(options: Parameters<typeof connectLiveClient>[1] = {}) {
  const client = await connectLiveClient(baseUrl, options);
  clients.push(client);
  return client;
}

async function refusal(options: Parameters<typeof connectLiveClient>[1]) {
  const error = await connectLiveClient(baseUrl, options).then(
    (client) => {
      client.close();
      return null;
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HandshakeRefused);
  return error as HandshakeRefused;
}

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

describe('live-update hub: handshake', () => {
  it('refuses a bearer token that names no live session', async () => {
    const error = await refusal({ token: 'not-a-session-token' });
    expect(error.id).toBe('AUTH_REQUIRED');
  });

  it('greets each socket with Connected: the server clock and whether a session came (002 §7)', async () => {
    const anonymous = await connect();
    const greeting = await greetingOf(anonymous);
    expect(greeting.isSignedIn).toBe(false);
    expect(Math.abs(Date.parse(greeting.serverTime) - Date.now())).toBeLessThan(60_000);
    const { session } = await buildMember(app.db);
    const signedIn = await connect({ token: session.token });
    await expect(greetingOf(signedIn)).resolves.toMatchObject({ isSignedIn: true });
  });

  it('lets an anonymous socket registerPublic but not register or registerForNotifications', async () => {
    const { org } = await buildMember(app.db);
    const client = await connect();
    expect(await registerClient(client, org.id)).toMatchObject({
      succeeded: false,
      messages: [{ id: 'AUTH_REQUIRED' }],
    });
    expect(await client.emitWithAck('registerForNotifications')).toMatchObject({ succeeded: false });
    expect(await client.emitWithAck('registerPublic')).toEqual({ succeeded: true, messages: [] });
    const heard = nextEvent(client, LIVE_EVENTS.appConfigUpdated);
    app.live.appConfigUpdated();
    await expect(heard).resolves.toEqual([]);
  });

  it('refuses a cookie session from a foreign Origin or with no Origin, accepts its own origin', async () => {
    const { org, session } = await buildMember(app.db);
    const cookie = `cairn_session=${session.token}`;
    expect((await refusal({ cookie, origin: 'https://evil.example' })).id).toBe('FORBIDDEN');
    expect((await refusal({ cookie })).id).toBe('FORBIDDEN');
    expect((await refusal({ token: session.token, origin: 'http://127.0.0.1:1' })).id).toBe('FORBIDDEN');
    const client = await connect({ cookie, origin: baseUrl });
    expect(await registerClient(client, org.id)).toEqual({ succeeded: true, messages: [] });
  });

  it('accepts a bearer token without an Origin (non-browser clients)', async () => {
    const { org, session } = await buildMember(app.db);
    const client = await connect({ token: session.token });
    expect((await registerClient(client, org.id)).succeeded).toBe(true);
  });
});

describe('live-update hub: registration and events', () => {
  it('registers a person of the organisation and refuses another organisation', async () => {
    const mine = await buildMember(app.db);
    const other = await buildMember(app.db);
    const client = await connect({ token: mine.session.token });
    expect(await registerClient(client, mine.org.id)).toEqual({ succeeded: true, messages: [] });
    const refused = await registerClient(client, other.org.id);
    expect(refused).toMatchObject({ succeeded: false, messages: [{ id: 'FORBIDDEN', type: 'error' }] });
    expect(refused.messages[0].text.length).toBeGreaterThan(0);
    expect(await registerClient(client, 'not-a-uuid')).toMatchObject({ succeeded: false });
    expect(await registerClient(client, randomUUID())).toMatchObject({ succeeded: false });
  });

  it('refuses a member without two-factor when the organisation requires it (issue 28 point 7)', async () => {
    const owner = await buildMember(app.db);
    const member = await buildMember(app.db, 'Member', owner.org.id);
    await app.db.update(orgs).set({ requireTwoFactor: true }).where(eq(orgs.id, owner.org.id));
    await app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, owner.user.id));
    const refused = await registerClient(await connect({ token: member.session.token }), owner.org.id);
    expect(refused).toMatchObject({ succeeded: false, messages: [{ id: 'TWO_FACTOR_REQUIRED' }] });
    const admitted = await registerClient(await connect({ token: owner.session.token }), owner.org.id);
    expect(admitted).toEqual({ succeeded: true, messages: [] });
  });

  it('sends an entity event to members of its organisation only', async () => {
    const a = await buildMember(app.db);
    const colleague = await buildMember(app.db, 'Member', a.org.id);
    const b = await buildMember(app.db);
    const [clientA, clientColleague, clientB] = await Promise.all(
      [a, colleague, b].map((member) => connect({ token: member.session.token })),
    );
    await registerClient(clientA, a.org.id);
    await registerClient(clientColleague, a.org.id);
    await registerClient(clientB, b.org.id);

    const leaked: unknown[] = [];
    clientB.on(LIVE_EVENTS.added, (event) => leaked.push(event));
    const payload = { entityId: randomUUID(), type: 'person' as const, orgId: a.org.id };
    const heardByA = nextEvent(clientA, LIVE_EVENTS.added);
    const heardByColleague = nextEvent(clientColleague, LIVE_EVENTS.added);
    app.live.entity('Added', payload);
    expect(await heardByA).toEqual([payload]);
    expect(await heardByColleague).toEqual([payload]);

    // A later event for B's organisation arrives after anything sent before it: B heard only its own.
    const sentinel = { entityId: randomUUID(), type: 'person' as const, orgId: b.org.id };
    const heardByB = nextEvent(clientB, LIVE_EVENTS.deleted);
    app.live.entity('Deleted', sentinel);
    expect(await heardByB).toEqual([sentinel]);
    expect(leaked).toEqual([]);
  });

  it('stops sending organisation events to a person removed from it', async () => {
    const owner = await buildMember(app.db);
    const leaver = await buildMember(app.db, 'Member', owner.org.id);
    const [ownerClient, leaverClient] = await Promise.all([
      connect({ token: owner.session.token }),
      connect({ token: leaver.session.token }),
    ]);
    await registerClient(ownerClient, owner.org.id);
    await registerClient(leaverClient, owner.org.id);
    const leaked: unknown[] = [];
    leaverClient.on(LIVE_EVENTS.updated, (event) => leaked.push(event));

    const removed = nextEvent(leaverClient, LIVE_EVENTS.deleted);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v2/person/${leaver.person.id}`,
      headers: { authorization: `Bearer ${owner.session.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await removed).toEqual([expect.objectContaining({ entityId: leaver.person.id, type: 'person' })]);

    const after = { entityId: randomUUID(), type: 'org' as const, orgId: owner.org.id };
    const heardByOwner = nextEvent(ownerClient, LIVE_EVENTS.updated);
    app.live.entity('Updated', after);
    expect(await heardByOwner).toEqual([after]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaked).toEqual([]);
  });

  it('moves a socket to the organisation it registers for last', async () => {
    const a = await buildMember(app.db);
    const b = await buildMember(app.db);
    await buildPerson(app.db, a.org.id, { user: b.user, role: 'Observer' });
    const client = await connect({ token: b.session.token });
    expect((await registerClient(client, a.org.id)).succeeded).toBe(true);
    expect((await registerClient(client, b.org.id)).succeeded).toBe(true);
    const stale: unknown[] = [];
    client.on(LIVE_EVENTS.updated, (event) => stale.push(event));
    const heard = nextEvent(client, LIVE_EVENTS.deleted);
    app.live.entity('Updated', { entityId: randomUUID(), type: 'org', orgId: a.org.id });
    app.live.entity('Deleted', { entityId: randomUUID(), type: 'org', orgId: b.org.id });
    await heard;
    expect(stale).toEqual([]);
  });

  it('joins the user room for notifications and the public room, and announces releases', async () => {
    const member = await buildMember(app.db);
    const client = await connect({ token: member.session.token });
    expect(await client.emitWithAck('registerForNotifications')).toEqual({ succeeded: true, messages: [] });
    expect(await client.emitWithAck('registerPublic')).toEqual({ succeeded: true, messages: [] });
    const heard = nextEvent(client, LIVE_EVENTS.newRelease);
    app.live.newRelease('9.9.9');
    expect(await heard).toEqual([{ version: '9.9.9' }]);
  });
});

describe('live-update hub: sessions', () => {
  it('disconnects every socket of an ended session and no other', async () => {
    const member = await buildMember(app.db);
    const otherSession = await buildSession(app.db, member.user, member.org.id);
    const [first, second, other] = await Promise.all([
      connect({ token: member.session.token }),
      connect({ token: member.session.token }),
      connect({ token: otherSession.token }),
    ]);
    const reasons = Promise.all(
      [first, second].map((client) => new Promise((resolve) => client.once('disconnect', resolve))),
    );
    app.live.disconnectSession(member.session.id);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
    expect((await registerClient(other, member.org.id)).succeeded).toBe(true);
  });

  it('refuses registration once the socket’s session has been deleted', async () => {
    const member = await buildMember(app.db);
    const client = await connect({ token: member.session.token });
    await app.db.delete(sessions).where(eq(sessions.id, member.session.id));
    expect(await registerClient(client, member.org.id)).toMatchObject({
      succeeded: false,
      messages: [{ id: 'AUTH_REQUIRED' }],
    });
  });
});
