/**
 * PostgreSQL's codes for a statement cancelled by its timeout (or a shutdown), a transaction
 * ended for idling too long, and a server shutting down; the PGlite thread's watchdog answers
 * the first (docs/decisions/0011).
 */
const UNAVAILABLE_CODES = new Set(['57014', '25P03', '57P01']);

/** node-postgres's words for a connection the server ended under a request. */
const LOST_CONNECTION = /Connection terminated|not queryable/;

/**
 * True when the database gave up on a statement or transaction, or lost its connection under it
 * (raw, or wrapped by Drizzle as the cause): the request answers 503 and may be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    e = cause;
  }
  return false;
}
