import type { TEntityEvent } from '@cairn/domain/realtime/events';
import { roomsOf, type TLiveEmit, type TLiveReaders } from '@cairn/domain/realtime/live-event-map';

type TEntityVerb = 'Added' | 'Updated' | 'Deleted';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../test/factories.ts';
import { entityEvents } from '../test/route-test.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { TDatabase } from './client.ts';
import type { TSessionScope } from './live-hub-port.ts';
import { runChange } from './run-change.ts';
import { orgs } from './schema/index.ts';
import { updateVersioned } from './versioned-update.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A hub that keeps what it was sent, and a log of the order things happened in. */
function recordingHub(log: string[]) {
  const sent: TLiveEmit[] = [];
  const send = (emit: TLiveEmit) => {
    sent.push(emit);
    log.push(`send ${emit.event}`);
  };
  const forgotten: TSessionScope[] = [];
  return {
    sent,
    forgotten,
    live: {
      send,
      entity: (event: TEntityVerb, payload: TEntityEvent, readers?: TLiveReaders) =>
        send(readers ? { event, payload, readers } : { event, payload }),
      sessionsChanged: (scope: TSessionScope) => {
        forgotten.push(scope);
        log.push('sessionsChanged');
      },
    },
  };
}

describe('runChange: the one unit of work', () => {
  it('writes the events row inside the transaction and sends the live event only after commit', async () => {
    const { org, user } = await buildMember(database.db);
    const log: string[] = [];
    const hub = recordingHub(log);
    const actor = { userId: user.id, orgId: org.id };
    const answer = await runChange(
      { db: database.db, live: hub.live },
      actor,
      async (tx, record, afterCommit) => {
        const row = await updateVersioned(
          tx,
          orgs,
          { id: org.id, version: org.version },
          { name: 'Renamed' },
        );
        await record({
          entityType: 'org',
          entityId: org.id,
          action: 'updated',
          data: { after: { name: row.name } },
          live: { verb: 'Updated' },
        });
        afterCommit(() => log.push('after commit work'));
        log.push('work done');
        return row.name;
      },
    );
    expect(answer).toBe('Renamed');
    expect(log).toEqual(['work done', 'sessionsChanged', 'send Updated', 'after commit work']);
    // An organisation change makes its members' cached session contexts stale, on every node.
    expect(hub.forgotten).toEqual([{ userIds: [user.id], orgIds: [org.id] }]);
    expect(hub.sent).toEqual([
      { event: 'Updated', payload: { entityId: org.id, type: 'org', orgId: org.id } },
    ]);
    const rows = await entityEvents(database.db, 'org', org.id);
    expect(rows.map((row) => [row.action, row.actorUserId, row.orgId])).toEqual([
      ['updated', user.id, org.id],
    ]);
  });

  it('emits nothing, runs no after-commit work and keeps no events row when the change rolls back', async () => {
    const { org, user } = await buildMember(database.db);
    const log: string[] = [];
    const hub = recordingHub(log);
    const failing = runChange(
      { db: database.db, live: hub.live },
      { userId: user.id, orgId: org.id },
      async (tx, record, afterCommit) => {
        await updateVersioned(tx, orgs, { id: org.id, version: org.version }, { name: 'Never kept' });
        await record({ entityType: 'org', entityId: org.id, action: 'updated', live: { verb: 'Updated' } });
        afterCommit(() => log.push('after commit work'));
        afterCommit({ event: 'AppConfigUpdated', payload: undefined });
        throw new Error('refused after recording');
      },
    );
    await expect(failing).rejects.toThrow('refused after recording');
    expect(log).toEqual([]);
    expect(hub.sent).toEqual([]);
    expect(hub.forgotten).toEqual([]);
    expect(await entityEvents(database.db, 'org', org.id)).toEqual([]);
    const [stored] = await database.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(stored.name).toBe(org.name);
  });

  it('carries the meetings and people of a scoped change, without empty or repeated ids', async () => {
    const { org, user } = await buildMember(database.db);
    const hub = recordingHub([]);
    const meetingId = crypto.randomUUID();
    const ownerId = crypto.randomUUID();
    const todoId = crypto.randomUUID();
    await runChange(
      { db: database.db, live: hub.live },
      { userId: user.id, orgId: org.id },
      async (_, record) => {
        await record({
          entityType: 'todo',
          entityId: todoId,
          action: 'updated',
          live: { verb: 'Updated', meetingIds: [meetingId, null, meetingId], personIds: [ownerId, ownerId] },
        });
      },
    );
    expect(hub.sent).toEqual([
      {
        event: 'Updated',
        payload: {
          entityId: todoId,
          type: 'todo',
          orgId: org.id,
          meetingIds: [meetingId],
          personIds: [ownerId],
        },
      },
    ]);
  });
});

