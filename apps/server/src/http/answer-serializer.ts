import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

type TCompiler = typeof serializerCompiler;

/** The paths of the fields `sent` has and `kept` lost: fields the answer schema does not declare. */
export function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`));
  }
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return [at];
    return droppedFields(value, (kept as Record<string, unknown>)[key], at);
  });
}

/**
 * How answers are written: through their zod answer schema (a value that does not parse is a
 * 500, never a malformed answer). With `isStrict` (the test suites), a field the handler sends
 * that the schema does not declare fails too, instead of vanishing silently: every route test
 * then checks that the contract names everything the route answers.
 */
export function answerSerializerCompiler(isStrict: boolean): TCompiler {
  if (!isStrict) return serializerCompiler;
  const strict: FastifySerializerCompiler<Parameters<TCompiler>[0]['schema']> = (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const text = serialize(data);
      const dropped = droppedFields(JSON.parse(JSON.stringify(data)), JSON.parse(text));
      if (dropped.length > 0) {
        const issues = dropped.map((field) => ({
          code: 'custom' as const,
          path: [field],
          message: `The answer has ${field}, which its schema does not declare`,
          input: undefined,
        }));
        throw new ResponseSerializationError(route.method, route.url, { cause: new ZodError(issues) });
      }
      return text;
    };
  };
  return strict;
}
