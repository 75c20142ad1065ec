import { createHash, randomBytes } from 'node:crypto';
import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecure } from './cookies.ts';

/**
 * The httpOnly cookie that holds the registering browser's secret handle (issue 28 point 3): a
 * code proves the address, the handle says whose registration (and password) it proves it for.
 */
export const REGISTRATION_COOKIE = 'cairn_registration';
/** Sent only with the registration calls (verify, new code); the API lives under /api/v2. */
const COOKIE_PATH = `/api/v2${E.register.path}`;

/** A day: longer than any registration lives, so the row alone decides. */
const HANDLE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** A new unguessable handle (256 random bits). */
export const newRegistrationHandle = () => randomBytes(32).toString('base64url');

/** What is stored: a copy of the database cannot act as the browser. */
export const hashRegistrationHandle = (handle: string) =>
  createHash('sha256').update(handle).digest('base64url');

/** The handle the browser presents, if any. */
export function readRegistrationHandle(request: FastifyRequest): string | undefined {
  return request.cookies[REGISTRATION_COOKIE] || undefined;
}

/**
 * Hands the browser its registration handle. It outlives the registration (the row's expiry is
 * what counts), so a late code is told "invalid", not "wrong browser". SameSite=Strict: another
 * site cannot make a browser register (or verify) with its cookie.
 */
export function setRegistrationCookie(request: FastifyRequest, reply: FastifyReply, handle: string) {
  reply.setCookie(REGISTRATION_COOKIE, handle, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request),
    path: COOKIE_PATH,
    maxAge: HANDLE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Forgets the handle once its registration became an account. */
export function clearRegistrationCookie(reply: FastifyReply) {
  reply.clearCookie(REGISTRATION_COOKIE, { path: COOKIE_PATH });
}
