import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import { MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { addRoute } from '../../http/add-route.ts';
import { HttpError, invalidField, unauthenticated } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { clearTwoFactorPendingCookie, setSessionCookies, TWO_FACTOR_PENDING_COOKIE } from './cookies.ts';
import { readSessionToken } from './resolve-actor.ts';
import { findMemberships, findUser, recordSessionClient } from './sessions.repository.ts';
import { SIGN_IN_ATTEMPT_LIMIT, type TGuessLimiter } from './sign-in-limiter.ts';
import { pendingExpired, type TTwoFactorService, tooManyCodes } from './two-factor.service.ts';

/**
 * Two-factor sign-in (issue 28 point 7): set-up with a first code, recovery codes, turning off,
 * and the code step of a sign-in. Every refusal is a 422 on its field and changes nothing; wrong
 * codes count against the same limits as passwords (per address, per address and account).
 */
export async function registerTwoFactorRoutes(
  api: FastifyInstance,
  twoFactor: TTwoFactorService,
  limiter: TGuessLimiter,
) {
  /** The caller's session token (the plugin is handed the session as a bearer token). */
  const tokenOf = (request: FastifyRequest) => {
    const found = readSessionToken(request);
    if (!found) throw unauthenticated();
    return found.token;
  };

  /** Guesses at a code or the password, limited like sign-in; a wrong one is counted, then refused. */
  async function limited<T>(request: FastifyRequest, userId: string, attempt: () => Promise<T>): Promise<T> {
    if (await limiter.isBlocked(request, userId)) throw tooManyCodes();
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422)
        await limiter.recordFailure(request, userId);
      throw error;
    }
  }

  /** Two-factor went on or off: the events row, and every node drops the user's cached sessions. */
  async function recordChange(userId: string, twoFactorEnabled: boolean, endedSessionId: string) {
    await runChange(api, { userId, orgId: null }, async (_tx, record) => {
      await record({ entityType: 'user', entityId: userId, action: 'updated', data: { twoFactorEnabled } });
    });
    api.live.sessionsChanged({ userIds: [userId] });
    api.live.disconnectSession(endedSessionId);
  }

  addRoute(api, E.status, async (request) => {
    const { userId } = actorOf(request);
    const [user, memberships] = await Promise.all([
      findUser(api.db, userId),
      findMemberships(api.db, userId),
    ]);
    const requiredBy = memberships.filter((m) => m.requireTwoFactor).map((m) => m.orgName);
    return ok({ twoFactor: { isEnabled: user?.twoFactorEnabled ?? false, requiredBy } });
  });

  addRoute(api, E.enable, async (request) => {
    const { userId } = actorOf(request);
    const user = await findUser(api.db, userId);
    if (user?.twoFactorEnabled) throw invalidField('password', TWO_FACTOR_TEXTS.alreadyOn);
    // A wrong password counts like a wrong code: a stolen session cannot guess the password here.
    return ok(
      await limited(request, userId, () => twoFactor.start(userId, tokenOf(request), request.body.password)),
    );
  });

  addRoute(api, E.confirm, async (request, reply) => {
    const actor = actorOf(request);
    const user = await findUser(api.db, actor.userId);
    if (user?.twoFactorEnabled) throw invalidField('code', TWO_FACTOR_TEXTS.alreadyOn);
    const token = await limited(request, actor.userId, () =>
      twoFactor.confirm(tokenOf(request), request.body.code),
    );
    if (actor.isCookieSession) setSessionCookies(request, reply, token);
    await recordChange(actor.userId, true, actor.sessionId);
    return ok({ token });
  });

  addRoute(api, E.recoveryCodes, async (request) => {
    const { userId } = actorOf(request);
    const user = await findUser(api.db, userId);
    if (!user?.twoFactorEnabled) throw invalidField('password', TWO_FACTOR_TEXTS.notOn);
    return ok({
      recoveryCodes: await twoFactor.newRecoveryCodes(userId, tokenOf(request), request.body.password),
    });
  });

  addRoute(api, E.disable, async (request, reply) => {
    const actor = actorOf(request);
    const user = await findUser(api.db, actor.userId);
    if (!user?.twoFactorEnabled) throw invalidField('code', TWO_FACTOR_TEXTS.notOn);
    const token = tokenOf(request);
    await limited(request, actor.userId, async () => {
      await twoFactor.checkPassword(actor.userId, request.body.password);
      await twoFactor.checkCurrentCode(token, request.body.code);
    });
    const newToken = await twoFactor.turnOff(token, request.body.password);
    if (actor.isCookieSession) setSessionCookies(request, reply, newToken);
    await recordChange(actor.userId, false, actor.sessionId);
    return ok({ token: newToken });
  });

  addRoute(
    api,
    E.signIn,
    async (request, reply) => {
      const challenge = request.cookies[TWO_FACTOR_PENDING_COOKIE];
      const userId = challenge ? await twoFactor.pendingUserId(challenge) : undefined;
      if (!challenge || !userId) {
        clearTwoFactorPendingCookie(reply);
        throw pendingExpired();
      }
      let session: { token: string; userId: string };
      try {
        session = await limited(request, userId, () => twoFactor.signIn(challenge, request.body.code));
      } catch (error) {
        // A spent or finished challenge cannot be retried: the browser forgets it.
        if (
          error instanceof HttpError &&
          (error.statusCode === 429 || error.messages[0]?.id === MessageCode.TwoFactorExpired)
        )
          clearTwoFactorPendingCookie(reply);
        throw error;
      }
      clearTwoFactorPendingCookie(reply);
      setSessionCookies(request, reply, session.token);
      await recordSessionClient(api.db, session.token, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        viaSso: await twoFactor.beganWithSso(challenge),
      });
      return ok(session);
    },
    { rateLimit: SIGN_IN_ATTEMPT_LIMIT },
  );
}
