import { z } from 'zod';
import { ZEmail, ZPersonName, ZRegisterRequest } from '../account/account.schemas.ts';
import { ZUuid } from '../common/ids.schemas.ts';
import { secretParam } from '../common/secret-params.ts';
import { ZEnvelope } from '../errors.ts';
import { ZAssignableRole, ZPerson, ZRole } from '../orgs/orgs.schemas.ts';
import {
  FREE_DOMAINS_MAX,
  INVITATION_STATUSES,
  INVITEES_MAX,
  LICENCE_TEXTS,
  PAID_USERS_PAGE,
  PEOPLE_TEXTS,
} from './people.constants.ts';

/** The page the mailed link opens: `{baseUrl}/welcome/invitation/{id}/{key}` (000 §2.1). */
export const ZBaseUrl = z.url({ error: 'A base URL is required' }).max(2000);

/** `POST invitations`: mail a link to each listed person who has not accepted yet. */
export const ZSendInvitationsRequest = z.object({
  invitees: z
    .array(z.object({ id: z.uuid(), email: ZEmail }))
    .min(1, PEOPLE_TEXTS.required)
    .max(INVITEES_MAX),
  baseUrl: ZBaseUrl,
});
export type TSendInvitationsRequest = z.infer<typeof ZSendInvitationsRequest>;

/** One person of the Invite Users popup's list. Owner is never offered (role defaults to Member). */
export const ZNewInvitee = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
  role: ZAssignableRole.default('Member'),
});
export type TNewInvitee = z.infer<typeof ZNewInvitee>;

/** `POST subscription/add`: add the popup's people and invite each of them. */
export const ZSubscriptionAddRequest = z.object({
  invitees: z.array(ZNewInvitee).min(1, PEOPLE_TEXTS.required).max(INVITEES_MAX),
  baseUrl: ZBaseUrl,
  isUpgradeRequest: z.boolean().optional(),
});
export type TSubscriptionAddRequest = z.infer<typeof ZSubscriptionAddRequest>;

/** `POST people/check-existing-email`. */
export const ZCheckEmailRequest = z.object({ email: ZEmail });

export const ZInvitationStatus = z.enum(INVITATION_STATUSES);

/** One sent invitation as the inviter sees it. */
export const ZSentInvitation = z.object({ id: z.uuid(), email: z.string(), status: ZInvitationStatus });
export type TSentInvitation = z.infer<typeof ZSentInvitation>;

/** `POST invitations`. */
export const ZSendInvitationsAnswer = ZEnvelope.extend({ invitations: z.array(ZSentInvitation) });
/** `POST subscription/add`: the people made and their invitations (no checkout: billing comes later). */
export const ZSubscriptionAddAnswer = ZEnvelope.extend({
  people: z.array(z.object({ id: z.uuid(), email: z.string() })),
  invitations: z.array(ZSentInvitation),
  shouldRedirectToCheckout: z.boolean(),
});
/** `POST people/check-existing-email`: the organisation's person with that email, or null. */
export const ZCheckEmailAnswer = ZEnvelope.extend({ person: z.object({ id: z.uuid() }).nullable() });

