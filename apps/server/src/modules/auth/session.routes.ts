import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { SESSION_ENDPOINTS as E } from '@cairn/domain/account/session.endpoints';
import { SIGNED_OUT_ENDPOINTS } from '@cairn/domain/account/signed-out.endpoints';
import { TWO_FACTOR_PENDING_SECONDS } from '@cairn/domain/account/two-factor.constants';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { users } from '../../db/schema/index.ts';
import { userAvatarUrl } from '../../db/user-avatar-url.ts';
import { addRoute } from '../../http/add-route.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { sessionSubscription } from '../billing/index.ts';
import { requestLocale } from '../languages/index.ts';
import { readScorecardPreferences } from '../scorecards/index.ts';
import { authErrorCode, badCredentials, tooManyAttempts } from './auth-errors.ts';
import type { TAuthLoader } from './auth-loader.ts';
import {
  clearSessionCookies,
  ensureCsrfCookie,
  setSessionCookies,
  setTwoFactorPendingCookie,
} from './cookies.ts';
import type { TRegistrationService } from './registration.service.ts';
import { setRegistrationCookie } from './registration-handle.ts';
import { readContextId } from './resolve-actor.ts';
import { sessionAnswer } from './session-answer.ts';
import {
  deleteOtherSessions,
  deleteSession,
  findMemberships,
  recordSessionClient,
  setSessionOrg,
  setTabOrg,
} from './sessions.repository.ts';
import { createSignInLimiter, SIGN_IN_ATTEMPT_LIMIT } from './sign-in-limiter.ts';

export { SIGN_IN_FAILURE_LIMIT } from './sign-in-limiter.ts';

/** Sign-in, the session answer, organisation switching, sign-out and the menu preference. */
export async function registerSessionRoutes(
  api: FastifyInstance,
  loadAuth: TAuthLoader,
  registration: TRegistrationService,
) {
  const limiter = createSignInLimiter(api);

  /**
   * better-auth's password sign-in: a session, or for a person with two-factor sign-in the
   * plugin's signed challenge cookie (`name=value`), which the code step hands back.
   */
  async function signInWithPassword(email: string, password: string) {
    const { headers, response } = await (await loadAuth()).api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      const challenge = headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0] ?? '')
        .find((pair) => pair.slice(0, pair.indexOf('=')).endsWith('two_factor'));
      if (!challenge) throw new Error('two-factor: the plugin set no challenge cookie');
      return { challenge };
    }
    return response as { token: string; user: { id: string } };
  }

  addRoute(
    api,
    SIGNED_OUT_ENDPOINTS.signIn,
    async (request, reply) => {
      const { email, password } = request.body;
      if (await limiter.isBlocked(request)) throw tooManyAttempts();
      let result: Awaited<ReturnType<typeof signInWithPassword>>;
      try {
        result = await signInWithPassword(email, password);
      } catch (error) {
        if (authErrorCode(error) === undefined) throw error;
        // The password of a registration still waiting for its code: this browser now holds it
        // (the code step continues here), "verify first" and a new code within the limits; an
        // account left unverified by an older Cairn says the same.
        const handle =
          authErrorCode(error) === 'EMAIL_NOT_VERIFIED'
            ? undefined
            : await registration.signInBeforeVerifying(email, password, request.ip, requestLocale(request));
        if (handle) setRegistrationCookie(request, reply, handle);
        if (handle || authErrorCode(error) === 'EMAIL_NOT_VERIFIED') {
          throw new HttpError(403, [
            errorMessage(MessageCode.EmailNotVerified, ACCOUNT_TEXTS.emailNotVerified, 'email'),
          ]);
        }
        await limiter.recordFailure(request);
        throw badCredentials();
      }
      if ('challenge' in result) {
        // Two-factor sign-in: no session yet; this browser holds the pending sign-in for the code.
        setTwoFactorPendingCookie(request, reply, result.challenge, TWO_FACTOR_PENDING_SECONDS);
        return ok({ token: '', userId: '', twoFactorRequired: true });
      }
      setSessionCookies(request, reply, result.token);
      await recordSessionClient(api.db, result.token, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ token: result.token, userId: result.user.id, twoFactorRequired: false });
    },
    { rateLimit: SIGN_IN_ATTEMPT_LIMIT },
  );

  for (const endpoint of [E.get, E.reload]) {
    addRoute(api, endpoint, async (request, reply) => {
      ensureCsrfCookie(request, reply);
      const { person, userId, orgId } = actorOf(request);
      const preferences = person ? await readScorecardPreferences(api.db, person.id) : undefined;
      const avatarUrl = await userAvatarUrl(api.db, userId);
      const subscription = orgId ? await sessionSubscription(api.db, api.billing.kit, orgId) : null;
      return ok({
        ...sessionAnswer(request, preferences, avatarUrl, subscription),
        serverTime: new Date().toISOString(),
      });
    });
  }

  addRoute(api, E.switchOrg, async (request) => {
    const actor = actorOf(request);
    const memberships = await findMemberships(api.db, actor.userId);
    if (!memberships.some((m) => m.orgId === request.params.id)) throw notFound('organization');
    // A tab that says which it is switches alone (002 §3); a caller without one, the whole session.
    const contextId = readContextId(request);
    if (contextId) await setTabOrg(api.db, actor.sessionId, contextId, request.params.id);
    else await setSessionOrg(api.db, actor.sessionId, request.params.id);
    api.live.sessionsChanged({ userIds: [actor.userId] });
    return ok({ orgId: request.params.id });
  });

  addRoute(api, E.navBarPreference, async (request) => {
    const open = request.query.open === 'true';
    const { userId } = actorOf(request);
    // A user change: its events row, and every node forgets the user's cached sessions after commit.
    await runChange(api, { userId, orgId: null }, async (tx, record) => {
      await tx.update(users).set({ navBarOpen: open, updatedAt: new Date() }).where(eq(users.id, userId));
      await record({ entityType: 'user', entityId: userId, action: 'updated', data: { navBarOpen: open } });
    });
    return ok({ open });
  });

  addRoute(api, E.endOthers, async (request) => {
    const actor = actorOf(request);
    const ended = await deleteOtherSessions(api.db, actor.userId, actor.sessionId);
    api.live.sessionsChanged({ userIds: [actor.userId] });
    for (const id of ended) api.live.disconnectSession(id);
    return ok({ endedSessions: ended.length });
  });

  addRoute(api, E.end, async (request, reply) => {
    const actor = actorOf(request);
    if (!(await deleteSession(api.db, actor.userId, request.params.id))) throw notFound('session');
    api.live.sessionsChanged({ userIds: [actor.userId] });
    api.live.disconnectSession(request.params.id);
    if (request.params.id === actor.sessionId) clearSessionCookies(reply);
    return ok({});
  });
}
