type TPgError = { code?: unknown; constraint?: unknown; cause?: unknown };

const asPgError = (e: unknown): TPgError | undefined =>
  typeof e === 'object' && e !== null ? (e as TPgError) : undefined;

/**
 * The name of the unique constraint (or index) a PostgreSQL unique violation broke, raw or
 * wrapped by Drizzle as the cause; undefined for any other error. Services turn it into a
 * field message instead of a 500 when two requests race past their own check.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (const e of [asPgError(error), asPgError(asPgError(error)?.cause)]) {
    if (e?.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return undefined;
}

/** True for PostgreSQL's unique violation (raw, or wrapped by Drizzle as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== undefined;
}
