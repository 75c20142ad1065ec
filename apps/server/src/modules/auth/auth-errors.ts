import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { isAPIError } from 'better-auth/api';
import { HttpError } from '../../http/errors.ts';

/** The better-auth error code of a thrown error, or undefined when it is not one of its errors. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code ?? String(error.status);
}

/** 401 with the spec's sign-in failure text. */
export const badCredentials = () =>
  new HttpError(401, [errorMessage(MessageCode.BadCredentials, ACCOUNT_TEXTS.badCredentials)]);

/** 429 with a clear text. */
export const tooManyAttempts = () =>
  new HttpError(429, [errorMessage(MessageCode.RateLimited, ACCOUNT_TEXTS.tooManyAttempts)]);
