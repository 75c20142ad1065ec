import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../account/account.constants.ts';
import { ZEmail, ZPersonName } from '../account/account.schemas.ts';
import { ZAvatarUrl } from '../account/avatar.schemas.ts';
import { isValidTimeZone, WEEK_STARTS } from '../common/clock.ts';
import { IDS_QUERY_MAX } from '../common/ids.constants.ts';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import { UPGRADE_REQUEST_STATUSES } from '../people/people.constants.ts';
import { ASSIGNABLE_ROLES, ROLES } from '../permissions/roles.ts';
import {
  searchAnswerSchema,
  searchRequestSchema,
  ZSearchFlagFilter,
  ZSearchTextFilter,
} from '../search/search.schemas.ts';
import { ORG_NAME_MAX_LENGTH, ORG_TEXTS } from './orgs.constants.ts';

/** An organisation name: required, trimmed, bounded. */
export const ZOrgName = z
  .string({ error: ORG_TEXTS.required })
  .trim()
  .min(1, ORG_TEXTS.required)
  .max(ORG_NAME_MAX_LENGTH, `At most ${ORG_NAME_MAX_LENGTH} characters`);

/** An IANA time zone the runtime knows (`Europe/Berlin`, `UTC`). */
export const ZTimeZone = z
  .string({ error: ORG_TEXTS.chooseTimeZone })
  .refine(isValidTimeZone, ORG_TEXTS.chooseTimeZone);
export const ZWeekStart = z.enum(WEEK_STARTS, { error: ORG_TEXTS.chooseWeekStart });

/** `POST orgs`; the web sends the browser's zone, else the organisation starts on UTC. */
export const ZCreateOrgRequest = z.object({ name: ZOrgName, timeZone: ZTimeZone.optional() });
export type TCreateOrgRequest = z.infer<typeof ZCreateOrgRequest>;

/** An organisation as answered. */
export const ZOrg = z.object({
  id: z.uuid(),
  /** Shown in the org selector and the window title. */
  name: z.string(),
  /** One of THEME_COLORS; the web's primary colour while working in this organisation. */
  themeColor: z.string(),
  /** The uploaded logo (`/api/v2/org/{id}/logo/{hash}`, WebP), or null: the initials are shown. */
  logoUrl: z.string().nullable(),
  /** The Owner's person (approves upgrades, holds billing); null only while being created. */
  ownerPersonId: z.uuid().nullable(),
  /** The IANA zone the organisation's days are judged in (overdue, this week). */
  timeZone: z.string(),
  /** The first day of the organisation's week. */
  weekStart: ZWeekStart,
  /** The company's website as typed (`example.com`), or null. */
  website: z.string().nullable(),
  /** The company's phone number in E.164 ("+12125550100"; ten US digits if saved before), or null. */
  phone: z.string().nullable(),
  /** Every member must use two-factor sign-in (`PUT org/{id}/two-factor`, Owner only). */
  requireTwoFactor: z.boolean(),
  /** Optimistic lock: `PUT org/{id}` sends it back; a stale one gets 409. */
  version: z.number(),
  /** ISO 8601 UTC instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrg = z.infer<typeof ZOrg>;

export const ZRole = z.enum(ROLES);
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role' });

/**
 * `PUT org/add-member` (001 §3: firstName, lastName, email, username, avatarUrl); the role
 * defaults to Member (Owner is never offered). Cairn signs people in by their email address, so
 * `username` is that address: either names the person alone, and when both are sent they must
 * agree (422 on `username`).
 */
export const ZAddMemberRequest = z
  .object({
    firstName: ZPersonName,
    lastName: ZPersonName,
    email: ZEmail.optional(),
    username: ZEmail.optional(),
    role: ZAssignableRole.default('Member'),
    /** An avatar uploaded to this instance (001 §3 member invite); the person's own upload replaces it once they join. */
    avatarUrl: ZAvatarUrl.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.username)
      ctx.addIssue({ code: 'custom', path: ['email'], message: ACCOUNT_TEXTS.required });
    else if (value.email && value.username && value.email !== value.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: ORG_TEXTS.usernameIsEmail });
  })
  .transform(({ username, ...value }) => ({ ...value, email: value.email ?? username ?? '' }));
