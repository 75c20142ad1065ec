import { MessageCode } from '@cairn/domain/errors';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookie-names.ts';
import { DATABASE_TIMEOUT_TEXT } from './errors.ts';

/**
 * What the OpenAPI document says about each operation beyond its schemas (issue 36 point 1): the
 * security it accepts and every error status it can answer, derived from the route's declaration
 * (access, params, body, rate limit) so a new endpoint is documented the moment it is declared.
 */

/** The facts of a route the document is derived from (put on the route's schema as `x-cairn`). */
export type TOperationFacts = {
  method: string;
  /** The endpoint's access: an action of the permission matrix, `session` or `public`. */
  access: string;
  hasParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
  /** The body or query carries `version`: a stale one answers 409. */
  isVersioned: boolean;
  isRateLimited: boolean;
  /** Its 503 answers the success answer's shape (a health check), not the error envelope. */
  isHealthCheck: boolean;
  /** The scope a personal access token needs for it (`todos:read`); absent when tokens may not call it. */
  tokenScope?: string;
};

/** The key under which a route's facts travel from the route transform to the document transform. */
export const FACTS_KEY = 'x-cairn';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers, each a shared response of the document (`#/components/responses/...`). */
export const ERROR_RESPONSES = {
  400: {
    name: 'Malformed',
    description: 'The request could not be read (for instance a body that is not JSON). Nothing was changed.',
    id: MessageCode.Malformed,
    text: 'The request could not be read. Check what was sent.',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No session, or the session has ended or expired: sign in again.',
    id: MessageCode.Unauthenticated,
    text: 'Please sign in to continue.',
  },
  403: {
    name: 'Forbidden',
    description:
      'Signed in but not allowed: the role lacks the permission, no organisation is chosen yet, or (cookie sessions) the `x-csrf-token` header is missing or does not match the `cairn_csrf` cookie.',
    id: MessageCode.Forbidden,
    text: 'You do not have permission to do this.',
  },
  404: {
    name: 'NotFound',
    description:
      'Absent, deleted, or in another organisation: the answer never says which. A malformed id is a 422 instead.',
    id: MessageCode.NotFound,
    text: 'The item could not be found.',
  },
  409: {
    name: 'Conflict',
    description:
      'The `version` sent is stale (someone changed the row since it was read) or the state does not allow the change. Nothing was changed: read it again and retry.',
    id: MessageCode.Conflict,
    text: 'This item was changed by someone else. Reload it and try again.',
  },
  422: {
    name: 'ValidationFailed',
    description:
      'Validation failed: one message per field, `field` naming it (`sections.0.title` for nested ones). Nothing was changed.',
    id: MessageCode.Required,
    text: 'Required',
    field: 'title',
  },
  429: {
    name: 'RateLimited',
    description: 'Too many requests from this client: wait for the `retry-after` seconds and try again.',
    id: MessageCode.RateLimited,
    text: 'Too many requests. Please wait a minute and try again.',
  },
  503: {
    name: 'Unavailable',
    description:
      'The database did not answer in time (the watchdog stopped the request). Nothing was changed; it may be tried again.',
    id: MessageCode.Unavailable,
    text: DATABASE_TIMEOUT_TEXT,
  },
} as const;

export type TErrorStatus = keyof typeof ERROR_RESPONSES;

/** Every error status the operation can answer, in order. */
export function errorStatusesOf(facts: TOperationFacts): TErrorStatus[] {
  const isPublic = facts.access === 'public';
  const isMutating = MUTATING.has(facts.method);
  const statuses: TErrorStatus[] = [];
  if (facts.hasBody) statuses.push(400);
  if (!isPublic) statuses.push(401);
  // An action needs a role that holds it and an organisation; a cookie session's change needs CSRF.
  if (!isPublic && (facts.access !== 'session' || isMutating)) statuses.push(403);
  if (facts.hasParams) statuses.push(404);
  // A stale `version`, or a change to an organisation's row whose state refuses it (an archived
  // meeting, a folder that is not empty, a row changed by someone else meanwhile).
  const isOrgRowChange = isMutating && facts.hasParams && !isPublic && facts.access !== 'session';
  if (facts.isVersioned || isOrgRowChange) statuses.push(409);
  if (facts.hasParams || facts.hasQuery || facts.hasBody) statuses.push(422);
  if (facts.isRateLimited) statuses.push(429);
  // Every route reads the database (a session, when one is sent, is looked up on public routes too).
  statuses.push(503);
  return statuses;
}

/** The security schemes of the document. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The browser's session: the httpOnly \`${SESSION_COOKIE}\` cookie that \`POST /api/v2/session\` (sign-in) sets. A request that changes something (POST, PUT, DELETE) with it must also send the \`${CSRF_HEADER}\` header.`,
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Double-submit CSRF check for cookie sessions: the value of the readable \`${CSRF_COOKIE}\` cookie set at sign-in, sent back in this header on every POST, PUT and DELETE. Not needed with a bearer token.`,
  },
  bearerSession: {
    type: 'http',
    scheme: 'bearer',
    description: `A session token in \`Authorization: Bearer <token>\`: the value of the \`${SESSION_COOKIE}\` cookie set by \`POST /api/v2/session\`. It carries the session's user and organisation, expires like the browser session and needs no CSRF header.`,
  },
  personalAccessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'cairn_pat_...',
    description:
      "A personal access token in `Authorization: Bearer cairn_pat_...` (made with `POST /api/v2/access-tokens`): it acts as its person in the one organisation it was made in, within its scopes (`all`, `<area>:read`, `<area>:write`; each operation names the scope it needs) and never beyond that person's role. Account, session, token and webhook calls refuse it. See docs/api-platform.md.",
  },
} as const;

/** The security an operation accepts: none for public ones, else a session cookie (with CSRF on changes) or a bearer token. */
export function securityOf(facts: TOperationFacts): Record<string, string[]>[] {
  if (facts.access === 'public') return [];
  const cookie: Record<string, string[]> = MUTATING.has(facts.method)
    ? { sessionCookie: [], csrfHeader: [] }
    : { sessionCookie: [] };
  const schemes: Record<string, string[]>[] = [cookie, { bearerSession: [] }];
  if (facts.tokenScope) schemes.push({ personalAccessToken: [facts.tokenScope] });
  return schemes;
}

/** Whether a JSON schema (or one branch of it) has a top-level `version` property. */
export function hasVersionProperty(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as {
    properties?: Record<string, unknown>;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
  };
  if (s.properties && 'version' in s.properties) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(hasVersionProperty);
}

/** Who may call, in words, from the endpoint's access and the roles that hold its action. */
export function accessText(access: string, roles: readonly string[]): string {
  if (access === 'public') return 'Public: no session needed.';
  if (access === 'session') return 'Any signed-in user; no organisation needed.';
  return `Permission \`${access}\` in the current organisation: ${roles.join(', ')}.`;
}
