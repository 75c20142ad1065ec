import { TEXT_TEXTS } from '@cairn/domain/common/text.constants';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** A UTF-16 surrogate without its other half (the `u` flag reads whole pairs as one character). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when PostgreSQL (or any UTF-8 store) could not keep this string as sent: NUL or a lone surrogate. */
function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * The dotted paths (`sections.0.title`, as the 422 messages name fields) of every string, object
 * key included, that cannot be stored; each path once, in the order found.
 */
function findUnstorableText(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (isUnstorableText(value)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) findUnstorableText(item, [...path, String(index)], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) found.push([...path, key].join('.'));
      else findUnstorableText(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Refuses, for every route at once, strings the database would refuse with a 500: after the
 * guard (401/403 first) and before schema validation, it walks the parsed body, query and path
 * parameters and answers 422 with one `VAL_INVALID_TEXT` message per field.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findUnstorableText(request.params),
      ...findUnstorableText(request.query),
      ...findUnstorableText(request.body),
    ];
    if (fields.length === 0) return;
    const messages: TMessage[] = [...new Set(fields)].map((field) =>
      errorMessage(MessageCode.InvalidText, TEXT_TEXTS.invalidText, field),
    );
    throw new HttpError(422, messages);
  });
}