/** An invitation as the invited person sees it (the validate page). */
export const ZInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  orgName: z.string(),
  inviterName: z.string(),
  role: ZRole,
  status: ZInvitationStatus,
  /** The invited person's names as the inviter typed them: the account form starts with them. */
  firstName: z.string(),
  lastName: z.string(),
  /** True when the address already has an account (then the invitee signs in to accept). */
  hasAccount: z.boolean(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/**
 * `POST invitation/{id}/{key}/register`: the account made from the mailed link, whose key proves
 * the address (no emailed code); names start as the inviter gave them.
 */
export const ZInvitationRegisterRequest = ZRegisterRequest.omit({ email: true });
export type TInvitationRegisterRequest = z.infer<typeof ZInvitationRegisterRequest>;
/** The account made, signed in, and the organisation joined. */
export const ZInvitationRegisterAnswer = ZEnvelope.extend({
  token: z.string(),
  userId: z.uuid(),
  orgId: z.uuid(),
});

/** `GET invitation/{id}/{key}`. */
export const ZInvitationAnswer = ZEnvelope.extend({ invitation: ZInvitation });
/** `POST invitation/{id}/{key}/accept`: the organisation joined. */
export const ZAcceptInvitationAnswer = ZEnvelope.extend({ orgId: z.uuid() });

/** `/welcome/invitation/{id}/{key}` params. */
export const ZInvitationKeyParams = z.object({
  /** Any text: a tampered id is a 404 like a tampered key, never a field error. */
  invitationId: z.string().min(1).max(100),
  /** The mailed secret: masked in access logs wherever it travels in a path. */
  key: secretParam(z.string().min(1).max(200)),
});

/** One person's newest invitation as the licence page lists it. */
export const ZPersonInvitation = ZSentInvitation.extend({
  personId: z.uuid(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** True once the link no longer works by age (a pending invitation past its expiry). */
  isExpired: z.boolean(),
});
export type TPersonInvitation = z.infer<typeof ZPersonInvitation>;

/** `GET invitations`: the newest invitation of each person of the organisation. */
export const ZPersonInvitationsAnswer = ZEnvelope.extend({ invitations: z.array(ZPersonInvitation) });
/** `POST invitation/{id}/resend`. */
export const ZResendInvitationRequest = z.object({ baseUrl: ZBaseUrl });
/** `POST invitation/{id}/resend`, `DELETE invitation/{id}`. */
export const ZInvitationChangeAnswer = ZEnvelope.extend({ invitation: ZPersonInvitation });
export const ZInvitationIdParam = z.object({ invitationId: z.uuid() });

/** `PUT org/owner/{id}` (001 §7): the new owner's name, the organisation and the previous owner. */
export const ZTransferOwnershipAnswer = ZEnvelope.extend({
  person: z.object({ id: z.uuid(), name: z.string() }),
  org: z.object({ id: z.uuid() }),
  previousOwner: z.object({ id: z.uuid() }),
});

/** `POST person/approveupgrade/{personId}/{orgId}` and `.../denyupgrade/...` (000 §7). */
export const ZUpgradeAnswerParams = z.object({ personId: ZUuid, orgId: ZUuid });

/** Upgrade calls answer the person after the change (their role and `upgradeRequestStatus`). */
export const ZUpgradePersonAnswer = ZEnvelope.extend({ person: ZPerson });

/** One free domain: lower-cased, without a leading `@`, e.g. `contractors.example.com`. */
const ZFreeDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        LICENCE_TEXTS.invalidDomain,
      ),
  );

/** `PUT subscription/domains`: the organisation's free domains (people with these emails take no paid seat). */
export const ZFreeDomainsRequest = z.object({
  domains: z
    .array(ZFreeDomain)
    .max(FREE_DOMAINS_MAX, LICENCE_TEXTS.tooManyDomains)
    .transform((domains) => [...new Set(domains)]),
});
export const ZFreeDomainsAnswer = ZEnvelope.extend({ domains: z.array(z.string()) });

/** `GET org/paid-users?startIndex=&endIndex=`: a window of at most 300 paid people. */
export const ZPaidUsersQuery = z
  .object({
    startIndex: z.coerce.number().int().min(0).default(0),
    endIndex: z.coerce.number().int().min(0).default(PAID_USERS_PAGE),
  })
  .refine((q) => q.endIndex >= q.startIndex && q.endIndex - q.startIndex <= PAID_USERS_PAGE, {
    message: `Ask for at most ${PAID_USERS_PAGE} people at a time.`,
    path: ['endIndex'],
  });
export const ZPaidUsersAnswer = ZEnvelope.extend({ items: z.array(ZPerson), totalCount: z.number().int() });

/** `GET subscription/seat-count`: the paid seats the organisation uses, and its free people. */
export const ZSeatCountAnswer = ZEnvelope.extend({
  seatCount: z.number().int(),
  freeCount: z.number().int(),
});
