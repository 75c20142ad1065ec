import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { ACCOUNT_ENDPOINTS } from '@cairn/domain/account/account.endpoints';
import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { requestLocale } from '../languages/index.ts';
import { authErrorCode } from './auth-errors.ts';
import type { TAuthLoader } from './auth-loader.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteResetLinks, findResetCodeUser } from './reset-links.repository.ts';
import { resetMailLocale } from './reset-mail-locale.ts';
import { deleteAllSessions, deleteOtherSessions } from './sessions.repository.ts';
import { findPasswordHash, findUserByEmail, setPasswordHash } from './users.repository.ts';

/** Per client: a forgotten password is asked for, and reset, a few times at most. */
const PASSWORD_LIMIT = { max: 30, timeWindow: '1 minute' };

const resetExpired = () =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, ACCOUNT_TEXTS.resetExpired)]);

/**
 * Forgot password (email link to /update-password/{resetCode}), reset and change password. A new
 * link kills the older ones; a reset ends every session of the user; a change ends the others
 * unless the user keeps them. Ended sessions lose their live sockets at once.
 */
export async function registerPasswordRoutes(api: FastifyInstance, loadAuth: TAuthLoader) {
  /** Ended sessions: no node answers them from its cache, and their sockets close. */
  const ended = (userId: string, sessionIds: string[]) => {
    api.live.sessionsChanged({ userIds: [userId] });
    for (const id of sessionIds) api.live.disconnectSession(id);
  };

  addRoute(
    api,
    E.forgotPassword,
    async (request) => {
      // Same answer whether or not the account exists.
      const user = await findUserByEmail(api.db, request.body.email);
      if (user) await deleteResetLinks(api.db, user.id);
      // The account's language, else the asking browser's (002 §9, issue 33).
      const locale = requestLocale(request, user?.userLocale);
      const auth = await loadAuth();
      await resetMailLocale.run(locale, () =>
        auth.api.requestPasswordReset({ body: { email: request.body.email } }),
      );
      return ok({ email: request.body.email });
    },
    { rateLimit: PASSWORD_LIMIT },
  );

  addRoute(api, E.resetCode, async (request) => {
    if (!(await findResetCodeUser(api.db, request.params.resetCode))) throw resetExpired();
    return ok({ isValid: true });
  });

  addRoute(
    api,
    E.resetPassword,
    async (request) => {
      const userId = await findResetCodeUser(api.db, request.body.resetCode);
      if (!userId) throw resetExpired();
      try {
        await (await loadAuth()).api.resetPassword({
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
    { rateLimit: PASSWORD_LIMIT },
  );

  addRoute(api, ACCOUNT_ENDPOINTS.changePassword, async (request) => {
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
  });
}
