import { z } from 'zod';

/**
 * The spec's `ownerIds` (a list, 000 §3, 001 §3) beside Cairn's `ownerId` for the items that have
 * one owner (issues, headlines, measurables). A list of one distinct id is read as `ownerId`;
 * a list of several stays `ownerIds` for `oneOwnerOnly` to refuse with that field named.
 */
export function readOwnerIdsAsOwner(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body: Record<string, unknown> = { ...raw };
  if (!Array.isArray(body.ownerIds)) return body;
  const distinct = [...new Set(body.ownerIds)];
  if (body.ownerId === undefined) body.ownerId = distinct[0];
  // Several stay, so the refusal names `ownerIds` (and not a missing `ownerId`).
  if (distinct.length <= 1) delete body.ownerIds;
  return body;
}

/** The `ownerIds` field of a one-owner item: left only when it names several people, and refused. */
export const oneOwnerOnly = (text: string) => z.never({ error: text }).optional();

/**
 * A one-owner item's body schema that also reads `ownerIds`. The cast names what a typed client
 * sends (zod types a preprocessed input as unknown); the checks are the schema's own.
 */
export function withOwnerIds<T extends z.ZodType>(schema: T) {
  return z.preprocess(readOwnerIdsAsOwner, schema) as unknown as z.ZodType<
    z.output<T>,
    z.input<T> & { ownerIds?: string[] }
  >;
}
