import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DATABASE_TIMEOUT_TEXT, HttpError } from '../http/errors.ts';

/** Message texts with their own code (002 §8): 'Required' is VAL_REQUIRED, 'Invalid Email' VAL_INVALID_EMAIL. */
const ISSUE_CODES: Record<string, string> = {
  Required: MessageCode.Required,
  [ACCOUNT_TEXTS.invalidEmail]: MessageCode.InvalidEmail,
  [BILLING_TEXTS.invalidZipCode]: MessageCode.InvalidZipCode,
  [BILLING_TEXTS.invalidPostalCode]: MessageCode.InvalidPostalCode,
};

type TIssue = { path?: PropertyKey[]; message: string; code?: string };

/** Turns zod issues into one message per field (the first issue of each field wins). */
function issuesToMessages(issues: TIssue[]): TMessage[] {
  const byField = new Map<string, TMessage>();
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const id = ISSUE_CODES[issue.message] ?? MessageCode.Invalid;
    byField.set(field, errorMessage(id, issue.message, field));
  }
  return [...byField.values()];
}

/** One error handler: the ARCHITECTURE §4 message shape, and no internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ succeeded: false, messages: error.messages });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid',
      }));
      return reply.status(422).send({ succeeded: false, messages: issuesToMessages(issues) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        succeeded: false,
        messages: [errorMessage(MessageCode.RateLimited, HTTP_TEXTS.rateLimited)],
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : error.statusCode;
      return reply.status(status).send({
        succeeded: false,
        messages: [errorMessage(MessageCode.Malformed, HTTP_TEXTS.malformed)],
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Only this request fails; the log names the route so the slow statement can be found.
      request.log.error(
        { err: error, route: `${request.method} ${request.routeOptions.url ?? request.url}` },
        'the database watchdog stopped this request',
      );
      return reply
        .status(503)
        .send({ succeeded: false, messages: [errorMessage(MessageCode.Unavailable, DATABASE_TIMEOUT_TEXT)] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      succeeded: false,
      messages: [errorMessage(MessageCode.Internal, HTTP_TEXTS.internal)],
    });
  });
}
