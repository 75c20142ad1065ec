import { AC_ENDPOINTS } from '../ac/ac.endpoints.ts';
import { ACCOUNT_ENDPOINTS } from '../account/account.endpoints.ts';
import { AVATAR_ENDPOINTS } from '../account/avatar.endpoints.ts';
import { PERSON_PREFERENCE_ENDPOINTS } from '../account/person-preferences.endpoints.ts';
import { SESSION_ENDPOINTS } from '../account/session.endpoints.ts';
import { SIGNED_OUT_ENDPOINTS } from '../account/signed-out.endpoints.ts';
import { SSO_ENDPOINTS } from '../account/sso.endpoints.ts';
import { TWO_FACTOR_ENDPOINTS } from '../account/two-factor.endpoints.ts';
import { ASSISTANT_ENDPOINTS } from '../assistant/assistant.endpoints.ts';
import { BILLING_ENDPOINTS } from '../billing/billing.endpoints.ts';
import type { TEndpoint } from '../common/endpoint.ts';
import { DASHBOARD_ENDPOINTS } from '../dashboard/dashboard.endpoints.ts';
import { HEADLINE_ENDPOINTS } from '../headlines/headlines.endpoints.ts';
import { LANGUAGE_ENDPOINTS } from '../i18n/i18n.endpoints.ts';
import { INSIGHTS_ENDPOINTS } from '../insights/insights.endpoints.ts';
import { ACCESS_TOKEN_ENDPOINTS } from '../integrations/access-tokens.endpoints.ts';
import { WEBHOOK_ENDPOINTS } from '../integrations/webhooks.endpoints.ts';
import { ISSUE_ENDPOINTS } from '../issues/issues.endpoints.ts';
import { LIST_IMPORT_ENDPOINTS } from '../items/list-import.endpoints.ts';
import { LEARNING_ENDPOINTS } from '../learning/learning.endpoints.ts';
import { LIVE_ACTION_ENDPOINTS, LIVE_MEETING_ENDPOINTS } from '../live-meeting/live-meeting.endpoints.ts';
import { MEETING_ENDPOINTS } from '../meetings/meetings.endpoints.ts';
import { NOTIFICATION_ENDPOINTS } from '../notifications/notifications.endpoints.ts';
import { ORG_EXPORT_ENDPOINTS } from '../org-export/org-export.endpoints.ts';
import { ORG_LOGO_ENDPOINTS } from '../orgs/org-logo.endpoints.ts';
import { ORG_ENDPOINTS } from '../orgs/orgs.endpoints.ts';
import { PEOPLE_ENDPOINTS } from '../orgs/people.endpoints.ts';
import { PDF_ENDPOINTS } from '../pdf/pdf.endpoints.ts';
import { INVITATION_ENDPOINTS } from '../people/invitations.endpoints.ts';
import { LICENCE_ENDPOINTS } from '../people/licences.endpoints.ts';
import { PLATFORM_ENDPOINTS } from '../platform/platform.endpoints.ts';
import { QUARTERLY_ENDPOINTS } from '../quarterly/quarterly.endpoints.ts';
import { ROCK_ENDPOINTS } from '../rocks/rocks.endpoints.ts';
import { SCORECARD_ENDPOINTS } from '../scorecards/scorecards.endpoints.ts';
import { TODO_ENDPOINTS } from '../todos/todos.endpoints.ts';
import { USAGE_ENDPOINTS } from '../usage/usage.endpoints.ts';
import { VTO_ENDPOINTS, VTO_SECTION_ENDPOINTS, VTO_TRACTION_ENDPOINTS } from '../vto/vto.endpoints.ts';

/**
 * Every endpoint map the domain declares, by its export name. The OpenAPI `operationId` of an
 * endpoint is derived from where it is declared: the map's name without `_ENDPOINTS` and the keys
 * down to it, in camelCase (`TODO_ENDPOINTS.create` -> `todoCreate`,
 * `SCORECARD_ENDPOINTS.setPreference.showTotal` -> `scorecardSetPreferenceShowTotal`), so it stays
 * the same as long as the declaration does (renaming a key is a breaking change for integrators).
 * A test checks that this list holds every `*_ENDPOINTS` export of every `*.endpoints.ts` file.
 */
export const ENDPOINT_MAPS = {
  AC_ENDPOINTS,
  ACCESS_TOKEN_ENDPOINTS,
  ACCOUNT_ENDPOINTS,
  ASSISTANT_ENDPOINTS,
  AVATAR_ENDPOINTS,
  BILLING_ENDPOINTS,
  DASHBOARD_ENDPOINTS,
  HEADLINE_ENDPOINTS,
  INSIGHTS_ENDPOINTS,
  QUARTERLY_ENDPOINTS,
  INVITATION_ENDPOINTS,
  ISSUE_ENDPOINTS,
  LANGUAGE_ENDPOINTS,
  LEARNING_ENDPOINTS,
  LICENCE_ENDPOINTS,
  LIST_IMPORT_ENDPOINTS,
  LIVE_ACTION_ENDPOINTS,
  LIVE_MEETING_ENDPOINTS,
  MEETING_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  ORG_ENDPOINTS,
  ORG_LOGO_ENDPOINTS,
  ORG_EXPORT_ENDPOINTS,
  PEOPLE_ENDPOINTS,
  PDF_ENDPOINTS,
  PERSON_PREFERENCE_ENDPOINTS,
  PLATFORM_ENDPOINTS,
  ROCK_ENDPOINTS,
  SCORECARD_ENDPOINTS,
  SESSION_ENDPOINTS,
  SIGNED_OUT_ENDPOINTS,
  SSO_ENDPOINTS,
  TODO_ENDPOINTS,
  TWO_FACTOR_ENDPOINTS,
  USAGE_ENDPOINTS,
  VTO_ENDPOINTS,
  VTO_SECTION_ENDPOINTS,
  VTO_TRACTION_ENDPOINTS,
  WEBHOOK_ENDPOINTS,
} as const;

const isEndpoint = (value: unknown): value is TEndpoint =>
  !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'answer' in value;

/** `join-offline` -> `JoinOffline`, `create` -> `Create`. */
const pascal = (word: string) =>
  word
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** `VTO_SECTION_ENDPOINTS` -> `vtoSection`. */
const mapPrefix = (mapName: string) => {
  const words = mapName
    .replace(/_ENDPOINTS$/, '')
    .toLowerCase()
    .split('_');
  return (words[0] ?? '') + words.slice(1).map(pascal).join('');
};

/** One declared endpoint with its OpenAPI operation id. */
export type TCatalogEntry = { operationId: string; endpoint: TEndpoint };

/** Every declared endpoint with its operation id, in declaration order. */
export function catalogEndpoints(): TCatalogEntry[] {
  const found: TCatalogEntry[] = [];
  const walk = (value: unknown, id: string) => {
    if (isEndpoint(value)) found.push({ operationId: id, endpoint: value });
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, id + pascal(key));
  };
  for (const [name, map] of Object.entries(ENDPOINT_MAPS)) walk(map, mapPrefix(name));
  return found;
}

let byEndpoint: WeakMap<TEndpoint, string> | undefined;

/** The OpenAPI operation id of a declared endpoint; undefined for one not in `ENDPOINT_MAPS`. */
export function operationIdOf(endpoint: TEndpoint): string | undefined {
  if (!byEndpoint) {
    byEndpoint = new WeakMap();
    for (const entry of catalogEndpoints()) byEndpoint.set(entry.endpoint, entry.operationId);
  }
  return byEndpoint.get(endpoint);
}
