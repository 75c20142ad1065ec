import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import {
  dataToError,
  type TThreadAnswer,
  type TThreadOptions,
  type TThreadReady,
  type TThreadRequest,
} from './pglite-thread-messages.ts';

type TPending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request without its id: the client numbers them. */
type TRequestBody = TThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

const WORKER_ENTRY = new URL('./pglite-thread.worker.ts', import.meta.url);

/** The statements of one open transaction: what Drizzle's PGlite session calls on it. */
type TThreadTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

/**
 * PGlite in a worker thread, seen from the main thread through the part of PGlite's interface
 * Drizzle uses (`query`, `exec`, `transaction`, `close`). The thread parses the wire protocol and
 * runs the WASM engine; the main thread keeps serving HTTP and sockets meanwhile.
 */
export class PgliteThreadClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, TPending>();
  private lastId = 0;
  private failure: Error | null = null;

  constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (answer: TThreadAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(dataToError(answer.error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PGlite thread has stopped (exit code ${code})`)));
  }

  private send<T>(request: TRequestBody): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private statements(tx?: number): TThreadTransaction {
    return {
      query: (sql, params = [], options = {}) =>
        this.send({
          op: 'query',
          sql,
          params,
          // Drizzle's parsers keep dates, intervals and numeric arrays as text; functions cannot
          // cross threads, so the thread is told which types to keep as text.
          options: { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) },
          tx,
        }),
      exec: (sql) => this.send({ op: 'exec', sql, tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.statements().query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.statements().exec(sql);
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: TThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(this.statements(tx));
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    try {
      if (!this.failure) await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

/**
 * Starts the PGlite thread on `dataDir`, migrating unless told not to; resolves once the
 * database is open, rejects with the thread's error when it could not open it.
 */
export async function openPgliteThread(dataDir: string, options: { migrate: boolean }): Promise<PGlite> {
  const worker = new Worker(WORKER_ENTRY, { workerData: { dataDir, ...options } satisfies TThreadOptions });
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
  // Drizzle's PGlite driver calls only these; the rest of PGlite's interface stays in the thread.
  return new PgliteThreadClient(worker) as unknown as PGlite;
}
