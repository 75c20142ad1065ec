import type { TRole } from '../permissions/roles.ts';

/**
 * A value put into a notice: as it is, a key read in the reader's language too (a role's name),
 * or a span of calendar days (`YYYY-MM-DD`) written in the reader's locale (a scorecard week).
 */
export type TNoticeValue = string | number | { key: string } | { dateRange: readonly [string, string] };

/** A notification's title or message: a pack key and its values, written in each reader's language. */
export type TNoticeText = { key: string; vars?: Readonly<Record<string, TNoticeValue>> };

/** A notice's title and message. */
type TNoticeTexts = { title: TNoticeText; message: TNoticeText };

const text = (key: string, vars?: Record<string, TNoticeValue>): TNoticeText =>
  vars ? { key, vars } : { key };
const SOMEONE = { key: 'notice.someone' };
const roleName = (role: TRole) => ({ key: `role.name.${role.toLowerCase()}` });

/** The kinds of item a person can be handed, each with its own sentence (articles differ by language). */
export const ASSIGNED_ITEM_KINDS = ['todo', 'rock', 'issue', 'headline', 'measurable'] as const;
export type TAssignedItemKind = (typeof ASSIGNED_ITEM_KINDS)[number];

/**
 * What each notification says (issue 33: the server writes it in the reader's language; the keys
 * live in the packs under `notice.*`).
 */
export const NOTICES = {
  invited: (inviter: string, org: string, role: TRole): TNoticeTexts => ({
    title: text('notice.invited.title'),
    message: text('notice.invited.message', { inviter, org, role: roleName(role) }),
  }),
  upgradeRequested: (name: string): TNoticeTexts => ({
    title: text('notice.upgradeRequested.title'),
    message: text('notice.upgradeRequested.message', { name }),
  }),
  upgradeAnswered: (org: string, isApproved: boolean): TNoticeTexts => ({
    title: text('notice.upgradeAnswered.title'),
    message: text(isApproved ? 'notice.upgradeAnswered.approved' : 'notice.upgradeAnswered.denied', { org }),
  }),
  /** `by` is null when the one who did it has no name to show ("Someone"). */
  assigned: (by: string | null, kind: TAssignedItemKind, title: string): TNoticeTexts => ({
    title: text(`notice.assigned.${kind}.title`),
    message: text(`notice.assigned.${kind}.message`, { by: by ?? SOMEONE, title }),
  }),
  cascaded: (by: string | null, title: string): TNoticeTexts => ({
    title: text('notice.cascaded.title'),
    message: text('notice.cascaded.message', { by: by ?? SOMEONE, title }),
  }),
  roleChanged: (org: string, role: TRole): TNoticeTexts => ({
    title: text('notice.roleChanged.title'),
    message: text('notice.roleChanged.message', { org, role: roleName(role) }),
  }),
  ownershipReceived: (org: string): TNoticeTexts => ({
    title: text('notice.ownership.title'),
    message: text('notice.ownership.received', { org }),
  }),
  ownershipGiven: (org: string, name: string): TNoticeTexts => ({
    title: text('notice.ownership.title'),
    message: text('notice.ownership.given', { org, name }),
  }),
  exportReady: (org: string, days: number, link: string): TNoticeTexts => ({
    title: text('notice.exportReady.title'),
    message: text('notice.exportReady.message', { org, count: days, link }),
  }),
  /** The week from its first to its last day (`YYYY-MM-DD`). */
  scorecardMissing: (firstDay: string, lastDay: string, names: string): TNoticeTexts => ({
    title: text('notice.scorecardMissing.title'),
    message: text('notice.scorecardMissing.message', { week: { dateRange: [firstDay, lastDay] }, names }),
  }),
} as const;
