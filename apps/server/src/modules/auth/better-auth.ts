import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_TTL_MINUTES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@cairn/domain/account/account.constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import type { FastifyInstance } from 'fastify';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import { resetPasswordMail, verificationCodeMail } from './auth-mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { SESSION_TTL_MS } from './session-token.ts';

/**
 * better-auth underneath Cairn's own calls: it owns users, credential accounts, email codes and
 * reset tokens. Cairn calls its server API (`auth.api.*`) and never mounts its HTTP handler.
 */
export function createAuth(app: FastifyInstance) {
  const { config, mailer } = app;
  return betterAuth({
    secret: config.sessionSecret,
    baseURL: config.appUrl,
    database: drizzleAdapter(app.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
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
    session: {
      expiresIn: SESSION_TTL_MS / 1000,
      additionalFields: { activeOrgId: { type: 'string', required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: RESET_CODE_TTL_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(user.email, `${config.appUrl}/update-password/${token}`));
      },
    },
    emailVerification: { autoSignInAfterVerification: true },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: VERIFICATION_CODE_TTL_MINUTES * 60,
        allowedAttempts: 5,
        overrideDefaultEmailVerification: true,
        sendVerificationOTP: async ({ email, otp }) => {
          await mailer.send(verificationCodeMail(email, otp));
        },
      }),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
