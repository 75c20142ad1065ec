import { endSentence } from '../common/sentence.ts';
/** Limits and texts of invitations, licences, upgrade requests and ownership (001 §5-§8). */

/** An invitation link works for 14 days after it was (re)sent. */
export const INVITATION_EXPIRY_DAYS = 14;
/** How many invitation mails one organisation may send per hour (sending and resending). */
export const INVITATIONS_PER_ORG_PER_HOUR = 100;
/** How many people one Invite Users popup may add at once. */
export const INVITEES_MAX = 50;

/** Where an invitation stands. */
export const INVITATION_STATUSES = ['Pending', 'Accepted', 'Declined', 'Revoked'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const PEOPLE_TEXTS = {
  required: 'Required',
  existingEmail: 'This person is already part of the organization.',
  inviteSent: 'Your invitations have been sent.',
  inviteSentToast: 'Your invite has been sent',
  cannotInviteOwner: 'Nobody is invited as Owner; transfer ownership after they join.',
  alreadyAccepted: 'This person has already joined the organization.',
  emailMismatch: 'The email does not match this person.',
  tooManyInvitations:
    'Too many invitations were sent from this organization in the last hour. Try again later.',
  invitationNotFound: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  invitationExpired: 'This invitation has expired. Ask the person who invited you to send it again.',
  invitationRevoked: 'This invitation was withdrawn by the organization.',
  invitationUsed: 'This invitation has already been used.',
  invitationNotPending: 'This invitation is no longer open.',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign out and sign in (or register) with that email address to accept it.`,
  accepted: (orgName: string) => endSentence(`You joined ${orgName}`),
  declined: 'You declined the invitation.',
  resent: 'The invitation was sent again.',
  revoked: 'The invitation was withdrawn.',
} as const;

/** An Observer's upgrade request (000 §3 enumerations, §4). */
export const UPGRADE_REQUEST_STATUSES = ['None', 'Pending', 'Completed', 'Denied'] as const;
export type TUpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

/** Upgrade request texts (000 §4, §7). */
export const UPGRADE_TEXTS = {
  request: 'Request Upgrade',
  pending: 'Upgrade pending approval',
  denied: 'Upgrade not approved',
  confirmTitle: 'Request an upgrade',
  confirm:
    'Your request goes to the organization owner for approval. Once approved you become a licensed Member and can add and edit To-Dos, Issues, Headlines and Rocks.',
  requested: 'Requested',
  onlyObservers: 'Only a Free Observer can request an upgrade.',
  approved: (name: string) => `${name} is now a licensed Member.`,
  deniedNotice: (name: string) => `The upgrade request of ${name} was not approved.`,
  alreadyApproved: (name: string) => `${name} was already upgraded.`,
  noRequest: (name: string) => `${name} has not requested an upgrade.`,
} as const;

/** Ownership transfer (001 §6-§8). */
export const OWNERSHIP_TEXTS = {
  transferred: (name: string) => `Ownership successfully transferred to: ${name}`,
  chooseTarget: 'Choose who becomes the owner.',
  notSelf: 'You are already the owner.',
  notAccepted: 'Ownership can only go to someone who has accepted their invitation.',
  notPaid: 'Ownership can only go to a paid user (not a Free Observer or Implementer).',
  confirm: (name: string) =>
    `${name} becomes the owner of the organization. You become an Admin and lose access to the Billing pages.`,
} as const;

/**
 * Who owns what a removed person owned (issue 15: "their items stay and show former member"):
 * removing a person keeps their items, with no owner. English, for the shared item lists and rocks
 * until they are on keys; converted areas read their own key (`meeting.formerMember`,
 * `scorecard.formerMember`, `ac.people.formerMember`).
 */
export const FORMER_MEMBER = 'Former member';

/** Free email domains and seats (000 §6, 001 §5, §7). */
export const FREE_DOMAINS_MAX = 50;
/** `GET org/paid-users` pages at most this many people (001 §7: "paid users searched in pages of 300"). */
export const PAID_USERS_PAGE = 300;
export const LICENCE_TEXTS = {
  invalidDomain: 'Enter a domain such as example.com.',
  tooManyDomains: `At most ${FREE_DOMAINS_MAX} free domains.`,
  domainsSaved: 'Free domains saved.',
  paid: 'Paid',
  free: 'Free',
  billing: 'Billing',
  billingOnlyPaid: 'Only a paid person who has joined the organization can manage billing.',
  billingOwner: 'The owner always manages billing.',
  billingGranted: (name: string) => `${name} can now manage billing.`,
  billingRemoved: (name: string) => `${name} can no longer manage billing.`,
} as const;
