import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { itemEndpoints } from '../items/item-endpoints.ts';
import {
  ZCompleteRockRequest,
  ZCreateRockRequest,
  ZDeleteRockParams,
  ZReassignRockRequest,
  ZRemoveInMeetingAnswer,
  ZRemoveInMeetingParams,
  ZRemoveInMeetingRequest,
  ZRockAnswer,
  ZRockCreatedAnswer,
  ZRockDelegatesAnswer,
  ZRockDeletedAnswer,
  ZRockSearchAnswer,
  ZRockSearchRequest,
  ZRockStatusRequest,
  ZRocksAnswer,
  ZUpdateRockRequest,
} from './rocks.schemas.ts';

const tag = 'rocks';
const read = 'content.read';
const change = 'content.change';

/** The Rock endpoints (docs/api.md, Rocks): declared once for the server's routes and the web's calls. */
export const ROCK_ENDPOINTS = {
  ...itemEndpoints('rock', 'rocks', {
    answer: ZRockAnswer,
    listAnswer: ZRocksAnswer,
    searchRequest: ZRockSearchRequest,
    searchAnswer: ZRockSearchAnswer,
    updateRequest: ZUpdateRockRequest,
    reassignRequest: ZReassignRockRequest,
  }),
  /** A rock, and one delegated copy per delegate (000 §5 Add Rock). */
  create: defineEndpoint({
    method: 'POST',
    path: '/rocks',
    access: change,
    tag,
    summary: 'Create a Rock',
    description: 'The Rock, and one delegated copy per delegate.',
    body: ZCreateRockRequest,
    answer: ZRockCreatedAnswer,
    status: 201,
  }),
  /** The rock's delegation chain: its parent and the copies made from it. */
  delegates: defineEndpoint({
    method: 'GET',
    path: '/rock/:id/delegates',
    access: read,
    tag,
    summary: "Read a Rock's delegation chain (its parent and its copies)",
    params: ZIdParam,
    answer: ZRockDelegatesAnswer,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/rock/:id/status',
    access: change,
    tag,
    summary: 'Set the status of a Rock (on track, off track, done ...)',
    params: ZIdParam,
    body: ZRockStatusRequest,
    answer: ZRockAnswer,
  }),
  complete: defineEndpoint({
    method: 'PUT',
    path: '/rock/:id/complete',
    access: change,
    tag,
    summary: 'Complete or reopen a Rock',
    params: ZIdParam,
    body: ZCompleteRockRequest,
    answer: ZRockAnswer,
  }),
  /** Soft delete; `flag` true removes the delegated copies too. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/rock/:id/:flag',
    access: change,
    tag,
    summary: 'Delete a Rock',
    description: 'A soft delete; with `flag` true the delegated copies are deleted too.',
    params: ZDeleteRockParams,
    answer: ZRockDeletedAnswer,
  }),
  /** The meeting's Rocks section: remove several at once; those that cannot be are listed. */
  removeInMeeting: defineEndpoint({
    method: 'POST',
    path: '/rocks/remove-in-meeting/:meetingId',
    access: change,
    tag,
    summary: 'Remove several Rocks from a meeting',
    description: "The meeting's Rocks section: those that cannot be removed are listed in the answer.",
    params: ZRemoveInMeetingParams,
    body: ZRemoveInMeetingRequest,
    answer: ZRemoveInMeetingAnswer,
  }),
} as const;
