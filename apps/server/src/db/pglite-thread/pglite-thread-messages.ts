/**
 * What the main thread and the PGlite thread say to each other (see pglite-thread-client.ts).
 * Every request carries an id its answer repeats; `tx` names the open transaction a statement
 * belongs to (absent: outside any transaction, queued behind one as PGlite itself queues it).
 */

/** Drizzle's parsers only keep values of these types as text; functions cannot cross threads. */
export type TThreadQueryOptions = { rowMode?: 'array' | 'object'; textTypes?: number[] };

/**
 * How a statement says where it runs: in the open transaction `tx`, outside any (neither), or
 * `begin`: as the first statement of a new transaction, which the thread opens for it (one
 * message where BEGIN took its own, issue 38); the answer carries the new transaction's number,
 * a failed statement's too (its transaction stays open, aborted, as PostgreSQL leaves it).
 */
type TStatementPlace = { tx?: number; begin?: true };

export type TThreadRequest = { id: number } & (
  | ({ op: 'query'; sql: string; params: unknown[]; options: TThreadQueryOptions } & TStatementPlace)
  | ({ op: 'exec'; sql: string } & TStatementPlace)
  /** Commits (`commit: true`) or rolls back the transaction; answered when it has ended. */
  | { op: 'end'; tx: number; commit: boolean }
  /** The watchdog's: rolls back a transaction held too long; its later statements and commit fail. */
  | { op: 'cancel'; tx: number }
  /** Answered at once when the thread is free: a thread that does not answer is stuck in a statement. */
  | { op: 'ping' }
  /** A gzipped tarball of the data folder, taken between transactions (the backup, docs/operations.md). */
  | { op: 'dump' }
  | { op: 'close' }
);

/** A database error's fields (code, constraint, detail ...) as plain data, to be rebuilt as an Error. */
export type TThreadError = { message: string; name: string; fields: Record<string, string | number> };

/** `tx`: the transaction a statement sent with `begin` opened (absent when it could not begin one). */
export type TThreadAnswer = { id: number; tx?: number } & (
  | { ok: true; value: unknown }
  | { ok: false; error: TThreadError }
);

/** The thread's first message: open and migrated, or why not. */
export type TThreadReady = { ready: true } | { ready: false; error: TThreadError };

/** What the thread is started with. */
export type TThreadOptions = { dataDir: string; migrate: boolean };

/** PostgreSQL's code for a statement cancelled by its timeout: the error handler answers 503. */
const QUERY_CANCELED = '57014';

/** The error of a statement or transaction the watchdog cancelled (PostgreSQL's own code and words). */
export function statementTimeoutError(detail: string): Error {
  return Object.assign(new Error(`canceling statement due to statement timeout (${detail})`), {
    code: QUERY_CANCELED,
  });
}

/** Plain data of an error thrown in the thread (its message and its own string and number fields). */
export function errorToData(error: unknown): TThreadError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(source))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return {
    message: error instanceof Error ? error.message : String(error),
    name: error instanceof Error ? error.name : 'Error',
    fields,
  };
}

/** The Error the caller sees: same message, and `code`, `constraint`, `detail` ... as PGlite set them. */
export function dataToError(data: TThreadError): Error {
  const error = new Error(data.message);
  error.name = data.name;
  return Object.assign(error, data.fields);
}
