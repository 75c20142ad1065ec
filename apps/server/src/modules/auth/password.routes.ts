import { ZMailSentAnswer, ZResetCodeAnswer } from '@cairn/domain/account/account.answers';
import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '@cairn/domain/account/account.schemas';
import { errorMessage, MessageCode, ZEnvelope } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidField } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { authErrorCode } from './auth-errors.ts';
import type { TAuth } from './better-auth.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteResetLinks, findResetCodeUser } from './reset-links.repository.ts';
import { deleteAllSessions, deleteOtherSessions } from './sessions.repository.ts';
import { findPasswordHash, findUserByEmail, setPasswordHash } from './users.repository.ts';

const resetExpired = () =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, ACCOUNT_TEXTS.resetExpired)]);

/**
 * Forgot password (email link to /update-password/{resetCode}), reset and change password. A new
 * link kills the older ones; a reset ends every session of the user; a change ends the others
 * unless the user keeps them. Ended sessions lose their live sockets at once.
 */
export async function registerPasswordRoutes(api: FastifyInstance, auth: TAuth) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  /** Ended sessions: no node answers them from its cache, and their sockets close. */
  const ended = (userId: string, sessionIds: string[]) => {
    api.live.sessionsChanged({ userIds: [userId] });
    for (const id of sessionIds) api.live.disconnectSession(id);
  };

  r.post(
    '/account/password/forgot',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: ZForgotPasswordRequest, response: { 200: ZMailSentAnswer } },
    },
    async (request) => {
      // Same answer whether or not the account exists.
      const user = await findUserByEmail(api.db, request.body.email);
      if (user) await deleteResetLinks(api.db, user.id);
      await auth.api.requestPasswordReset({ body: { email: request.body.email } });
      return ok({ email: request.body.email });
    },
  );

  r.get(
    '/account/password/reset/:resetCode',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        params: z.object({ resetCode: z.string().min(1).max(200) }),
        response: { 200: ZResetCodeAnswer },
      },
    },
    async (request) => {
      if (!(await findResetCodeUser(api.db, request.params.resetCode))) throw resetExpired();
      return ok({ isValid: true });
    },
  );

  r.post(
    '/account/password/reset',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: ZResetPasswordRequest, response: { 200: ZEnvelope } },
    },
    async (request) => {
      const userId = await findResetCodeUser(api.db, request.body.resetCode);
      if (!userId) throw resetExpired();
      try {
        await auth.api.resetPassword({
          body: { newPassword: request.body.password, token: request.body.resetCode },
        });
      } catch (error) {
        if (authErrorCode(error) === undefined) throw error;
        throw resetExpired();
      }
      await deleteResetLinks(api.db, userId);
      ended(userId, await deleteAllSessions(api.db, userId));
      return ok({});
    },
  );

  r.put(
    '/account/password',
    {
      config: { permission: 'session' },
      schema: { tags: ['account'], body: ZChangePasswordRequest, response: { 200: ZEnvelope } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { currentPassword, newPassword, signOutOtherSessions } = request.body;
      const stored = await findPasswordHash(api.db, actor.userId);
      if (!stored || !(await verifyPassword(stored, currentPassword))) {
        throw invalidField('currentPassword', ACCOUNT_TEXTS.currentPasswordWrong);
      }
      await setPasswordHash(api.db, actor.userId, await hashPassword(newPassword));
      if (signOutOtherSessions)
        ended(actor.userId, await deleteOtherSessions(api.db, actor.userId, actor.sessionId));
      return ok({});
    },
  );
}