export type TAddMemberRequest = z.output<typeof ZAddMemberRequest>;

/** `PUT person/{id}/role`. `version`, when sent, must be the person's current one (else 409). */
export const ZChangeRoleRequest = z.object({
  role: ZAssignableRole,
  version: z.number().int().nonnegative().optional(),
});
export type TChangeRoleRequest = z.infer<typeof ZChangeRoleRequest>;

/** A person of an organisation as answered. */
export const ZPerson = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  /** The user behind the person; null until someone registers with the person's email. */
  userId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** Lower-cased; unique inside the organisation. */
  email: z.string(),
  /** `/api/v2/avatar/{userId}/{hash}` (readable by the organisation's people), or null for initials. */
  avatarUrl: z.string().nullable(),
  role: ZRole,
  /** True when the role takes a paid licence (000 §6; see PAID_ROLES: not Observer, not Implementer). */
  hasLicense: z.boolean(),
  /** True once the person is linked to a registered user. */
  hasAccepted: z.boolean(),
  /** An Observer's request for a licence (000 §3): None, Pending, Completed or Denied. */
  upgradeRequestStatus: z.enum(UPGRADE_REQUEST_STATUSES),
  /** The role's `scope|action` strings (000 §3), e.g. `Update|Billing` for the Owner. */
  permissions: z.array(z.string()),
  /** Optimistic lock: `PUT person/{id}/role` may send it back; a stale one gets 409. */
  version: z.number(),
});
export type TPerson = z.infer<typeof ZPerson>;

/** `{ org }` answers (`POST orgs`, `GET org/{id}`, `PUT org/{id}`). */
export const ZOrgAnswer = ZEnvelope.extend({ org: ZOrg });
/** `GET orgs?ids=`. */
export const ZOrgsAnswer = ZEnvelope.extend({ orgs: z.array(ZOrg) });
/** `{ person }` answers (`PUT org/add-member`, `PUT person/{id}/role`). */
export const ZPersonAnswer = ZEnvelope.extend({ person: ZPerson });
/** `PUT org/add-member`: the new (not yet accepted) person's id, and the person. */
export const ZAddMemberAnswer = ZPersonAnswer.extend({ id: z.uuid() });
/** `GET people?ids=`. */
export const ZPeopleAnswer = ZEnvelope.extend({ people: z.array(ZPerson) });
/** `DELETE person/{id}`: the removed person's id. */
export const ZRemovedPersonAnswer = ZEnvelope.extend({ personId: z.uuid() });

/**
 * `POST people/search` (000 §7 person search): the organisation's people for pickers and lists.
 * `text-search` matches first name, last name, full name or email; `traction-ids` keeps the
 * invitees of those meetings (meetings the caller cannot see match nobody); `has-license` the
 * licensed roles (or the others); `has-role` any of these roles; `has-accepted-invite` people who
 * accepted (or not yet); `excluded-ids` leaves people out. Sorts: `name` (last, first), `email`, `role`.
 */
export const ZPeopleSearchRequest = searchRequestSchema({
  filters: {
    'text-search': ZSearchTextFilter,
    'traction-ids': z.array(ZUuid).max(IDS_QUERY_MAX),
    'has-license': ZSearchFlagFilter,
    'has-role': z.array(ZRole).min(1).max(ROLES.length),
    'has-accepted-invite': ZSearchFlagFilter,
    'excluded-ids': z.array(ZUuid).max(IDS_QUERY_MAX),
  },
  sorts: ['name', 'email', 'role'],
});
export type TPeopleSearchRequest = z.infer<typeof ZPeopleSearchRequest>;
/** `POST people/search`: a page of people. */
export const ZPeopleSearchAnswer = searchAnswerSchema(ZPerson);
