import { SSO_TEXTS } from '@cairn/domain/account/sso.constants';
import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { can } from '@cairn/domain/permissions/can';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../http/cookie-names.ts';
import { forbidden, HttpError, unauthenticated } from '../http/errors.ts';
import { tokenRejectionOf } from '../modules/access-tokens/index.ts';
import type { TRequestActor } from '../types.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an account a first single sign-on made may call before it accepts the policy (docs/sso.md). */
const OPEN_BEFORE_SSO_TERMS = new Set([
  'GET /api/v2/session',
  'GET /api/v2/session/reload',
  'POST /api/v2/sso/register',
  'DELETE /api/v2/session/:id',
]);

/** Routes served by plugins we do not write (docs UI, static files) are public by nature. */
function isInfrastructureRoute(url: string): boolean {
  return url.startsWith('/api/docs') || !url.startsWith('/api/');
}

function checkCsrf(request: FastifyRequest, actor: TRequestActor) {
  if (!actor.isCookieSession || !MUTATING.has(request.method) || request.routeOptions.config.skipCsrf) return;
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || typeof header !== 'string' || header !== cookie) {
    throw new HttpError(403, [errorMessage(MessageCode.CsrfMissing, HTTP_TEXTS.csrf)]);
  }
}

/**
 * The tenancy guard: every route declares `public` or a `permission`, or the server refuses to
 * start; a declared permission is checked before the body is validated.
 */
export function registerGuard(app: FastifyInstance) {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (config.public || config.permission || isInfrastructureRoute(route.url)) return;
    throw new Error(
      `Route ${route.method} ${route.url} declares neither config.permission nor config.public`,
    );
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public && !config.permission) {
      const actor = await app.resolveActor(request);
      // Public routes (sign-in, invitations by link) act for a signed-in user only, never for a
      // token, nor for an account that has not accepted the policy yet.
      request.actor = actor?.accessToken || actor?.ssoTermsPending ? null : actor;
      return;
    }
    if (!config.permission) return;
    const actor = await app.resolveActor(request);
    if (!actor) throw unauthenticated(tokenRejectionOf(request));
    request.actor = actor;
    checkCsrf(request, actor);
    if (actor.accessToken) await app.admitAccessToken(request, reply, actor);
    if (
      actor.ssoTermsPending &&
      !OPEN_BEFORE_SSO_TERMS.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw new HttpError(403, [errorMessage(MessageCode.SsoTermsRequired, SSO_TEXTS.termsRequired)]);
    }
    if (config.permission === 'session') return;
    if (!actor.orgId || !actor.person) throw forbidden(HTTP_TEXTS.chooseOrg);
    if (actor.lacksRequiredTwoFactor) {
      throw new HttpError(403, [errorMessage(MessageCode.TwoFactorRequired, TWO_FACTOR_TEXTS.required)]);
    }
    if (actor.lacksRequiredSso) {
      throw new HttpError(403, [errorMessage(MessageCode.SsoRequired, SSO_TEXTS.required)]);
    }
    if (!can(actor.person, config.permission)) throw forbidden();
  });
}
