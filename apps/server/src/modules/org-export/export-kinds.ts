import type { PgTable } from 'drizzle-orm/pg-core';
import {
  acCollections,
  acRevisions,
  acSeats,
  dashboards,
  headlines,
  issues,
  liveIssueSources,
  liveMeetingAttendees,
  liveMeetings,
  measurableGoals,
  measurableMeetings,
  measurables,
  measuredValues,
  meetingChecklists,
  meetingFavorites,
  meetingInvitees,
  meetingOccurrences,
  meetings,
  people,
  quarterlySessions,
  rockMeetings,
  rocks,
  scorecardPreferences,
  todos,
  vtoCollections,
  vtoLongTermIssues,
  vtoQuarterlyRocks,
  vtoRevisions,
  vtoSections,
} from '../../db/schema/index.ts';

/**
 * One kind of an export: its file (`<file>.json`, and `<file>.csv` when `hasCsv`), the table its
 * rows come from (every table here has `org_id`), the fields left out (instance-local links) and,
 * for a table that points at itself, the field an import must insert parents before children by.
 * The order is the import's: every kind comes after the kinds it points at.
 */
export type TExportKind = {
  file: string;
  table: PgTable;
  omit?: readonly string[];
  selfRef?: string;
  hasCsv?: boolean;
  /** Fields holding rich text: sanitised again on import, like every write. */
  html?: readonly string[];
};

/** Instance-local fields of people: the account link and its state are made again by invitation. */
const PERSON_LOCAL = ['userId', 'hasAccepted'] as const;

export const EXPORT_KINDS: readonly TExportKind[] = [
  { file: 'people', table: people, omit: PERSON_LOCAL, hasCsv: true },
  { file: 'meetings', table: meetings, hasCsv: true },
  { file: 'meeting-invitees', table: meetingInvitees },
  { file: 'meeting-favorites', table: meetingFavorites },
  { file: 'meeting-checklists', table: meetingChecklists },
  { file: 'meeting-history', table: meetingOccurrences, hasCsv: true },
  { file: 'todos', table: todos, hasCsv: true, html: ['contentHtml'] },
  { file: 'issues', table: issues, hasCsv: true, html: ['contentHtml'] },
  {
    file: 'headlines',
    table: headlines,
    selfRef: 'cascadedFromHeadlineId',
    hasCsv: true,
    html: ['contentHtml'],
  },
  { file: 'rocks', table: rocks, selfRef: 'delegatedFromRockId', hasCsv: true, html: ['contentHtml'] },
  { file: 'rock-meetings', table: rockMeetings },
  { file: 'quarterly-sessions', table: quarterlySessions },
  { file: 'live-meetings', table: liveMeetings },
  { file: 'live-meeting-attendees', table: liveMeetingAttendees },
  { file: 'live-issue-sources', table: liveIssueSources },
  { file: 'measurables', table: measurables, hasCsv: true },
  { file: 'measurable-meetings', table: measurableMeetings },
  { file: 'measurable-goals', table: measurableGoals, hasCsv: true },
  { file: 'measured-values', table: measuredValues, hasCsv: true },
  { file: 'scorecard-preferences', table: scorecardPreferences },
  { file: 'vto-folders', table: vtoCollections },
  { file: 'vto-revisions', table: vtoRevisions },
  { file: 'vto-sections', table: vtoSections },
  { file: 'vto-quarterly-rocks', table: vtoQuarterlyRocks },
  { file: 'vto-long-term-issues', table: vtoLongTermIssues, html: ['contentHtml'] },
  { file: 'chart-folders', table: acCollections },
  { file: 'charts', table: acRevisions },
  { file: 'chart-seats', table: acSeats, hasCsv: true },
  { file: 'dashboards', table: dashboards },
];

/** The organisation's own settings (`org.json`, one object). */
export const ORG_FILE = 'org';
/** Each person's notification choices (they are kept per account, so only people with one have them). */
export const PREFERENCES_FILE = 'notification-preferences';
/**
 * The people's pictures, `avatars/{personId}.webp` (256 px). An import leaves them: the people it
 * brings are invited, and their pictures belong to their own accounts.
 */
export const AVATARS_FOLDER = 'avatars';
/**
 * The organisation's logo (`logo.json`: hash, types and the WebP; `logo/logo.png` beside it), only
 * when it has one. An import puts it back on the new organisation (org-logos' transfer).
 */
export const LOGO_FILE = 'logo';
/** What the export carries about billing (`billing.json`, one object); an import leaves it. */
export const BILLING_FILE = 'billing';
export const MANIFEST_FILE = 'manifest.json';
/** What the manifest's `format` says, so an import knows a Cairn export from any other zip. */
export const EXPORT_FORMAT_NAME = 'cairn-organization-export';

/** Every file an export writes and an import reads (JSON), in the import's order. */
export const KIND_FILES = [ORG_FILE, ...EXPORT_KINDS.map((kind) => kind.file), PREFERENCES_FILE] as const;
