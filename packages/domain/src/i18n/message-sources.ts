// The domain's message constants whose texts the server answers and the schemas' validation shows:
// the source of the packs' `msg.*` keys (decision 0039). Read by the packs' test and by
// `npm run i18n:messages`, never at run time (it would load every area's constants).

import { AC_TEXTS } from '../ac/ac.constants.ts';
import { ACCOUNT_TEXTS } from '../account/account.constants.ts';
import { AVATAR_TEXTS } from '../account/avatar.constants.ts';
import { PERSON_PREFERENCE_TEXTS } from '../account/person-preferences.ts';
import { SSO_TEXTS } from '../account/sso.constants.ts';
import { TWO_FACTOR_TEXTS } from '../account/two-factor.constants.ts';
import { ASSISTANT_TEXTS } from '../assistant/assistant.constants.ts';
import { BILLING_TEXTS } from '../billing/billing.constants.ts';
import { FIELD_TEXTS } from '../common/field-rules.ts';
import { HTTP_TEXTS, NOT_FOUND_NOUNS, notFoundText } from '../common/http-texts.ts';
import { ID_TEXTS } from '../common/ids.constants.ts';
import { TEXT_TEXTS } from '../common/text.constants.ts';
import { DASHBOARD_TEXTS } from '../dashboard/dashboard.constants.ts';
import { FEATURE_FLAG_TEXTS } from '../flags/feature-flags.ts';
import { HEADLINE_TEXTS } from '../headlines/headlines.constants.ts';
import { ORG_TERM_TEXTS } from '../i18n/org-terms.ts';
import { INSIGHTS_TEXTS } from '../insights/insights.constants.ts';
import { ACCESS_TOKEN_TEXTS } from '../integrations/access-tokens.constants.ts';
import { MCP_TEXTS } from '../integrations/mcp.constants.ts';
import { ISSUE_TEXTS } from '../issues/issues.constants.ts';
import { ITEM_TEXTS } from '../items/items.constants.ts';
import { LIST_IMPORT_TEXTS } from '../items/list-import.schemas.ts';
import { LIVE_MEETING_TEXTS } from '../live-meeting/live-meeting.constants.ts';
import { CHECKLIST_TEXTS } from '../live-meeting/live-meeting-history.schemas.ts';
import { MEETING_TEXTS } from '../meetings/meetings.constants.ts';
import { NOTIFICATION_TEXTS } from '../notifications/notifications.constants.ts';
import { EXPORT_TEXTS } from '../org-export/org-export.constants.ts';
import { ORG_TEXTS } from '../orgs/orgs.constants.ts';
import { PDF_TEXTS } from '../pdf/pdf.constants.ts';
import { LICENCE_TEXTS, OWNERSHIP_TEXTS, PEOPLE_TEXTS, UPGRADE_TEXTS } from '../people/people.constants.ts';
import { QUARTERLY_TEXTS } from '../quarterly/quarterly.constants.ts';
import { LIVE_REGISTER_TEXTS } from '../realtime/events.ts';
import { ROCK_TEXTS } from '../rocks/rocks.constants.ts';
import { SCORECARD_TEXTS } from '../scorecards/scorecards.constants.ts';
import { SEARCH_TEXTS } from '../search/search.constants.ts';
import { TODO_TEXTS } from '../todos/todos.constants.ts';
import { USAGE_TEXTS } from '../usage/usage.constants.ts';
import { VTO_TEXTS } from '../vto/vto.constants.ts';

/** Area of the key (`msg.rock.titleLocked`) -> the constant; earlier areas name a text shared by later ones. */
export const MESSAGE_SOURCES: Readonly<Record<string, object>> = {
  http: HTTP_TEXTS,
  item: ITEM_TEXTS,
  field: FIELD_TEXTS,
  text: TEXT_TEXTS,
  ids: ID_TEXTS,
  accessToken: ACCESS_TOKEN_TEXTS,
  account: ACCOUNT_TEXTS,
  ac: AC_TEXTS,
  assistant: ASSISTANT_TEXTS,
  avatar: AVATAR_TEXTS,
  billing: BILLING_TEXTS,
  checklist: CHECKLIST_TEXTS,
  dashboard: DASHBOARD_TEXTS,
  export: EXPORT_TEXTS,
  flags: FEATURE_FLAG_TEXTS,
  headline: HEADLINE_TEXTS,
  insights: INSIGHTS_TEXTS,
  issue: ISSUE_TEXTS,
  licence: LICENCE_TEXTS,
  listImport: LIST_IMPORT_TEXTS,
  live: LIVE_MEETING_TEXTS,
  liveRegister: LIVE_REGISTER_TEXTS,
  mcp: MCP_TEXTS,
  meeting: MEETING_TEXTS,
  notification: NOTIFICATION_TEXTS,
  orgTerms: ORG_TERM_TEXTS,
  org: ORG_TEXTS,
  ownership: OWNERSHIP_TEXTS,
  pdf: PDF_TEXTS,
  people: PEOPLE_TEXTS,
  preferences: PERSON_PREFERENCE_TEXTS,
  quarterly: QUARTERLY_TEXTS,
  rock: ROCK_TEXTS,
  scorecard: SCORECARD_TEXTS,
  search: SEARCH_TEXTS,
  sso: SSO_TEXTS,
  todo: TODO_TEXTS,
  twoFactor: TWO_FACTOR_TEXTS,
  upgrade: UPGRADE_TEXTS,
  usage: USAGE_TEXTS,
  vto: VTO_TEXTS,
};

/**
 * The English of the constants' texts with values (their functions): written as templates, so
 * that a message read back finds its key and values. The packs' test calls each function and
 * checks its text matches one of these.
 */
