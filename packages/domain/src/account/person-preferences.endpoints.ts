import { defineEndpoint } from '../common/endpoint.ts';
import { ZHomePageParams, ZPersonPreferencesAnswer, ZUserThemeParams } from './person-preferences.schemas.ts';

/**
 * `PUT user/theme/{orgId}/{n}` and `PUT user/dashboard/{orgId}/{n}` (002 §7): the caller's theme
 * and home page in that organisation, keyed by the preference each sets. Each answers both.
 */
export const PERSON_PREFERENCE_ENDPOINTS = {
  theme: defineEndpoint({
    method: 'PUT',
    path: '/user/theme/:orgId/:n',
    access: 'session',
    tag: 'people',
    summary: "Set the caller's theme in an organisation",
    params: ZUserThemeParams,
    answer: ZPersonPreferencesAnswer,
  }),
  dashboard: defineEndpoint({
    method: 'PUT',
    path: '/user/dashboard/:orgId/:n',
    access: 'session',
    tag: 'people',
    summary: "Set the caller's home page in an organisation",
    params: ZHomePageParams,
    answer: ZPersonPreferencesAnswer,
  }),
} as const;
