/**
 * PostgreSQL's codes for a statement cancelled by its timeout (or a shutdown) and a transaction
 * ended for idling too long; the PGlite thread's watchdog answers the first (docs/decisions/0011).
 */
const TIMEOUT_CODES = new Set(['57014', '25P03']);

/** True when the database gave up on a statement or transaction (raw, or wrapped by Drizzle as the cause). */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
    e = cause;
  }
  return false;
}
