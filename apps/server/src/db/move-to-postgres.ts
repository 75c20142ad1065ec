import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migratePostgres, type TDb } from './client.ts';

/**
 * Copies an embedded (PGlite) instance into an empty PostgreSQL database (issue 37 point 5):
 * the schema by Cairn's migrations, then every table's rows in batches in foreign-key order,
 * in one transaction on the target; its foreign keys are set aside while the rows go in and put
 * back at the end, which checks every reference; sequences are moved past the copied values;
 * the counts are compared before the commit. Anything wrong rolls the whole copy back.
 */

/** Rows read and written per statement. */
const BATCH_ROWS = 1000;

/** Thrown when the move must not start or did not verify; its message is the line to print. */
export class MoveRefusedError extends Error {}

export type TMoveReport = { tables: { name: string; source: number; target: number }[]; foreignKeys: number };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(db: TDb, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as TRows<T>).rows;

/** The public tables of the source, parents before children (a cycle is broken where it closes). */
async function tablesInOrder(db: TDb): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql.raw(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    )
  ).map((row) => row.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql.raw(`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, string[]>(tables.map((t) => [t, []]));
  for (const edge of edges) parents.get(unquote(edge.child))?.push(unquote(edge.parent));
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.has(table)) return;
    state.set(table, 'visiting');
    for (const parent of parents.get(table) ?? []) if (parent !== table) visit(parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Refuses a target that holds anything: a table Cairn does not have, or any row in one it has. */
async function assertEmpty(target: pg.Client, cairnTables: string[]): Promise<void> {
  const present = await target.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const foreign = present.rows.map((r) => r.name).filter((name) => !cairnTables.includes(name));
  if (foreign.length > 0) {
    throw new MoveRefusedError(
      `The PostgreSQL database is not empty: it has tables Cairn does not (${foreign.slice(0, 5).join(', ')}). Give it an empty database.`,
    );
  }
  for (const { name } of present.rows) {
    const { rows } = await target.query(`select 1 from ${ident(name)} limit 1`);
    if (rows.length > 0) {
      throw new MoveRefusedError(
        `The PostgreSQL database is not empty: table ${name} has rows. Give it an empty database.`,
      );
    }
  }
}

/** Copies one table in batches (rows as JSON, rebuilt by PostgreSQL with the table's own types); answers the rows copied. */
async function copyTable(source: TDb, target: pg.Client, table: string, columns: string[]): Promise<number> {
  const list = columns.map(ident).join(', ');
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const batch = await rowsOf<{ at: string; row: string }>(
      source,
      sql.raw(
        `select ctid::text as at, row_to_json(t)::text as row from ${ident(table)} t where ctid > '${after}'::tid order by ctid limit ${BATCH_ROWS}`,
      ),
    );
    if (batch.length === 0) return copied;
    await target.query(
      `insert into ${ident(table)} (${list}) select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [`[${batch.map((b) => b.row).join(',')}]`],
    );
    copied += batch.length;
    after = batch[batch.length - 1].at;
  }
}

/** Moves every sequence owned by a column past the largest value copied into it. */
async function resetSequences(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ table_name: string; column_name: string; seq: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
       from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const row of rows) {
    await target.query(
      `select setval($1, coalesce((select max(${ident(row.column_name)}) from ${ident(row.table_name)}), 0) + 1, false)`,
      [row.seq],
    );
  }
}

/** Copies the embedded database `source` into the empty PostgreSQL at `databaseUrl`. */
export async function moveToPostgres(
  source: TDb,
  databaseUrl: string,
  onTable: (name: string, rows: number) => void = () => {},
): Promise<TMoveReport> {
  const tables = await tablesInOrder(source);
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  try {
    await assertEmpty(target, tables);
    await migratePostgres(databaseUrl);
    await target.query('begin');
    try {
      const foreignKeys = await target.query<{ table_name: string; name: string; definition: string }>(
        `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
           from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = 'public'`,
      );
      for (const fk of foreignKeys.rows) {
        await target.query(`alter table ${fk.table_name} drop constraint ${ident(fk.name)}`);
      }
      const report: TMoveReport = { tables: [], foreignKeys: foreignKeys.rows.length };
      for (const table of tables) {
        const columns = await target.query<{ name: string }>(
          `select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
          [table],
        );
        const copied = await copyTable(
          source,
          target,
          table,
          columns.rows.map((c) => c.name),
        );
        const [{ n }] = await rowsOf<{ n: number }>(
          source,
          sql.raw(`select count(*)::int as n from ${ident(table)}`),
        );
        const { rows } = await target.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
        report.tables.push({ name: table, source: Number(n), target: Number(rows[0].n) });
        onTable(table, copied);
      }
      // Putting the keys back checks every copied reference.
      for (const fk of foreignKeys.rows) {
        await target.query(`alter table ${fk.table_name} add constraint ${ident(fk.name)} ${fk.definition}`);
      }
      await resetSequences(target);
      const wrong = report.tables.filter((t) => t.source !== t.target);
      if (wrong.length > 0) {
        throw new MoveRefusedError(
          `The counts differ (${wrong.map((t) => `${t.name}: ${t.source} -> ${t.target}`).join(', ')}); nothing was kept.`,
        );
      }
      await target.query('commit');
      return report;
    } catch (error) {
      await target.query('rollback');
      throw error;
    }
  } finally {
    await target.end();
  }
}
