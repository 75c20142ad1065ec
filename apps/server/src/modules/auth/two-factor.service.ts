import { TOTP_CODE_LENGTH, TOTP_ISSUER, TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidField } from '../../http/errors.ts';
import { authErrorCode } from './auth-errors.ts';
import type { TAuthLoader } from './auth-loader.ts';
import { verifyPassword } from './password.ts';
import { takeSsoMarker } from './sso-two-factor.ts';
import { findPasswordHash } from './users.repository.ts';

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

/** 422 on `code` for a wrong or spent code. */
const codeInvalid = () =>
  invalidField('code', TWO_FACTOR_TEXTS.codeInvalid, MessageCode.TwoFactorCodeInvalid);
/** 422 on `code`: the sign-in's code step is over (timed out, spent, or not this browser's). */
export const pendingExpired = () =>
  invalidField('code', TWO_FACTOR_TEXTS.pendingExpired, MessageCode.TwoFactorExpired);
/** 429 with the text of the limit that was hit. */
export const tooManyCodes = (text: string = TWO_FACTOR_TEXTS.tooManyCodes) =>
  new HttpError(429, [errorMessage(MessageCode.RateLimited, text)]);

/** The errors better-auth's two-factor plugin throws for a code, as Cairn answers them. */
function codeRefusal(error: unknown): HttpError | undefined {
  switch (authErrorCode(error)) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
    case 'BACKUP_CODES_NOT_ENABLED':
      return codeInvalid();
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOTP_NOT_ENABLED':
      return pendingExpired();
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return tooManyCodes();
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return tooManyCodes(TWO_FACTOR_TEXTS.accountLocked);
    default:
      return undefined;
  }
}

/** The session token of the session better-auth made in place of the old one (its bearer header). */
function replacedToken(headers: Headers, previous: string): string {
  return headers.get('set-auth-token')?.split('.')[0] || previous;
}

/**
 * Two-factor sign-in through better-auth's plugin (`auth.api.*`; its HTTP handler is never
 * mounted). Cairn hands it the caller's session as a bearer token and the pending sign-in as the
 * plugin's own signed cookie, and turns its errors into 422s on the field concerned. Secrets and
 * codes pass through and are never logged.
 */
export function createTwoFactorService(api: FastifyInstance, loadAuth: TAuthLoader) {
  const asBearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

  /** 422 on `password` unless it is the user's current password. */
  async function checkPassword(userId: string, password: string) {
    const stored = await findPasswordHash(api.db, userId);
    if (!stored || !(await verifyPassword(stored, password))) {
      throw invalidField('password', TWO_FACTOR_TEXTS.passwordWrong);
    }
  }

  /** Verifies an authenticator code (6 digits) or else a recovery code, as the call's session or challenge. */
  async function verifyCode(headers: Headers, code: string) {
    const { api: auth } = await loadAuth();
    try {
      return TOTP_PATTERN.test(code)
        ? await auth.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await auth.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    } catch (error) {
      throw codeRefusal(error) ?? error;
    }
  }

  return {
    checkPassword,

    /** A new secret and recovery codes; two-factor stays off until `confirm`. */
    async start(userId: string, token: string, password: string) {
      await checkPassword(userId, password);
      try {
        const answer = await (await loadAuth()).api.enableTwoFactor({
          body: { password, issuer: TOTP_ISSUER },
          headers: asBearer(token),
        });
        if (!('totpURI' in answer) || !answer.totpURI) throw new Error('two-factor: no TOTP address');
        const secret = new URL(answer.totpURI).searchParams.get('secret') ?? '';
        return { totpUri: answer.totpURI, secret, recoveryCodes: answer.backupCodes ?? [] };
      } catch (error) {
        if (authErrorCode(error) === 'TOTP_ALREADY_ENABLED') {
          throw invalidField('password', TWO_FACTOR_TEXTS.alreadyOn);
        }
        throw error;
      }
    },

    /** A first code from the app turns two-factor on; answers the replacing session's token. */
    async confirm(token: string, code: string): Promise<string> {
      if (!TOTP_PATTERN.test(code)) throw codeInvalid();
      const { headers } = await verifyCode(asBearer(token), code);
      return replacedToken(headers, token);
    },

    /** True when the code is a current authenticator code or an unused recovery code (which it spends). */
    async checkCurrentCode(token: string, code: string) {
      await verifyCode(asBearer(token), code);
    },

    /** Ten new recovery codes; the old ones stop working. */
    async newRecoveryCodes(userId: string, token: string, password: string) {
      await checkPassword(userId, password);
      const answer = await (await loadAuth()).api.generateBackupCodes({
        body: { password },
        headers: asBearer(token),
      });
      return answer.backupCodes;
    },

    /** Turns two-factor off; answers the replacing session's token. */
    async turnOff(token: string, password: string): Promise<string> {
      const { headers } = await (await loadAuth()).api.disableTwoFactor({
        body: { password },
        headers: asBearer(token),
        returnHeaders: true,
      });
      return replacedToken(headers, token);
    },

    /**
     * The user a pending sign-in belongs to (for the per-account guess limit), or undefined when
     * the challenge is unknown or over. `challenge` is the plugin's `name=value` cookie.
     */
    async pendingUserId(challenge: string): Promise<string | undefined> {
      const value = decodeURIComponent(challenge.slice(challenge.indexOf('=') + 1));
      const identifier = value.slice(0, value.lastIndexOf('.'));
      if (!identifier) return undefined;
      const context = await (await loadAuth()).$context;
      const found = await context.internalAdapter.findVerificationValue(identifier);
      return found && found.expiresAt > new Date() ? found.value : undefined;
    },

    /** After the code step: whether the sign-in began with single sign-on (sso-two-factor.ts). */
    async beganWithSso(challenge: string): Promise<boolean> {
      return takeSsoMarker(await loadAuth(), challenge);
    },

    /** The code step of a sign-in: a session for the challenge's user, or a 422/429. */
    async signIn(challenge: string, code: string): Promise<{ token: string; userId: string }> {
      const { response } = await verifyCode(new Headers({ cookie: challenge }), code);
      const answer = response as { token?: string; user?: { id: string } };
      if (!answer.token || !answer.user) throw pendingExpired();
      return { token: answer.token, userId: answer.user.id };
    },
  };
}

export type TTwoFactorService = ReturnType<typeof createTwoFactorService>;
