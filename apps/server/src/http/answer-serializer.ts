import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import type { TWarmUp } from '../lib/warm-up.ts';
import { compileFastAnswer } from './fast-answer.ts';

type TCompiler = typeof serializerCompiler;
type TRouteSchema = Parameters<TCompiler>[0];

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

function contractError(route: TRouteSchema, messages: { path: string; message: string }[]) {
  const issues = messages.map(({ path, message }) => ({
    code: 'custom' as const,
    path: [path],
    message,
    input: undefined,
  }));
  return new ResponseSerializationError(route.method, route.url, { cause: new ZodError(issues) });
}

/**
 * How answers are written. In production through a serialiser compiled from the answer's JSON
 * Schema (fast-answer.ts), as Fastify does natively, else through the zod answer schema (a value
 * that does not parse is a 500, never a malformed answer). With `isStrict` (the test suites)
 * every answer goes through zod, and fails when the handler sends a field the schema does not
 * declare (instead of vanishing silently) or when the compiled serialiser would have written
 * anything else: every route test then checks the contract and the production serialiser.
 */
export function answerSerializerCompiler(isStrict: boolean, warmUp?: TWarmUp): TCompiler {
  const compile: FastifySerializerCompiler<TRouteSchema['schema']> = (route) => {
    // Each route's serialisers are made on its first answer or by the warm-up after listen, not
    // at start: building them for every route took 2-3 s of a start's CPU (and of every test
    // file's app).
    let made:
      | { zodSerialize: (data: unknown) => string; fast: ((data: unknown) => string) | null }
      | undefined;
    const serializers = () => {
      made ??= {
        zodSerialize: serializerCompiler(route),
        fast: compileFastAnswer(route.schema as z.ZodType),
      };
      return made;
    };
    warmUp?.later(serializers);
    if (!isStrict) {
      return (data) => {
        const { fast, zodSerialize } = serializers();
        return (fast ?? zodSerialize)(data);
      };
    }
    return (data) => {
      const { fast, zodSerialize } = serializers();
      const text = zodSerialize(data);
      const kept = JSON.parse(text);
      const dropped = droppedFields(JSON.parse(JSON.stringify(data)), kept);
      if (dropped.length > 0) {
        throw contractError(
          route,
          dropped.map((path) => ({
            path,
            message: `The answer has ${path}, which its schema does not declare`,
          })),
        );
      }
      if (fast && !isDeepStrictEqual(JSON.parse(fast(data)), kept)) {
        throw contractError(route, [
          { path: '', message: `The compiled serialiser writes ${fast(data)} where zod writes ${text}` },
        ]);
      }
      return text;
    };
  };
  return compile;
}
