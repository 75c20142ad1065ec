import { randomUUID } from 'node:crypto';
import { z } from 'zod';

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  default?: unknown;
};

/** Strings tried in order against a pattern; the default one also meets the password policy. */
const STRING_CANDIDATES = [
  'Sample-Value-2024',
  'someone@example.com',
  'sample',
  'ABC123',
  '123456',
  '2026-01-01',
];

function sampleString(schema: TJsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /email/i.test(name))
    return `someone-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && (!schema.pattern || new RegExp(schema.pattern).test(value));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(schema.minLength ?? 1);
}

function sample(schema: TJsonSchema, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sample(choice, name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sample(part, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const entries = (schema.required ?? []).map((key) => [
        key,
        sample(schema.properties?.[key] ?? {}, key),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name));
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * A minimal input that a route's zod schema accepts, built from its JSON Schema (required
 * fields only) and checked with the schema itself. Undefined when no such value was found:
 * the caller then needs an explicit example.
 */
export function sampleInput(schema: unknown): { value: unknown } | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
  const value = sample(json, '');
  return schema.safeParse(value).success ? { value } : undefined;
}
