/**
 * The PGlite thread (started through pglite-thread.worker.mjs): owns the embedded database, runs what the main thread sends (see
 * pglite-thread-messages.ts) and answers. PGlite queues statements itself: one outside a
 * transaction waits for an open transaction to end, as on one PostgreSQL connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { createPglite, migratePglite } from '../pglite.ts';
import { seedFromPgliteTemplate } from '../pglite-template.ts';
import {
  errorToData,
  statementTimeoutError,
  type TThreadAnswer,
  type TThreadOptions,
  type TThreadQueryOptions,
  type TThreadReady,
  type TThreadRequest,
} from './pglite-thread-messages.ts';

const port = parentPort as NonNullable<typeof parentPort>;
const options = workerData as TThreadOptions;

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

type TOpenTransaction = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> };
const transactions = new Map<number, TOpenTransaction>();
/** Transactions the watchdog rolled back: their statements and their commit fail until they end. */
const cancelled = new Set<number>();
let lastTransaction = 0;

const keepAsText = (value: string) => value;

/** What crosses back to the main thread of a result: the parts Drizzle reads. */
const plain = (result: Results<unknown>) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

function queryOptions(options: TThreadQueryOptions): QueryOptions {
  const parsers = Object.fromEntries((options.textTypes ?? []).map((type) => [type, keepAsText]));
  return { rowMode: options.rowMode, parsers };
}

/** Where a statement is run, and the transaction it opened (`begin`): told in its answer. */
type TPlace = { tx?: number; begin?: true };

/**
 * The transaction a statement runs in, or the database when it names none; a statement sent
 * with `begin` first opens its transaction, whose number `opened` keeps for the answer.
 */
async function target(db: PGlite, place: TPlace, opened: { tx?: number }): Promise<PGlite | Transaction> {
  if (place.begin) opened.tx = await begin(db);
  const tx = opened.tx ?? place.tx;
  if (tx === undefined) return db;
  if (cancelled.has(tx)) throw statementTimeoutError('the transaction was rolled back');
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

/** Opens a transaction and answers its number once PGlite has begun it (for a statement sent with `begin`). */
function begin(db: PGlite): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = ++lastTransaction;
    let begun = false;
    const ended = db
      .transaction(async (tx) => {
        const decided = new Promise<boolean>((decide) => {
          transactions.set(id, { tx, end: decide, ended });
        });
        begun = true;
        resolve(id);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK && !begun) reject(error);
        if (error !== ROLLBACK && begun) throw error;
      })
      .finally(() => transactions.delete(id));
  });
}

/**
 * The data folder as a gzipped tarball: a checkpoint first (less to replay on restore), then the
 * dump holding PGlite's transaction mutex, so no transaction is open while the files are read and
 * the snapshot holds every committed write and none half-made.
 */
async function dump(db: PGlite): Promise<Uint8Array> {
  await db.exec('CHECKPOINT');
  const file = await db._runExclusiveTransaction(() => db.dumpDataDir('gzip'));
  return new Uint8Array(await file.arrayBuffer());
}

async function handle(db: PGlite, request: TThreadRequest, opened: { tx?: number }): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await (await target(db, request, opened)).query(
        request.sql,
        request.params,
        queryOptions(request.options),
      );
      return plain(result);
    }
    case 'exec':
      return (await (await target(db, request, opened)).exec(request.sql)).map(plain);
    case 'end': {
      if (cancelled.delete(request.tx)) {
        if (request.commit) throw statementTimeoutError('the transaction was rolled back');
        return null;
      }
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open`);
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case 'cancel': {
      const open = transactions.get(request.tx);
      if (!open) return null;
      cancelled.add(request.tx);
      open.end(false);
      await open.ended;
      return null;
    }
    case 'ping':
      return null;
    case 'dump':
      return dump(db);
    case 'close':
      await db.close();
      return null;
  }
}

async function start() {
  let db: PGlite;
  try {
    // A new folder starts as a copy of the migrated template when the build made one.
    if (options.migrate && options.dataDir !== 'memory') seedFromPgliteTemplate(options.dataDir);
    db = createPglite(options.dataDir);
    if (options.migrate) await migratePglite(db);
    else await db.waitReady;
  } catch (error) {
    port.postMessage({ ready: false, error: errorToData(error) } satisfies TThreadReady);
    return;
  }
  port.on('message', (request: TThreadRequest) => {
    // A statement that began a transaction names it in its answer, a failed one too: the main
    // thread ends that transaction as it would any other.
    const opened: { tx?: number } = {};
    handle(db, request, opened).then(
      (value) => port.postMessage({ id: request.id, tx: opened.tx, ok: true, value } satisfies TThreadAnswer),
      (error) =>
        port.postMessage({
          id: request.id,
          tx: opened.tx,
          ok: false,
          error: errorToData(error),
        } satisfies TThreadAnswer),
    );
  });
  port.postMessage({ ready: true } satisfies TThreadReady);
}

await start();
