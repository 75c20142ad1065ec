import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam, ZIdsQuery } from '../common/ids.schemas.ts';
import { ZTransferOwnershipAnswer } from '../people/invitations.schemas.ts';
import {
  ZAddMemberAnswer,
  ZAddMemberRequest,
  ZChangeRoleRequest,
  ZPeopleAnswer,
  ZPeopleSearchAnswer,
  ZPeopleSearchRequest,
  ZPersonAnswer,
  ZRemovedPersonAnswer,
} from './orgs.schemas.ts';

const tag = 'people';

/** The people of the current organisation (docs/api.md, People). */
export const PEOPLE_ENDPOINTS = {
  /** Everyone, or the people with these ids. */
  list: defineEndpoint({
    method: 'GET',
    path: '/people',
    access: 'people.read',
    tag,
    summary: 'List the people of the organisation',
    query: ZIdsQuery,
    answer: ZPeopleAnswer,
  }),
  /** 000 §7: the pickers' filters (`has-license`, `has-role`, `excluded-ids`, `text-search`). */
  search: defineEndpoint({
    method: 'POST',
    path: '/people/search',
    access: 'people.read',
    tag,
    summary: 'Search the people of the organisation',
    body: ZPeopleSearchRequest,
    answer: ZPeopleSearchAnswer,
  }),
  addMember: defineEndpoint({
    method: 'PUT',
    path: '/org/add-member',
    access: 'people.add',
    tag,
    summary: 'Add a person to the organisation',
    description: 'Nothing is mailed and no user is linked: an invitation (`POST /invitations`) does that.',
    body: ZAddMemberRequest,
    answer: ZAddMemberAnswer,
  }),
  /** The Owner's role is fixed; a stale `version` answers 409. */
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/person/:id/role',
    access: 'people.changeRole',
    tag,
    summary: "Change a person's role",
    description: "The Owner's role is fixed; a stale `version` answers 409.",
    params: ZIdParam,
    body: ZChangeRoleRequest,
    answer: ZPersonAnswer,
  }),
  /** Not the Owner, not oneself. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/person/:id',
    access: 'people.remove',
    tag,
    summary: 'Remove a person from the organisation',
    description: 'Not the Owner and not oneself.',
    params: ZIdParam,
    answer: ZRemovedPersonAnswer,
  }),
  /** Hands the Owner level to this person; the Owner becomes an Admin. */
  transferOwnership: defineEndpoint({
    method: 'PUT',
    path: '/org/owner/:id',
    access: 'org.transferOwnership',
    tag,
    summary: 'Transfer ownership to a person',
    description: 'The person becomes the Owner; the previous Owner becomes an Admin.',
    params: ZIdParam,
    answer: ZTransferOwnershipAnswer,
  }),
} as const;
