import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { HttpError } from '../../http/errors.ts';

/** The better-auth error code of a thrown error, or undefined when it is not one of its errors. */
export function authErrorCode(error: unknown): string | undefined {
  // better-auth throws better-call's APIError; its own isAPIError tests the name as well, and
  // importing it would load better-auth at start (auth-loader.ts).
  if (!(error instanceof Error) || error.name !== 'APIError') return undefined;
  const { body, status } = error as Error & { body?: { code?: string }; status?: unknown };
  return body?.code ?? String(status);
}

/** 401 with the spec's sign-in failure text. */
export const badCredentials = () =>
  new HttpError(401, [errorMessage(MessageCode.BadCredentials, ACCOUNT_TEXTS.badCredentials)]);

/** 429 with a clear text. */
export const tooManyAttempts = () =>
  new HttpError(429, [errorMessage(MessageCode.RateLimited, ACCOUNT_TEXTS.tooManyAttempts)]);
