import { SSO_REGISTER_PAGE } from '@cairn/domain/account/sso.constants';
import { SSO_ENDPOINTS as E } from '@cairn/domain/account/sso.endpoints';
import { TWO_FACTOR_PENDING_SECONDS } from '@cairn/domain/account/two-factor.constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { isSecure, setSessionCookies, setTwoFactorPendingCookie } from './cookies.ts';
import { recordSessionClient } from './sessions.repository.ts';
import type { TSsoService } from './sso.service.ts';
import type { TSsoAccountService } from './sso-account.service.ts';

/**
 * The sign-in's binding to this browser: better-auth's signed state cookie, kept in an httpOnly
 * cookie of Cairn's own that only the callback receives, for the 5 minutes the state lives.
 * SameSite=Lax: the provider sends the browser back with a top-level GET from its own site.
 */
const SSO_STATE_COOKIE = 'cairn_sso';
const SSO_STATE_PATH = `/api/v2${E.callback.path}`;

const loginWith = (reason: string) => `/login?sso=${reason}`;

/** `GET sso`, `POST sso/start`, the provider's callback, `POST sso/register`, `PUT org/{id}/sso` (docs/sso.md). */
export function registerSsoRoutes(api: FastifyInstance, sso: TSsoService, accounts: TSsoAccountService) {
  addRoute(api, E.provider, async () => {
    const name = await sso.offeredName();
    return ok({ sso: name ? { name } : null });
  });

  addRoute(api, E.start, async (request, reply) => {
    if (!(await sso.offeredName())) throw notFound('single sign-on');
    const { url, stateCookie } = await sso.start(request.body.returnTo ?? '/');
    reply.setCookie(SSO_STATE_COOKIE, stateCookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
      path: SSO_STATE_PATH,
      maxAge: 300,
    });
    return ok({ url });
  });

  // The provider sends the browser here: every outcome is a redirect, never the JSON answer.
  addRoute(api, E.callback, async (request, reply) => {
    const stateCookie = request.cookies[SSO_STATE_COOKIE];
    reply.clearCookie(SSO_STATE_COOKIE, { path: SSO_STATE_PATH });
    if (!(await sso.offeredName())) return redirect(reply, loginWith('unavailable'));
    const query = Object.fromEntries(
      Object.entries(request.query).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const outcome = await sso.callback(query, stateCookie);
    if (outcome.kind === 'failed') return redirect(reply, loginWith(outcome.reason));
    const returnTo = encodeURIComponent(outcome.returnTo);
    if (outcome.kind === 'twoFactor') {
      setTwoFactorPendingCookie(request, reply, outcome.challenge, TWO_FACTOR_PENDING_SECONDS);
      return redirect(reply, `/login?step=two-factor&redirect=${returnTo}`);
    }
    setSessionCookies(request, reply, outcome.token);
    await recordSessionClient(api.db, outcome.token, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    if (outcome.isNewAccount) {
      return redirect(reply, `${SSO_REGISTER_PAGE}?email=${encodeURIComponent(outcome.email)}`);
    }
    return redirect(reply, outcome.returnTo);
  });

  addRoute(api, E.register, async (request) => {
    const userId = await accounts.acceptTerms(actorOf(request), request.body);
    return ok({ userId });
  });

  addRoute(api, E.orgRequirement, async (request) => {
    const actor = orgActorOf(request);
    if (request.params.id !== actor.orgId) throw notFound('organization');
    const requiredDomain = await accounts.setOrgRequirement(actor, request.body.requiredDomain);
    return ok({ requiredDomain });
  });
}

/** A redirect within this site only: every target above is a path, anything else goes home. */
function redirect(reply: FastifyReply, path: string): never {
  // Sent here: the route answers the redirect, not its declared JSON (Fastify takes the sent reply).
  return reply.redirect(/^\/(?![/\\])/.test(path) ? path : '/', 302) as never;
}
