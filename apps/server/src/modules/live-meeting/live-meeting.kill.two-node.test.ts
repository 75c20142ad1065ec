import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sectionElapsedMs, type TSectionClock } from '@cairn/domain/live-meeting/live-meeting-rules';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  createFreshDatabase,
  LOCAL_SERVICES,
  startServerNode,
  type TServerNode,
} from '../../plugins/live-updates/server-nodes.ts';
import { buildLiveTeam } from './live-meeting.test-support.ts';

/**
 * The server is the source of truth (issue #12): a real server process is killed with SIGKILL
 * mid-meeting (no shutdown code runs), started again on the same data, and the meeting is where
 * it was: the same state and version, the running section's clock still counting from the same
 * instant, and the next action accepted. Once on the embedded PGlite folder, once on PostgreSQL.
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type TLive = Record<string, unknown> & {
  serverTime: string;
  version: number;
  agenda: TSectionClock[];
};

async function post(node: TServerNode, token: string, url: string, body: object) {
  const response = await fetch(`${node.baseUrl}/api/v2${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { liveMeeting: TLive } };
}

async function liveState(node: TServerNode, token: string, meetingThreadId: string): Promise<TLive> {
  const response = await fetch(`${node.baseUrl}/api/v2/live-meeting/${meetingThreadId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { liveMeeting: TLive }).liveMeeting;
}

/** Seeds a team and a meeting into the store the server processes will use. */
async function seed(store: { dataDir: string } | { databaseUrl: string }) {
  const database = await openDatabase(store);
  try {
    const team = await buildLiveTeam(database.db);
    const meeting = await team.newMeeting();
    return { owner: team.owner, member: team.member, meetingId: meeting.id };
  } finally {
    // PGlite's folder is locked by its one process: let go before the server opens it.
    await database.close();
  }
}

const STORES = [
  {
    name: 'the embedded PGlite folder',
    prepare: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-kill-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      return { store: { dataDir }, node: { dataDir } };
    },
  },
  {
    name: 'PostgreSQL',
    prepare: async () => {
      const database = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_kill');
      cleanups.push(database.drop);
      return { store: { databaseUrl: database.url }, node: { databaseUrl: database.url } };
    },
  },
];

describe('live meeting after kill -9', () => {
  for (const { name, prepare } of STORES) {
    it(`is where it was, timers included, on ${name}`, { timeout: 180_000 }, async () => {
      const { store, node: nodeOptions } = await prepare();
      const { owner, member, meetingId } = await seed(store);
      const act = (node: TServerNode, who: { session: { token: string } }, action: string, body = {}) =>
        post(node, who.session.token, `/live-meeting/${action}`, { meetingThreadId: meetingId, ...body });

      const first = await startServerNode(nodeOptions);
      cleanups.push(first.stop);
      expect((await act(first, owner, 'join')).status).toBe(200);
      expect((await act(first, member, 'join')).status).toBe(200);
      expect((await act(first, owner, 'start')).status).toBe(200);
      expect((await act(first, owner, 'set-agenda-item', { index: 2 })).status).toBe(200);
      expect((await act(first, member, 'add-rating', { personId: member.person.id, rating: 9 })).status).toBe(
        200,
      );
      const before = await liveState(first, owner.session.token, meetingId);
      await first.kill();

      const second = await startServerNode(nodeOptions);
      cleanups.push(second.stop);
      const after = await liveState(second, owner.session.token, meetingId);
      const { serverTime: _before, ...kept } = before;
      const { serverTime: _after, ...again } = after;
      expect(again).toEqual(kept);
      expect(after).toMatchObject({ status: 'Running', agendaIndex: 2 });

      const running = after.agenda[2];
      if (!running) throw new Error('the agenda lost its third section');
      expect(running.activeSince).not.toBeNull();
      expect(running.activeSince).toBe(before.agenda[2]?.activeSince);
      // The section kept counting while the server was down.
      expect(sectionElapsedMs(running, Date.parse(after.serverTime))).toBeGreaterThan(
        sectionElapsedMs(before.agenda[2] as TSectionClock, Date.parse(before.serverTime)),
      );

      const next = await act(second, owner, 'next-agenda-item', { fromIndex: 2, version: after.version });
      expect(next.status).toBe(200);
      expect(next.body.liveMeeting).toMatchObject({ agendaIndex: 3, version: after.version + 1 });
      await second.stop();
    });
  }
});
