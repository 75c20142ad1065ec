import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type TJsonSchema = { [key: string]: unknown };

/** `{ anyOf: [X, { type: 'null' }] }` (zod's nullable) as `X` with `nullable: true`, which fast-json-stringify writes directly. */
function asNullable(node: TJsonSchema): TJsonSchema | null {
  const options = node.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return null;
  const isNull = (option: TJsonSchema) => option.type === 'null' && Object.keys(option).length === 1;
  const [a, b] = options as TJsonSchema[];
  const other = isNull(a as TJsonSchema) ? b : isNull(b as TJsonSchema) ? a : null;
  if (!other || typeof other.type !== 'string') return null;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

/** Rewrites the parts of zod's JSON Schema that fast-json-stringify would otherwise check at run time. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const nullable = asNullable(node as TJsonSchema);
  const source = nullable ?? (node as TJsonSchema);
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, simplify(value)]));
}

/**
 * A serialiser compiled from an answer's zod schema through its JSON Schema, as Fastify
 * serialises natively: no zod parse per answer in production (ARCHITECTURE §9, issue 10 point 3).
 * Null when the schema has parts JSON Schema cannot state (those answers stay with zod). The
 * test suites serialise every answer both ways and fail when the two differ
 * (answer-serializer.ts), so the contract keeps them honest.
 */
export function compileFastAnswer(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}
