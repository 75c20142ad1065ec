import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_TTL_MINUTES,
} from '@cairn/domain/account/account.constants';
import {
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
  TWO_FACTOR_ACCOUNT_LOCK_AFTER,
  TWO_FACTOR_PENDING_SECONDS,
} from '@cairn/domain/account/two-factor.constants';
import { endpointPath } from '@cairn/domain/common/endpoint';
import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, twoFactor } from 'better-auth/plugins';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyInstance } from 'fastify';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/index.ts';
import { translatorFor } from '../languages/index.ts';
import { resetPasswordMail } from './auth-mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { resetMailLocale } from './reset-mail-locale.ts';
import { SESSION_TTL_MS } from './session-token.ts';
import { ssoProviderConfig } from './sso-provider.ts';

/**
 * better-auth underneath Cairn's own calls: password sign-in, sessions and reset tokens. Cairn
 * calls its server API (`auth.api.*`) and never mounts its HTTP handler. Registration codes are
 * Cairn's own (registration.service.ts): an account exists only once its address is proven.
 */
export function createAuth(app: FastifyInstance) {
  const { config, mailer } = app;
  return betterAuth({
    secret: config.sessionSecret,
    baseURL: config.appUrl,
    // Never mounted: the path only makes the provider's redirect URI `/api/v2/sso/callback/oidc`,
    // Cairn's own route that hands the callback to better-auth (sso.routes.ts).
    basePath: '/api/v2/sso',
    // A callback refused before its state is read (no state, a forged one) goes back to sign-in.
    onAPIError: { errorURL: `${config.appUrl}/login` },
    database: drizzleAdapter(app.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    advanced: { database: { generateId: 'uuid' } },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.nodeEnv === 'test' },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
      },
    },
    plugins: [
      // Cairn hands better-auth the session as a bearer token (two-factor.service.ts).
      bearer(),
      // TOTP with recovery codes, both stored encrypted under SESSION_SECRET (issue 28 point 7).
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_PENDING_SECONDS,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: 'encrypted' },
        // Per account: 20 wrong codes in a row, from anywhere, lock the code step for 15 minutes
        // (only someone holding the password gets there). Per address, Cairn's own limit stops a
        // guesser at 10 a minute first (sign-in-limiter.ts), so one address cannot lock the owner.
        accountLockout: {
          enabled: true,
          maxFailedAttempts: TWO_FACTOR_ACCOUNT_LOCK_AFTER,
          durationSeconds: 900,
        },
      }),
      // The operator's OpenID Connect provider (docs/sso.md); none without OIDC_*.
      ...(config.oidc ? [genericOAuth({ config: [ssoProviderConfig(config.oidc)] })] : []),
    ],
    // A provider's sign-in joins an existing account only when the provider says the address is
    // verified and the account's own address is verified (better-auth's defaults, kept explicit).
    account: { accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true } },
    session: {
      expiresIn: SESSION_TTL_MS / 1000,
      additionalFields: { activeOrgId: { type: 'string', required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // Accounts are made only by a verified registration (registration.service.ts).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: RESET_CODE_TTL_MINUTES * 60,
      // Cairn ends the sessions itself after a reset, so that their sockets close too.
      revokeSessionsOnPasswordReset: false,
      sendResetPassword: async ({ user, token }) => {
        const page = endpointPath(PAGES_WITH_SECRETS.updatePassword.path, { resetCode: token });
        const tr = translatorFor(app.languagePacks, resetMailLocale.getStore() ?? 'en');
        await mailer.send(resetPasswordMail(user.email, `${config.appUrl}${page}`, tr));
      },
    },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
