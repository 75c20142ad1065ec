import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sectionElapsedMs } from '@cairn/domain/live-meeting/live-meeting-rules';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createFreshDatabase } from '../../plugins/live-updates/server-nodes.ts';
import { callAs } from '../../test/route-test.ts';
import { type TTestApp, testConfig } from '../../test/test-app.ts';
import { buildLiveTeam } from './live-meeting.test-support.ts';

/**
 * The server is the source of truth: a meeting survives the server going away mid-meeting.
 * The app is built, runs part of a meeting, is shut down, and is built again on the same data
 * (a PGlite data folder, or the same PostgreSQL database with CAIRN_TEST_DB=pg): the live state,
 * its version and every section clock are as they were.
 */
const usePg = process.env.CAIRN_TEST_DB === 'pg';
let dataDir = '';
let pgDatabase: { url: string; drop: () => Promise<void> } | null = null;

async function boot(): Promise<TTestApp> {
  const database = pgDatabase
    ? await openDatabase({ databaseUrl: pgDatabase.url })
    : await openDatabase({ dataDir });
  const app = await buildApp({ config: testConfig({ dataDir }), database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-live-restart-'));
  // Start from the migrated template (test/global-setup.ts) rather than migrating again.
  const template = inject('pgliteTemplateDir');
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  if (usePg) pgDatabase = await createFreshDatabase(process.env.DATABASE_URL, 'cairn_restart');
});

afterAll(async () => {
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('live meeting across a restart', () => {
  it('answers the same state, version and clocks after the app is built again on the same data', {
    timeout: 120_000,
  }, async () => {
    let app = await boot();
    const team = await buildLiveTeam(app.db);
    const meeting = await team.newMeeting();
    const act = (session: { token: string }, action: string, payload: object = {}) =>
      callAs(app, session, 'POST', `/live-meeting/${action}`, { meetingThreadId: meeting.id, ...payload });
    await act(team.owner.session, 'join');
    await act(team.member.session, 'join');
    await act(team.owner.session, 'start');
    await act(team.owner.session, 'set-agenda-item', { index: 2 });
    await act(team.member.session, 'add-rating', { personId: team.member.person.id, rating: 9 });
    const before = (await callAs(app, team.owner.session, 'GET', `/live-meeting/${meeting.id}`)).json()
      .liveMeeting;
    await app.close();

    app = await boot();
    try {
      const after = (await callAs(app, team.owner.session, 'GET', `/live-meeting/${meeting.id}`)).json()
        .liveMeeting;
      const { serverTime: _a, ...kept } = before;
      const { serverTime: _b, ...again } = after;
      expect(again).toEqual(kept);
      expect(after).toMatchObject({ status: 'Running', agendaIndex: 2, version: 5 });
      const running = after.agenda[2];
      expect(running.activeSince).toBe(before.agenda[2].activeSince);
      const now = Date.parse(after.serverTime);
      expect(sectionElapsedMs(running, now)).toBeGreaterThanOrEqual(
        sectionElapsedMs(before.agenda[2], Date.parse(before.serverTime)),
      );
      const next = await act(team.owner.session, 'next-agenda-item', { fromIndex: 2, version: 5 });
      expect(next.statusCode).toBe(200);
      expect(next.json().liveMeeting).toMatchObject({ agendaIndex: 3, version: 6 });
    } finally {
      await app.close();
    }
  });
});
