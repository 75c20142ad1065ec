import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZAcceptInvitationAnswer,
  ZCheckEmailAnswer,
  ZCheckEmailRequest,
  ZInvitationAnswer,
  ZInvitationChangeAnswer,
  ZInvitationIdParam,
  ZInvitationKeyParams,
  ZInvitationRegisterAnswer,
  ZInvitationRegisterRequest,
  ZPersonInvitationsAnswer,
  ZResendInvitationRequest,
  ZSendInvitationsAnswer,
  ZSendInvitationsRequest,
  ZSubscriptionAddAnswer,
  ZSubscriptionAddRequest,
} from './invitations.schemas.ts';

const tag = 'invitations';
/** The bell's accept and decline take any id text: a tampered one is a 404, never a field error. */
const ZInvitationRefParam = ZInvitationKeyParams.pick({ invitationId: true });
const inviter = 'people.add';

/** The invitation endpoints: the inviter's, then the invited person's (docs/api-people.md). */
export const INVITATION_ENDPOINTS = {
  /** The latest invitation of each person. */
  list: defineEndpoint({
    method: 'GET',
    path: '/invitations',
    access: inviter,
    tag,
    summary: 'List the latest invitation of each person',
    answer: ZPersonInvitationsAnswer,
  }),
  /** Invitations to people already in the organisation. */
  send: defineEndpoint({
    method: 'POST',
    path: '/invitations',
    access: inviter,
    tag,
    summary: 'Invite people already in the organisation',
    body: ZSendInvitationsRequest,
    answer: ZSendInvitationsAnswer,
  }),
  /** Adds the people, then invites them. */
  addAndInvite: defineEndpoint({
    method: 'POST',
    path: '/subscription/add',
    access: inviter,
    tag,
    summary: 'Add people to the organisation and invite them',
    body: ZSubscriptionAddRequest,
    answer: ZSubscriptionAddAnswer,
  }),
  /** Whether someone with this email is already in the organisation. */
  checkEmail: defineEndpoint({
    method: 'POST',
    path: '/people/check-existing-email',
    access: inviter,
    tag,
    summary: 'Check whether an email is already in the organisation',
    body: ZCheckEmailRequest,
    answer: ZCheckEmailAnswer,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/resend',
    access: inviter,
    tag,
    summary: 'Send an invitation again',
    params: ZInvitationIdParam,
    body: ZResendInvitationRequest,
    answer: ZInvitationChangeAnswer,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/invitation/:invitationId',
    access: inviter,
    tag,
    summary: 'Revoke an invitation',
    params: ZInvitationIdParam,
    answer: ZInvitationChangeAnswer,
  }),
  /** The invitation page, before signing in: the key from the email opens it. */
  view: defineEndpoint({
    method: 'GET',
    path: '/invitation/:invitationId/:key',
    access: 'public',
    tag,
    summary: 'Open an invitation from its email link',
    description: 'Before signing in: the key from the email opens it.',
    params: ZInvitationKeyParams,
    answer: ZInvitationAnswer,
  }),
  /** A new account from the mailed link: the key proves the address, so no emailed code. */
  registerWithKey: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/:key/register',
    access: 'public',
    tag,
    summary: 'Create an account from an invitation link and accept it',
    description:
      'The key from the email proves the address, so the account is made verified (no emailed code), signed in, and the invitation accepted. 422 on `email` when the address already has an account (sign in instead).',
    params: ZInvitationKeyParams,
    body: ZInvitationRegisterRequest,
    answer: ZInvitationRegisterAnswer,
  }),
  /** Accept or decline, signed in as the invited email: from the email's link (with its key) ... */
  acceptWithKey: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/:key/accept',
    access: 'session',
    tag,
    summary: 'Accept an invitation from its email link',
    description: 'Signed in as the invited email address, with the key from the email.',
    params: ZInvitationKeyParams,
    answer: ZAcceptInvitationAnswer,
  }),
  declineWithKey: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/:key/decline',
    access: 'session',
    tag,
    summary: 'Decline an invitation from its email link',
    description: 'Signed in as the invited email address, with the key from the email.',
    params: ZInvitationKeyParams,
    answer: ZEnvelope,
  }),
  /** ... or from the bell, where the signed-in email is the proof. */
  accept: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/accept',
    access: 'session',
    tag,
    summary: 'Accept an invitation from the notification bell',
    description:
      'The signed-in email address is the proof; an id that is not an invitation of the caller answers 404.',
    params: ZInvitationRefParam,
    answer: ZAcceptInvitationAnswer,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/invitation/:invitationId/decline',
    access: 'session',
    tag,
    summary: 'Decline an invitation from the notification bell',
    description:
      'The signed-in email address is the proof; an id that is not an invitation of the caller answers 404.',
    params: ZInvitationRefParam,
    answer: ZEnvelope,
  }),
} as const;
