import type { z } from 'zod';

/**
 * THE ONE RULE FOR SECRETS IN PATHS (issue 28 point 5). A path param whose schema is made with
 * `secretParam` (an invitation key, a reset code, any future token) is a secret: wherever a path
 * declares it (an endpoint's `params`, a page of `PAGES_WITH_SECRETS`) access logs show its
 * segment as `***` (apps/server `plugins/logging.ts`). A param named like a credential but not
 * marked fails `security/secrets-in-logs.test.ts`.
 */
const SECRET_PARAMS = new WeakSet<z.ZodType>();

/** Marks a path param's schema as a secret; reuse the marked schema wherever the secret travels. */
export function secretParam<S extends z.ZodType>(schema: S): S {
  SECRET_PARAMS.add(schema);
  return schema;
}

/** The names of the secret params of a params schema (a `z.object`); none for anything else. */
export function secretParamNames(params: unknown): string[] {
  const shape = (params as { shape?: unknown } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape)
    .filter(([, schema]) => SECRET_PARAMS.has(schema as z.ZodType))
    .map(([name]) => name);
}
