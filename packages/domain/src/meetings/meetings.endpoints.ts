import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam, ZIdsQuery } from '../common/ids.schemas.ts';
import {
  ZColorTagRequest,
  ZCreateMeetingRequest,
  ZLeadershipTeamParams,
  ZMeetingAnswer,
  ZMeetingFavoriteRequest,
  ZMeetingOwnerRequest,
  ZMeetingSearchAnswer,
  ZMeetingSearchRequest,
  ZMeetingsAnswer,
  ZMeetingValidAnswer,
  ZUpdateMeetingRequest,
} from './meetings.schemas.ts';

const tag = 'meetings';
const read = 'meetings.read';
const update = 'meetings.update';

/** The meeting endpoints (docs/api.md, Meetings). */
export const MEETING_ENDPOINTS = {
  /** The caller becomes its owner and is always invited. */
  create: defineEndpoint({
    method: 'POST',
    path: '/meetings',
    access: 'meetings.create',
    tag,
    summary: 'Create a meeting',
    description: 'The caller becomes its owner and is always invited; new meetings get the Level 10 agenda.',
    body: ZCreateMeetingRequest,
    bodyExample: {
      title: 'Leadership L10',
      inviteeIds: ['8a3e6d21-4f5b-4c7a-b912-0e6d3c2f1a44', 'c71b9f02-6e3d-4a18-8d5c-7b2a0f9e3d55'],
      colorTag: 'Blue',
      schedule: { weekday: 1, time: '09:00', timeZone: 'Europe/Berlin' },
    },
    answer: ZMeetingAnswer,
    status: 201,
  }),
  /** 403 when the caller is not invited, 404 when it is not this organisation's. */
  get: defineEndpoint({
    method: 'GET',
    path: '/meeting/:id',
    access: read,
    tag,
    summary: 'Read a meeting',
    description: "403 when the caller is not invited, 404 when it is not this organisation's.",
    params: ZIdParam,
    answer: ZMeetingAnswer,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/meetings',
    access: read,
    tag,
    summary: 'List meetings by id',
    query: ZIdsQuery,
    answer: ZMeetingsAnswer,
  }),
  /** Whether a meeting link can be opened by the caller (not invited: not valid). */
  validate: defineEndpoint({
    method: 'GET',
    path: '/meetings/validate/:id',
    access: read,
    tag,
    summary: 'Check whether the caller may open a meeting',
    params: ZIdParam,
    answer: ZMeetingValidAnswer,
  }),
  /** The meetings the caller may see; 002 §3 Search. */
  search: defineEndpoint({
    method: 'POST',
    path: '/meetings/search',
    access: read,
    tag,
    summary: 'Search the meetings the caller may see',
    body: ZMeetingSearchRequest,
    answer: ZMeetingSearchAnswer,
  }),
  /** Title, invitees, agenda and schedule, with the `version` read (a stale one answers 409). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id',
    access: update,
    tag,
    summary: 'Edit a meeting',
    description: 'Title, invitees, agenda and schedule, with the `version` read.',
    params: ZIdParam,
    body: ZUpdateMeetingRequest,
    answer: ZMeetingAnswer,
  }),
  /** 000 §7; `None` removes the label. */
  setColorTag: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/color-tag',
    access: update,
    tag,
    summary: 'Set the colour tag of a meeting',
    params: ZIdParam,
    body: ZColorTagRequest,
    answer: ZMeetingAnswer,
  }),
  /** The new owner is invited if they were not yet. */
  setOwner: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/owner',
    access: update,
    tag,
    summary: 'Change the owner of a meeting',
    description: 'The new owner is invited if they were not yet.',
    params: ZIdParam,
    body: ZMeetingOwnerRequest,
    answer: ZMeetingAnswer,
  }),
  /** The caller's own favourite; any role may. */
  setFavorite: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/favorite',
    access: 'meetings.favorite',
    tag,
    summary: "Mark or unmark a meeting as the caller's favourite",
    description: 'Any role may, Observers included.',
    params: ZIdParam,
    body: ZMeetingFavoriteRequest,
    answer: ZMeetingAnswer,
  }),
  /** Archives: the meeting leaves the lists and frees its title; nothing is deleted. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: '/meeting/:id',
    access: 'meetings.archive',
    tag,
    summary: 'Archive a meeting',
    description: 'The meeting leaves the lists and frees its title; nothing is deleted.',
    params: ZIdParam,
    answer: ZMeetingAnswer,
  }),
  restore: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/restore',
    access: 'meetings.archive',
    tag,
    summary: 'Restore an archived meeting',
    params: ZIdParam,
    answer: ZMeetingAnswer,
  }),
  /** Marks (or unmarks) the leadership team meeting; marking one clears the other. */
  setLeadershipTeam: defineEndpoint({
    method: 'PUT',
    path: '/org/leadershipteam/:meetingId/:isLeadershipTeam',
    access: 'org.update',
    tag,
    summary: 'Mark or unmark the leadership team meeting',
    description: 'At most one meeting is the leadership team meeting: marking one clears the other.',
    params: ZLeadershipTeamParams,
    answer: ZMeetingAnswer,
  }),
} as const;