describe('runChange: rows some people only may read (issue 28 point 4)', () => {
  it('sends a reader-scoped change with its readers beside the payload, never in it', async () => {
    const { org, user, person } = await buildMember(database.db);
    const hub = recordingHub([]);
    const revisionId = crypto.randomUUID();
    await runChange({ db: database.db, live: hub.live }, { userId: user.id, orgId: org.id }, (_, record) =>
      record({
        entityType: 'vtorevision',
        entityId: revisionId,
        action: 'created',
        live: { verb: 'Added', readers: [person.id] },
      }),
    );
    expect(hub.sent).toEqual([
      {
        event: 'Added',
        payload: { entityId: revisionId, type: 'vtorevision', orgId: org.id },
        readers: [person.id],
      },
    ]);
    expect(roomsOf(hub.sent[0])).toEqual([`person:${person.id}`]);
  });

  it('refuses a reader-scoped change that names no readers: it rolls back', async () => {
    const { org, user } = await buildMember(database.db);
    const hub = recordingHub([]);
    const seatId = crypto.randomUUID();
    const change = runChange(
      { db: database.db, live: hub.live },
      { userId: user.id, orgId: org.id },
      (_, record) =>
        record({ entityType: 'seat', entityId: seatId, action: 'created', live: { verb: 'Added' } }),
    );
    await expect(change).rejects.toThrow('The live note of seat needs readers');
    expect(hub.sent).toEqual([]);
    expect(await entityEvents(database.db, 'seat', seatId)).toEqual([]);
  });
});

describe('updateVersioned', () => {
  it('answers 409 and changes nothing for a stale version', async () => {
    const { org } = await buildMember(database.db);
    const stale = updateVersioned(
      database.db,
      orgs,
      { id: org.id, version: org.version + 1 },
      { name: 'Stale' },
    );
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    const fresh = await updateVersioned(
      database.db,
      orgs,
      { id: org.id, version: org.version },
      { name: 'Fresh' },
    );
    expect(fresh).toMatchObject({ name: 'Fresh', version: org.version + 1 });
  });

  it('a change made inside another joins it: one transaction, events after the outer commit, all or nothing', async () => {
    const { org, user } = await buildMember(database.db);
    const log: string[] = [];
    const hub = recordingHub(log);
    const deps = { db: database.db, live: hub.live };
    const actor = { userId: user.id, orgId: org.id };
    const rename = (name: string) =>
      runChange(deps, actor, async (tx, record) => {
        await tx.update(orgs).set({ name }).where(eq(orgs.id, org.id));
        await record({ entityType: 'org', entityId: org.id, action: 'updated', live: { verb: 'Updated' } });
        log.push(`inner ${name}`);
      });

    await runChange(deps, actor, async () => {
      await rename('Inner One');
      await rename('Inner Two');
      expect(hub.sent).toEqual([]);
    });
    expect(log).toEqual([
      'inner Inner One',
      'inner Inner Two',
      'sessionsChanged',
      'send Updated',
      'send Updated',
    ]);
    const [after] = await database.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(after?.name).toBe('Inner Two');

    // The outer change fails after the inner one: neither stays, nothing is sent.
    log.length = 0;
    hub.sent.length = 0;
    const eventsBefore = (await entityEvents(database.db, 'org', org.id)).length;
    await expect(
      runChange(deps, actor, async () => {
        await rename('Never');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const [unchanged] = await database.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(unchanged?.name).toBe('Inner Two');
    expect(hub.sent).toEqual([]);
    expect((await entityEvents(database.db, 'org', org.id)).length).toBe(eventsBefore);
  });
});
