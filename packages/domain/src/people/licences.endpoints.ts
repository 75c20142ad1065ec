import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZPersonAnswer } from '../orgs/orgs.schemas.ts';
import {
  ZFreeDomainsAnswer,
  ZFreeDomainsRequest,
  ZPaidUsersAnswer,
  ZPaidUsersQuery,
  ZSeatCountAnswer,
  ZUpgradeAnswerParams,
  ZUpgradePersonAnswer,
} from './invitations.schemas.ts';

const tag = 'licences';

/**
 * Licences (000 §6, 001 §5, §7; docs/api-people.md): the free domains whose people take no paid
 * seat, the paid people and the seat count, an Observer's request for a licence and its answer,
 * and the billing permission the Owner grants.
 */
export const LICENCE_ENDPOINTS = {
  freeDomains: defineEndpoint({
    method: 'GET',
    path: '/subscription/domains',
    access: 'people.read',
    tag,
    summary: 'List the free email domains (people of these domains take no paid seat)',
    answer: ZFreeDomainsAnswer,
  }),
  /** The Owner sets them: they decide what the organisation pays for. */
  setFreeDomains: defineEndpoint({
    method: 'PUT',
    path: '/subscription/domains',
    access: 'billing.update',
    tag,
    summary: 'Set the free email domains',
    body: ZFreeDomainsRequest,
    answer: ZFreeDomainsAnswer,
  }),
  /** The paid people, by last name, in windows of at most 300. */
  paidUsers: defineEndpoint({
    method: 'GET',
    path: '/org/paid-users',
    access: 'people.read',
    tag,
    summary: 'List the people who hold a paid licence',
    query: ZPaidUsersQuery,
    answer: ZPaidUsersAnswer,
  }),
  seatCount: defineEndpoint({
    method: 'GET',
    path: '/subscription/seat-count',
    access: 'people.read',
    tag,
    summary: 'Count the paid seats and the free people of the organisation',
    answer: ZSeatCountAnswer,
  }),
  /** The caller (an Observer) asks the Owner for a licence. */
  requestUpgrade: defineEndpoint({
    method: 'POST',
    path: '/person/upgrade',
    access: 'org.read',
    tag,
    summary: 'Ask the Owner for a licence',
    description: 'An Observer asks to become a licensed member; the Owner is notified.',
    answer: ZUpgradePersonAnswer,
  }),
  /** The organisation is the path's, not the session's: the bell answers for any of the user's. */
  approveUpgrade: defineEndpoint({
    method: 'POST',
    path: '/person/approveupgrade/:personId/:orgId',
    access: 'session',
    tag,
    summary: 'Approve a request for a licence',
    description:
      "The organisation is the one in the path, not the session's: the bell answers for any of the user's organisations.",
    params: ZUpgradeAnswerParams,
    answer: ZUpgradePersonAnswer,
  }),
  denyUpgrade: defineEndpoint({
    method: 'POST',
    path: '/person/denyupgrade/:personId/:orgId',
    access: 'session',
    tag,
    summary: 'Deny a request for a licence',
    params: ZUpgradeAnswerParams,
    answer: ZUpgradePersonAnswer,
  }),
  /** 002 §7: the Owner lets someone manage billing, or stops it. */
  grantBilling: defineEndpoint({
    method: 'PUT',
    path: '/person/:id/permission/billing',
    access: 'billing.update',
    tag,
    summary: 'Let a person manage billing',
    params: ZIdParam,
    answer: ZPersonAnswer,
  }),
  removeBilling: defineEndpoint({
    method: 'DELETE',
    path: '/person/:id/permission/billing',
    access: 'billing.update',
    tag,
    summary: 'Stop a person from managing billing',
    params: ZIdParam,
    answer: ZPersonAnswer,
  }),
} as const;
