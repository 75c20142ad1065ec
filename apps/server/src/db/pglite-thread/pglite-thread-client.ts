import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import {
  dataToError,
  statementTimeoutError,
  type TThreadAnswer,
  type TThreadOptions,
  type TThreadReady,
  type TThreadRequest,
} from './pglite-thread-messages.ts';

type TPending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Told the transaction a statement sent with `begin` opened, before it settles. */
  opened?: (tx: number) => void;
};
/** A request without its id: the client numbers them. */
type TRequestBody = TThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** A statement's request before the client says where it runs (`tx`, `begin`). */
type TStatementBody = Extract<TRequestBody, { op: 'query' } | { op: 'exec' }>;

const WORKER_ENTRY = new URL('./pglite-thread.worker.mjs', import.meta.url);

/** The statements of one open transaction: what Drizzle's PGlite session calls on it. */
type TThreadTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

/** How the client watches the engine (docs/decisions/0011). */
export type TWatchdogOptions = {
  /** Longest a transaction or one statement may hold the engine (CAIRN_STATEMENT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Told what the watchdog did, for the server's log. */
  onWatchdog?: (what: string) => void;
};

/** Starts a thread on `dataDir` and resolves once it has opened (and migrated) the database. */
async function startThread(options: TThreadOptions): Promise<Worker> {
  const worker = new Worker(WORKER_ENTRY, { workerData: options });
  const ready = await new Promise<TThreadReady>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      worker.off('message', onReady).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onReady = (message: TThreadReady) => settle(() => resolve(message));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The PGlite thread exited (code ${code}) before it opened`)));
    const onError = (error: Error) => settle(() => reject(error));
    worker.on('message', onReady).on('error', onError).on('exit', onExit);
  });
  if (!ready.ready) {
    await worker.terminate();
    throw dataToError(ready.error);
  }
  return worker;
}

/**
 * PGlite in a worker thread, seen from the main thread through the part of PGlite's interface
 * Drizzle uses (`query`, `exec`, `transaction`, `close`). The thread parses the wire protocol and
 * runs the WASM engine; the main thread keeps serving HTTP and sockets meanwhile.
 *
 * The watchdog: a transaction open longer than the timeout is rolled back in the thread (its
 * later statements and its commit fail with PostgreSQL's 57014); a thread that answers no ping
 * for that long is stuck inside one statement (WebAssembly cannot be interrupted), so it is
 * stopped and a new one opens the same folder, failing what was in flight.
 */
export class PgliteThreadClient {
  private worker: Worker;
  /** Requests in flight; `tx` and `generation` say which transaction of which thread they belong to. */
  private readonly pending = new Map<number, TPending & { generation: number }>();
  /** Open transactions of the current thread: when each began, and whether the watchdog cancelled it. */
  private readonly open = new Map<number, { began: number; cancelled: boolean }>();
  private lastId = 0;
  /** Bumped at each restart: a transaction of an earlier thread is gone. */
  private generation = 0;
  private pingSentAt: number | null = null;
  private failure: Error | null = null;
  private restarting: Promise<void> | null = null;
  private timer: NodeJS.Timeout;
  /** Set by `interrupt`: the limits drop to nothing and a stuck thread is stopped, not restarted. */
  private stopping = false;
  private readonly thread: TThreadOptions;
  private readonly watchdog: TWatchdogOptions;

  constructor(worker: Worker, thread: TThreadOptions, watchdog: TWatchdogOptions) {
    this.worker = worker;
    this.thread = thread;
    this.watchdog = watchdog;
    this.listen(worker);
    const every = Math.max(10, Math.min(1000, Math.floor(watchdog.timeoutMs / 4)));
    this.timer = setInterval(() => this.watch(), every);
    this.timer.unref();
  }

  private listen(worker: Worker) {
    const generation = this.generation;
    worker.on('message', (answer: TThreadAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.tx !== undefined) pending.opened?.(answer.tx);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(dataToError(answer.error));
    });
    const fail = (error: Error) => {
      if (generation !== this.generation) return;
      this.failure = error;
      this.rejectAll(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PGlite thread has stopped (exit code ${code})`)));
  }

  private rejectAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.open.clear();
    this.pingSentAt = null;
  }

  private async send<T>(
    request: TRequestBody,
    generation = this.generation,
    opened?: (tx: number) => void,
  ): Promise<T> {
    if (this.restarting) await this.restarting;
    if (this.failure) throw this.failure;
    if (generation !== this.generation) throw statementTimeoutError('the database was restarted');
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, opened, generation });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** One watchdog round: cancel transactions held too long; restart a thread stuck in a statement. */
  private watch() {
    if (this.restarting || this.failure) return;
    const now = Date.now();
    const txLimit = this.stopping ? 0 : this.watchdog.timeoutMs;
    const pingLimit = this.stopping ? 1000 : this.watchdog.timeoutMs;
    for (const [tx, state] of this.open) {
      if (state.cancelled || now - state.began < txLimit) continue;
      state.cancelled = true;
      this.watchdog.onWatchdog?.(
        `rolled back a transaction that held the database for ${now - state.began} ms`,
      );
      this.send({ op: 'cancel', tx }).catch(() => {});
    }
    if (this.pingSentAt !== null && now - this.pingSentAt > pingLimit) {
      if (this.stopping) {
        void this.stop();
        return;
      }
      this.watchdog.onWatchdog?.(
        `restarted the database thread: one statement held it for more than ${this.watchdog.timeoutMs} ms`,
      );
      void this.restart();
      return;
    }
    if (this.pingSentAt === null && this.pending.size > 0) {
      this.pingSentAt = now;
      this.send({ op: 'ping' }).then(
        () => {
          this.pingSentAt = null;
        },
        () => {},
      );
    }
  }

  /** Stops a stuck thread for good (a shutdown): what waits on it fails now. */
  private async stop() {
    this.generation++;
    this.failure = new Error('The database was stopped for the shutdown');
    this.rejectAll(statementTimeoutError('the server is shutting down'));
    await this.worker.terminate();
  }

  /** Stops a stuck thread (what it had not committed is rolled back) and opens the folder again. */
  private restart(): Promise<void> {
    this.restarting ??= (async () => {
      const stuck = this.worker;
      this.generation++;
      this.rejectAll(statementTimeoutError('the database was restarted'));
      await stuck.terminate();
      if (this.thread.dataDir === 'memory') {
        // An in-memory database does not survive its thread: nothing to reopen.
        this.failure = new Error('The in-memory database was stopped by the watchdog');
        return;
      }
      try {
        this.worker = await startThread({ ...this.thread, migrate: false });
        this.listen(this.worker);
      } catch (error) {
        this.failure = error instanceof Error ? error : new Error(String(error));
      }
    })().finally(() => {
      this.restarting = null;
    });
    return this.restarting;
  }

  /** `query` and `exec` through `run`, which sends each statement where it belongs. */
  private statements(run: (statement: TStatementBody) => Promise<unknown>): TThreadTransaction {
    return {
      query: (sql, params = [], options = {}) =>
        run({
          op: 'query',
          sql,
          params,
          // Drizzle's parsers keep dates, intervals and numeric arrays as text; functions cannot
          // cross threads, so the thread is told which types to keep as text.
          options: { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) },
        }) as Promise<Results<never>>,
      exec: (sql) => run({ op: 'exec', sql }) as Promise<Results[]>,
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.statements((statement) => this.send(statement)).query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.statements((statement) => this.send(statement)).exec(sql);
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws.
   * The transaction begins with its first statement, in that statement's message (issue 38: BEGIN
   * was a message of its own); statements sent before that one has answered wait for it, since
   * they need its transaction. A callback that sends no statement opens none.
   */
  async transaction<T>(callback: (tx: TThreadTransaction) => Promise<T>): Promise<T> {
    const generation = this.generation;
    let tx: number | undefined;
    /** The first statement, settled: its error when it could not begin the transaction. */
    let begun: Promise<unknown> | undefined;
    const opened = (number: number) => {
      tx = number;
      if (generation === this.generation) this.open.set(number, { began: Date.now(), cancelled: false });
    };
    const run = async (statement: TStatementBody): Promise<unknown> => {
      if (!begun) {
        const first = this.send({ ...statement, begin: true }, generation, opened);
        begun = first.then(
          () => undefined,
          (error: unknown) => error,
        );
        return first;
      }
      const failed = await begun;
      if (tx === undefined) throw failed;
      return this.send({ ...statement, tx }, generation);
    };
    const end = async (commit: boolean) => {
      const failed = await begun;
      if (tx === undefined) {
        // No transaction began: nothing to end, but a commit of statements that failed is no success.
        if (commit && begun) throw failed;
        return;
      }
      const number = tx;
      await this.send({ op: 'end', tx: number, commit }, generation).finally(() => {
        if (generation === this.generation) this.open.delete(number);
      });
    };
    let result: T;
    try {
      result = await callback(this.statements(run));
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  /**
   * For a shutdown: from now on every open transaction is rolled back at once, and a thread that
   * does not answer a ping within a second is stopped (not restarted), so what waits on the
   * database fails now instead of holding the process.
   */
  interrupt(): void {
    if (this.failure || this.stopping) return;
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = setInterval(() => this.watch(), 100);
    this.timer.unref();
    this.watch();
  }

  /** The data folder as a gzipped tarball, taken in the thread between transactions (backups). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.send<Uint8Array>({ op: 'dump' });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    if (this.restarting) await this.restarting;
    try {
      if (!this.failure) await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

/**
 * Starts the PGlite thread on `dataDir` (or 'memory'), migrating unless told not to; resolves
 * once the database is open, rejects with the thread's error when it could not open it.
 */
export async function openPgliteThread(
  dataDir: string,
  options: { migrate: boolean } & TWatchdogOptions,
): Promise<PgliteThreadClient> {
  const thread: TThreadOptions = { dataDir, migrate: options.migrate };
  return new PgliteThreadClient(await startThread(thread), thread, options);
}

/** Drizzle's PGlite driver calls only `query`, `exec`, `transaction` and `close` of a PGlite. */
export const asPglite = (client: PgliteThreadClient) => client as unknown as PGlite;
