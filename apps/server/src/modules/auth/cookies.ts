import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../http/cookie-names.ts';
import { SESSION_TTL_MS } from './session-token.ts';

/** Cookies are `Secure` when Cairn is served over https (APP_URL). */
export const isSecure = (request: FastifyRequest) => request.server.config.appUrl.startsWith('https:');

/** Sets the httpOnly session cookie and a fresh readable CSRF cookie (double-submit). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string) {
  const secure = isSecure(request);
  const maxAge = SESSION_TTL_MS / 1000;
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge,
  });
}

/** Re-issues the CSRF cookie when a cookie session has lost it (cleared by the browser). */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply) {
  if (!request.actor?.isCookieSession || request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'strict',
    secure: isSecure(request),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Removes both cookies (sign-out). */
export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/**
 * The pending sign-in of a person with two-factor sign-in: better-auth's signed challenge cookie
 * (`name=value`), kept in an httpOnly cookie of Cairn's own that only the code step's path
 * receives, for as long as the challenge lives. Only the browser that gave the password holds it.
 */
export const TWO_FACTOR_PENDING_COOKIE = 'cairn_two_factor';
const TWO_FACTOR_PENDING_PATH = '/api/v2/session/two-factor';

/** Keeps the pending sign-in in this browser. */
export function setTwoFactorPendingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(TWO_FACTOR_PENDING_COOKIE, challenge, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request),
    path: TWO_FACTOR_PENDING_PATH,
    maxAge: maxAgeSeconds,
  });
}

/** Forgets the pending sign-in (done, or spent). */
export function clearTwoFactorPendingCookie(reply: FastifyReply) {
  reply.clearCookie(TWO_FACTOR_PENDING_COOKIE, { path: TWO_FACTOR_PENDING_PATH });
}
