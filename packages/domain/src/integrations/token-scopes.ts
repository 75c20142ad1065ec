import type { TApiTag } from '../common/api-tags.ts';
import type { TEndpoint } from '../common/endpoint.ts';
import type { TAction } from '../permissions/actions.ts';

/** The areas a personal access token is scoped to, each with `read` and `write`. */
export const TOKEN_SCOPE_AREAS = [
  'orgs',
  'people',
  'meetings',
  'todos',
  'rocks',
  'issues',
  'headlines',
  'scorecards',
  'vto',
  'ac',
  'dashboard',
] as const;
export type TTokenScopeArea = (typeof TOKEN_SCOPE_AREAS)[number];
export type TTokenScopeLevel = 'read' | 'write';
/** `all`, or `<area>:read` / `<area>:write` (write includes read). */
export type TTokenScope = 'all' | `${TTokenScopeArea}:${TTokenScopeLevel}`;

/** Every scope a token may name, `all` first. */
export const TOKEN_SCOPES: readonly TTokenScope[] = [
  'all',
  ...TOKEN_SCOPE_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const),
];

/** Which area each API tag belongs to; a tag absent here is never open to a token. */
const AREA_OF_TAG: Partial<Record<TApiTag, TTokenScopeArea>> = {
  orgs: 'orgs',
  people: 'people',
  invitations: 'people',
  licences: 'people',
  meetings: 'meetings',
  'live-meeting': 'meetings',
  todos: 'todos',
  rocks: 'rocks',
  issues: 'issues',
  headlines: 'headlines',
  scorecards: 'scorecards',
  vto: 'vto',
  'accountability chart': 'ac',
  dashboard: 'dashboard',
};

/**
 * Actions a token never performs, whatever its scopes and its person's role: the ones that hand
 * the organisation over or change how it is protected (docs/api-platform.md, "What a token may not do").
 */
export const TOKEN_REFUSED_ACTIONS: readonly TAction[] = [
  'org.delete',
  'org.transferOwnership',
  'org.requireTwoFactor',
  'org.requireSso',
  'org.allowAccessTokens',
  'org.export',
  'org.import',
  'billing.update',
  'appConfig.update',
  'webhooks.manage',
];

/** What a call needs of a token: its area and level; null when no token may make it. */
export type TTokenNeed = { area: TTokenScopeArea; level: TTokenScopeLevel } | null;

/**
 * The scope an endpoint needs. Only organisation calls are open to tokens: account, session,
 * sign-in, token and webhook calls are not (a stolen token cannot take over the account).
 * Reading is GET and `POST .../search`; everything else writes.
 */
export function tokenNeedOf(endpoint: Pick<TEndpoint, 'access' | 'tag' | 'method' | 'path'>): TTokenNeed {
  if (endpoint.access === 'public' || endpoint.access === 'session') return null;
  if (TOKEN_REFUSED_ACTIONS.includes(endpoint.access)) return null;
  const area = AREA_OF_TAG[endpoint.tag];
  if (!area) return null;
  const isRead =
    endpoint.method === 'GET' || (endpoint.method === 'POST' && endpoint.path.endsWith('/search'));
  return { area, level: isRead ? 'read' : 'write' };
}

/** True when the scopes cover the need (`all`, the area's `write`, or its `read` for a read). */
export function scopesAllow(scopes: readonly string[], need: NonNullable<TTokenNeed>): boolean {
  if (scopes.includes('all') || scopes.includes(`${need.area}:write`)) return true;
  return need.level === 'read' && scopes.includes(`${need.area}:read`);
}

/** The scope a refusal names: the one the call would need. */
export function scopeName(need: NonNullable<TTokenNeed>): TTokenScope {
  return `${need.area}:${need.level}`;
}
