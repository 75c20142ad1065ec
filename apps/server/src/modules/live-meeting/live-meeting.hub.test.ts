import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectLiveClient,
  nextEvent,
  type TLiveClient,
} from '../../plugins/live-updates/live-test-client.ts';
import { buildMember } from '../../test/factories.ts';
import { callAs } from '../../test/route-test.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { buildLiveTeam } from './live-meeting.test-support.ts';

let app: TTestApp;
let baseUrl: string;
let team: Awaited<ReturnType<typeof buildLiveTeam>>;
const clients: TLiveClient[] = [];

async function connect(token: string) {
  const client = await connectLiveClient(baseUrl, { token });
  clients.push(client);
  return client;
}

const registerMeeting = (client: TLiveClient, meetingThreadId: string) =>
  client.timeout(5000).emitWithAck('registerMeeting', meetingThreadId);

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  team = await buildLiveTeam(app.db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await app.close();
});

describe('hub: registerMeeting and live-meeting events', () => {
  it('admits those who see the meeting, refuses others, and sends each action with its new version', async () => {
    const meeting = await team.newMeeting();
    const observer = await connect(team.observer.session.token);
    expect(await registerMeeting(observer, meeting.id)).toEqual({ succeeded: true, messages: [] });
    const manager = await connect(team.manager.session.token);
    const refused = await registerMeeting(manager, meeting.id);
    expect(refused).toMatchObject({ succeeded: false, messages: [{ type: 'error' }] });
    const stranger = await buildMember(app.db);
    const outsider = await connect(stranger.session.token);
    expect((await registerMeeting(outsider, meeting.id)).succeeded).toBe(false);
    expect((await registerMeeting(outsider, 'not-a-uuid')).succeeded).toBe(false);

    const joined = nextEvent(observer, 'Joined');
    let managerHeard = false;
    manager.on('Joined', () => {
      managerHeard = true;
    });
    await callAs(app, team.owner.session, 'POST', '/live-meeting/join', { meetingThreadId: meeting.id });
    const [payload] = await joined;
    expect(payload).toMatchObject({
      orgId: team.orgId,
      meetingThreadId: meeting.id,
      version: 1,
      action: 'join',
      actorPersonId: team.owner.person.id,
    });
    const started = nextEvent(observer, 'Started');
    await callAs(app, team.owner.session, 'POST', '/live-meeting/start', { meetingThreadId: meeting.id });
    const [start] = await started;
    expect(start.version).toBe(2);
    expect(start.meetingId).toEqual(expect.any(String));
    expect(managerHeard).toBe(false);
  });
});
