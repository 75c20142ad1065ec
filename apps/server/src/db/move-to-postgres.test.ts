import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsOf, migratedDataDir } from '../modules/backup/backup-test-support.ts';
import { createFreshDatabase, LOCAL_SERVICES } from '../plugins/live-updates/server-nodes.ts';
import { buildMeeting, buildTeam } from '../test/factories.ts';
import { buildHeadline, buildTodo } from '../test/item-factories.ts';
import { buildMeasurable } from '../test/scorecard-factories.ts';
import { openDatabase, type TDatabase } from './client.ts';
import { MoveRefusedError, moveToPostgres } from './move-to-postgres.ts';

const ADMIN_URL = LOCAL_SERVICES.postgresUrl;

async function queryTarget<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The embedded instance moved into throwaway PostgreSQL databases (created and dropped here).
 * Runs with the PostgreSQL suite (`npm run test:pg`): `npm test` needs no PostgreSQL server.
 */
describe.runIf(process.env.CAIRN_TEST_DB === 'pg')('move to PostgreSQL', () => {
  let dataDir: string;
  let source: TDatabase;
  const drops: (() => Promise<void>)[] = [];
  const freshTarget = async () => {
    const target = await createFreshDatabase(ADMIN_URL, 'ops_move');
    drops.push(target.drop);
    return target.url;
  };

  beforeAll(async () => {
    dataDir = await migratedDataDir('cairn-move');
    source = await openDatabase({ dataDir, migrate: false });
    const team = await buildTeam(source.db);
    const meeting = await buildMeeting(source.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    for (let i = 0; i < 1234; i++) {
      await buildTodo(source.db, team.orgId, {
        ownerPersonId: team.member.person.id,
        meetingId: i % 2 ? meeting.id : null,
        title: `To-do ${i} "quoted" ünïcode`,
        contentHtml: i === 7 ? '<p>Notes with <strong>HTML</strong> & an ampersand</p>' : undefined,
      });
    }
    await buildHeadline(source.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: meeting.id,
    });
    await buildMeasurable(source.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: team.member.person.id,
    });
  }, 120_000);

  afterAll(async () => {
    await source.close();
    for (const drop of drops) await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every row of every table in batches, keeps every foreign key, and the counts match', async () => {
    const url = await freshTarget();
    const report = await moveToPostgres(source.db, url);
    const expected = await countsOf(source.db);
    expect(Object.fromEntries(report.tables.map((t) => [t.name, t.target]))).toEqual(expected);
    expect(expected.todos).toBe(1234);
    const target = await openDatabase({ databaseUrl: url, migrate: false });
    try {
      expect(await countsOf(target.db)).toEqual(expected);
      const rowOf = async (db: TDatabase['db']) =>
        (
          (await db.execute(
            sql`select row_to_json(t)::text as row from todos t where title like 'To-do 7 %'`,
          )) as unknown as {
            rows: { row: string }[];
          }
        ).rows[0].row;
      expect(await rowOf(target.db)).toBe(await rowOf(source.db));
    } finally {
      await target.close();
    }
    const [{ n: keys }] = await queryTarget<{ n: number }>(
      url,
      `select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect(keys).toBe(report.foreignKeys);
    expect(keys).toBeGreaterThan(50);
  });

  it('refuses a database that holds rows or tables of its own, and changes nothing there', async () => {
    const url = await freshTarget();
    await moveToPostgres(source.db, url);
    await expect(moveToPostgres(source.db, url)).rejects.toThrow(/not empty: table \w+ has rows/);
    const other = await freshTarget();
    await queryTarget(other, 'create table invoices (id int primary key)');
    await expect(moveToPostgres(source.db, other)).rejects.toThrow(MoveRefusedError);
    const tables = await queryTarget<{ name: string }>(
      other,
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.name)).toEqual(['invoices']);
  });
});
