import { randomBytes } from 'node:crypto';

/** The httpOnly cookie that carries the session token for the web app. */
/** Sessions last 30 days and slide forward while used. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new unguessable session token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
