import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '@cairn/domain/account/account.schemas';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifications } from '../../db/schema/index.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { authErrorCode } from './auth-errors.ts';
import type { TAuth } from './better-auth.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteOtherSessions } from './sessions.repository.ts';
import { findPasswordHash, setPasswordHash } from './users.repository.ts';

const resetExpired = () =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, ACCOUNT_TEXTS.resetExpired)]);

/** Forgot password (email link to /update-password/{resetCode}) and change password. */
export async function registerPasswordRoutes(api: FastifyInstance, auth: TAuth) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/account/password/forgot',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: ZForgotPasswordRequest },
    },
    async (request) => {
      // Same answer whether or not the account exists.
      await auth.api.requestPasswordReset({ body: { email: request.body.email } });
      return ok({ email: request.body.email });
    },
  );

  r.get(
    '/account/password/reset/:resetCode',
    {
      config: { public: true },
      schema: { tags: ['account'], params: z.object({ resetCode: z.string().min(1).max(200) }) },
    },
    async (request) => {
      const [row] = await api.db
        .select({ id: verifications.id })
        .from(verifications)
        .where(
          and(
            eq(verifications.identifier, `reset-password:${request.params.resetCode}`),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw resetExpired();
      return ok({ isValid: true });
    },
  );

  r.post(
    '/account/password/reset',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: ZResetPasswordRequest },
    },
    async (request) => {
      try {
        await auth.api.resetPassword({
          body: { newPassword: request.body.password, token: request.body.resetCode },
        });
      } catch (error) {
        if (authErrorCode(error) === undefined) throw error;
        throw resetExpired();
      }
      return ok({});
    },
  );

  r.put(
    '/account/password',
    { config: { permission: 'session' }, schema: { tags: ['account'], body: ZChangePasswordRequest } },
    async (request) => {
      const actor = actorOf(request);
      const { currentPassword, newPassword, signOutOtherSessions } = request.body;
      const stored = await findPasswordHash(api.db, actor.userId);
      if (!stored || !(await verifyPassword(stored, currentPassword))) {
        throw invalidField('currentPassword', ACCOUNT_TEXTS.currentPasswordWrong);
      }
      await setPasswordHash(api.db, actor.userId, await hashPassword(newPassword));
      if (signOutOtherSessions) {
        for (const id of await deleteOtherSessions(api.db, actor.userId, actor.sessionId))
          api.live.disconnectSession(id);
      }
      return ok({});
    },
  );
}
