import { LIVE_HANDSHAKE_ERRORS } from '@cairn/domain/realtime/events';
import type { FastifyInstance } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { SESSION_COOKIE } from '../../http/cookie-names.ts';
import { findSessionByToken } from './find-session.ts';
import type { TLiveSocket } from './live-server.ts';
import { isOriginAllowed } from './origin.ts';

/** What the hub remembers on each socket: its session (null for an anonymous socket) and its organisation. */
type TCredentials = { token: string; kind: 'bearer' | 'cookie' } | null;

/** An error whose message and `data.id` the client sees in `connect_error`. */
function refusal(reason: keyof typeof LIVE_HANDSHAKE_ERRORS): ExtendedError {
  const { id, text } = LIVE_HANDSHAKE_ERRORS[reason];
  const error = new Error(text) as ExtendedError;
  error.data = { id };
  return error;
}

function bearerFrom(socket: TLiveSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const header = socket.handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The session token of the httpOnly cookie the web app signs in with. */
function cookieTokenFrom(app: FastifyInstance, socket: TLiveSocket): string | null {
  const header = socket.handshake.headers.cookie;
  return header ? app.parseCookie(header)[SESSION_COOKIE] || null : null;
}

function credentialsOf(app: FastifyInstance, socket: TLiveSocket): TCredentials {
  const bearer = bearerFrom(socket);
  if (bearer) return { token: bearer, kind: 'bearer' };
  const cookie = cookieTokenFrom(app, socket);
  return cookie ? { token: cookie, kind: 'cookie' } : null;
}

/** A cookie session needs a matching Origin; any Origin sent must match; others may omit it. */
function isOriginAcceptable(app: FastifyInstance, socket: TLiveSocket, credentials: TCredentials): boolean {
  const { origin, host } = socket.handshake.headers;
  if (origin === undefined) return credentials?.kind !== 'cookie';
  return isOriginAllowed(origin, [host, socket.handshake.headers['x-forwarded-host']], app.config.appUrl);
}

/**
 * The handshake check, run once per connection before any event:
 * - an Origin, when sent, must be the app's own (APP_URL or the host the request came to);
 *   a cookie session must come with an Origin (browsers always send one), a bearer token need not;
 * - a bearer token must name a live session, or the connection is refused;
 * - a cookie naming no live session (a stale browser cookie) and no credentials at all give an
 *   anonymous socket, which may only `registerPublic` (the sign-in page hears app configuration).
 */
export function createHandshakeMiddleware(app: FastifyInstance) {
  return (socket: TLiveSocket, next: (error?: ExtendedError) => void) => {
    const credentials = credentialsOf(app, socket);
    if (!isOriginAcceptable(app, socket, credentials)) {
      next(refusal('origin'));
      return;
    }
    const data = socket.data;
    data.orgId = null;
    data.session = null;
    if (!credentials) {
      next();
      return;
    }
    findSessionByToken(app.db, credentials.token).then(
      (session) => {
        if (!session && credentials.kind === 'bearer') return next(refusal('unauthenticated'));
        data.session = session;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'live-update hub: session lookup failed');
        next(refusal('unauthenticated'));
      },
    );
  };
}
