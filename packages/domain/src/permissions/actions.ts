/**
 * Every action a route or a control can be guarded by. Names read `area.verb`.
 * Adding a capability adds its actions here and a row to the matrix.
 */
export const ACTIONS = [
  'org.read',
  'org.update',
  'org.delete',
  'org.transferOwnership',
  'org.requireTwoFactor',
  'org.requireSso',
  'org.allowAccessTokens',
  'org.renameTerms',
  'org.export',
  'org.import',
  'people.read',
  'people.add',
  'people.changeRole',
  'people.remove',
  'billing.update',
  'license.update',
  'appConfig.update',
  'content.read',
  'content.change',
  'meetings.read',
  'meetings.create',
  'meetings.update',
  'meetings.archive',
  'meetings.favorite',
  'webhooks.manage',
] as const;
export type TAction = (typeof ACTIONS)[number];

/** Permission scopes and verbs the spec names, as `scope|action` strings (000 §3). */
export const PERMISSION_SCOPES = ['None', 'Billing', 'License', 'Organization'] as const;
export const PERMISSION_VERBS = ['None', 'Read', 'Create', 'Update', 'Delete'] as const;
export type TPermissionString = `${(typeof PERMISSION_VERBS)[number]}|${(typeof PERMISSION_SCOPES)[number]}`;
