import { HTTP_TEXTS, notFoundText } from '@cairn/domain/common/http-texts';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';

/** An error that becomes an answer with this status and these messages. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly messages: TMessage[];

  constructor(statusCode: number, messages: TMessage[]) {
    super(messages[0]?.text ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.messages = messages;
  }
}

/** 404: absent or in another organisation; never says which. */
export const notFound = (what = 'item') =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, notFoundText(what))]);

/** 403: signed in but not allowed. */
export const forbidden = (text: string = HTTP_TEXTS.forbidden) =>
  new HttpError(403, [errorMessage(MessageCode.Forbidden, text)]);

/** 409: a stale version or a state conflict. */
export const conflict = (text: string = HTTP_TEXTS.conflict) =>
  new HttpError(409, [errorMessage(MessageCode.Conflict, text)]);

/** 422 for one field. */
export const invalidField = (field: string, text: string, id: string = MessageCode.Invalid) =>
  new HttpError(422, [errorMessage(id, text, field)]);

/** 401: not signed in, or the session is gone. */
export const unauthenticated = (text: string = HTTP_TEXTS.unauthenticated) =>
  new HttpError(401, [errorMessage(MessageCode.Unauthenticated, text)]);

/** The answer of a request the database watchdog stopped (docs/decisions/0011). */
export const DATABASE_TIMEOUT_TEXT = HTTP_TEXTS.databaseTimeout;
