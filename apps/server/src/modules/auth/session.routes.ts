import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { ZSignInRequest } from '@cairn/domain/account/account.schemas';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { authErrorCode, badCredentials, tooManyAttempts } from './auth-errors.ts';
import type { TAuth } from './better-auth.ts';
import { clearSessionCookies, ensureCsrfCookie, setSessionCookies } from './cookies.ts';
import { sessionAnswer } from './session-answer.ts';
import { deleteOtherSessions, deleteSession, findMemberships, setSessionOrg } from './sessions.repository.ts';
import { createFailureLimiter } from './sign-in-limiter.ts';

/** At most 10 failed sign-ins a minute per IP and per IP + email (issue 2). */
export const SIGN_IN_FAILURE_LIMIT = 10;

const ZIdParams = z.object({ id: z.uuid('Invalid id') });

/** Sign-in, the session answer, organisation switching, sign-out and the menu preference. */
export async function registerSessionRoutes(api: FastifyInstance, auth: TAuth) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const limiter = createFailureLimiter(SIGN_IN_FAILURE_LIMIT);

  r.post(
    '/session',
    { config: { public: true }, schema: { tags: ['session'], body: ZSignInRequest } },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = [`ip:${request.ip}`, `ip-email:${request.ip}:${email}`];
      if (keys.some((key) => limiter.isBlocked(key))) throw tooManyAttempts();
      let result: { token: string; user: { id: string } };
      try {
        result = await auth.api.signInEmail({ body: { email, password }, headers: new Headers() });
      } catch (error) {
        if (authErrorCode(error) === 'EMAIL_NOT_VERIFIED') {
          await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
          throw new HttpError(403, [
            errorMessage(MessageCode.EmailNotVerified, ACCOUNT_TEXTS.emailNotVerified, 'email'),
          ]);
        }
        if (authErrorCode(error) === undefined) throw error;
        for (const key of keys) limiter.recordFailure(key);
        throw badCredentials();
      }
      limiter.reset(keys[1]);
      setSessionCookies(request, reply, result.token);
      return ok({ token: result.token, userId: result.user.id });
    },
  );

  const ZSessionQuery = z.object({
    offset: z.coerce.number().int().optional(),
    tz: z.string().max(64).optional(),
  });
  for (const path of ['/session', '/session/reload']) {
    r.get(
      path,
      { config: { permission: 'session' }, schema: { tags: ['session'], querystring: ZSessionQuery } },
      async (request, reply) => {
        ensureCsrfCookie(request, reply);
        return ok({ ...sessionAnswer(request), serverTime: new Date().toISOString() });
      },
    );
  }

  r.put(
    '/session/org/:id',
    { config: { permission: 'session' }, schema: { tags: ['session'], params: ZIdParams } },
    async (request) => {
      const actor = actorOf(request);
      const memberships = await findMemberships(api.db, actor.userId);
      if (!memberships.some((m) => m.orgId === request.params.id)) throw notFound('organization');
      await setSessionOrg(api.db, actor.sessionId, request.params.id);
      return ok({ orgId: request.params.id });
    },
  );

  r.put(
    '/session/user/navBarPreference',
    {
      config: { permission: 'session' },
      schema: { tags: ['session'], querystring: z.object({ open: z.enum(['true', 'false']) }) },
    },
    async (request) => {
      const open = request.query.open === 'true';
      await api.db
        .update(users)
        .set({ navBarOpen: open, updatedAt: new Date() })
        .where(eq(users.id, actorOf(request).userId));
      return ok({ open });
    },
  );

  r.delete(
    '/session/others',
    { config: { permission: 'session' }, schema: { tags: ['session'] } },
    async (request) => {
      const actor = actorOf(request);
      const ended = await deleteOtherSessions(api.db, actor.userId, actor.sessionId);
      for (const id of ended) api.live.disconnectSession(id);
      return ok({ endedSessions: ended.length });
    },
  );

  r.delete(
    '/session/:id',
    { config: { permission: 'session' }, schema: { tags: ['session'], params: ZIdParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!(await deleteSession(api.db, actor.userId, request.params.id))) throw notFound('session');
      api.live.disconnectSession(request.params.id);
      if (request.params.id === actor.sessionId) clearSessionCookies(reply);
      return ok({});
    },
  );
}