export const MESSAGE_TEMPLATES: Readonly<Record<string, string>> = {
  'msg.notFound.any': 'The {{what}} could not be found.',
  'msg.item.created': 'Created: {{title}}',
  'msg.item.updated': 'Updated: {{title}}',
  'msg.item.needsMeeting': 'You need a meeting before you can add {{item}}. Create a meeting first.',
  'msg.ids.tooManyIds': 'At most {{max}} ids at once',
  'msg.accessToken.missingScope': 'This access token lacks the scope "{{scope}}".',
  'msg.billing.inviteNoteTrial_one':
    'Your free trial has {{count}} day left. Paid people are billed once you subscribe.',
  'msg.billing.inviteNoteTrial_other':
    'Your free trial has {{count}} days left. Paid people are billed once you subscribe.',
  'msg.dashboard.typesAtMaximum':
    'You can have at most {{max}} widgets of each type. At the maximum: {{types}}.',
  'msg.export.newerFormat':
    'This export is from a newer Cairn (format {{found}}; this one reads up to {{known}}). Update Cairn first.',
  'msg.export.pathEscapes': 'The zip holds a file outside its folder: {{name}}',
  'msg.flags.savedOn': '{{flag}} is on for everyone.',
  'msg.flags.savedOff': '{{flag}} is off for everyone.',
  'msg.headline.cascaded_one': 'Headline cascaded to {{count}} owner.',
  'msg.headline.cascaded_other': 'Headline cascaded to {{count}} owners.',
  'msg.issue.moved': 'Your issue was moved to {{destination}}.',
  'msg.licence.billingGranted': '{{name}} can now manage billing.',
  'msg.licence.billingRemoved': '{{name}} can no longer manage billing.',
  'msg.listImport.unknownColumn': 'The file has no column "{{column}}".',
  'msg.listImport.ownerUnknown': 'No one in the organization is named or has the email "{{owner}}".',
  'msg.listImport.ownerAmbiguous': 'Several people are named "{{owner}}": use the email.',
  'msg.listImport.dateUnreadable':
    '"{{text}}" is not a date (2026-03-31, 3/31/2026, 31.03.2026 or Mar 31, 2026).',
  'msg.live.reconnectingNow': 'Reconnecting…',
  'msg.live.reconnecting_one': 'Reconnecting… {{count}} change waiting',
  'msg.live.reconnecting_other': 'Reconnecting… {{count}} changes waiting',
  'msg.meeting.created': '{{title}} created.',
  'msg.meeting.colorTagUpdated': 'Meeting {{title}} color tag updated to {{color}}',
  'msg.notification.allRead_one': '{{count}} notification marked as read.',
  'msg.notification.allRead_other': '{{count}} notifications marked as read.',
  'msg.org.permissionNow': 'You are now {{role}}. Cairn shows what this role may do.',
  'msg.org.wrongOrg': 'You cannot access this item while in the {{org}} organization',
  'msg.org.orgDeleted':
    'Organization {{name}} deleted. You cannot access this Organization. Please, contact your internal team.',
  'msg.org.orgAccessLost':
    'You cannot access {{name}} with this login any more. Please, contact your internal team.',
  'msg.org.memberAdded': '{{name}} was added.',
  'msg.ownership.transferred': 'Ownership successfully transferred to: {{name}}',
  'msg.ownership.confirm':
    '{{name}} becomes the owner of the organization. You become an Admin and lose access to the Billing pages.',
  'msg.people.wrongAccount':
    'This invitation was sent to {{email}}. Sign out and sign in (or register) with that email address to accept it.',
  'msg.people.accepted': 'You joined {{org}}.',
  'msg.quarterly.tooMany': 'At most {{max}} {{what}}',
  'msg.scorecard.decimalsNone': '{{unit}} takes no decimals',
  'msg.scorecard.decimalsCents': '{{unit}} takes 0 or 2 decimals',
  'msg.scorecard.decimalsBetween': 'Between 0 and {{max}} decimals',
  'msg.scorecard.weekStart': 'Choose the first day of a week',
  'msg.scorecard.monthStart': 'Choose the first day of a month',
  'msg.scorecard.quarterStart': 'Choose the first day of a quarter',
  'msg.scorecard.formulaUnknown': 'No measurable called "{{name}}" on this scorecard',
  'msg.scorecard.formulaCycle': 'These formulas use each other: {{names}}',
  'msg.scorecard.formulaInputFailed': 'Uses "{{title}}", which could not be computed',
  'msg.search.windowTooWide': 'At most {{max}} items per request',
  'msg.search.unknownSort': 'Sort by one of: {{allowed}}',
  'msg.upgrade.approved': '{{name}} is now a licensed Member.',
  'msg.upgrade.deniedNotice': 'The upgrade request of {{name}} was not approved.',
  'msg.upgrade.alreadyApproved': '{{name}} was already upgraded.',
  'msg.upgrade.noRequest': '{{name}} has not requested an upgrade.',
};

const camelCase = (words: string) =>
  words
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())
    .replace(/^./, (c) => c.toLowerCase());

/**
 * The English pack's `msg.*` keys: each constant's plain text under `msg.<area>.<name>` (a text
 * shared by two areas keeps the first area's key), every 404 noun, then the templates.
 */
export function messageEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  const seen = new Set<string>();
  const add = (key: string, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    entries[key] = text;
  };
  for (const [area, constant] of Object.entries(MESSAGE_SOURCES)) {
    for (const [name, text] of Object.entries(constant))
      if (typeof text === 'string') add(`msg.${area}.${name}`, text);
  }
  for (const noun of NOT_FOUND_NOUNS) add(`msg.notFound.${camelCase(noun)}`, notFoundText(noun));
  return { ...entries, ...MESSAGE_TEMPLATES };
}
