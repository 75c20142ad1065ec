import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZEndedSessionsAnswer,
  ZNavBarAnswer,
  ZSessionAnswer,
  ZSwitchedOrgAnswer,
} from './session.schemas.ts';

const tag = 'session';
const ZSessionIdParam = z.object({ id: z.uuid('Invalid id') });
/** The browser's clock offset and zone, which the answer's dates follow. */
const ZSessionQuery = z.object({
  offset: z.coerce.number().int().optional(),
  tz: z.string().max(64).optional(),
});

/** The session answer, organisation switching, sign-out and the menu preference. */
export const SESSION_ENDPOINTS = {
  /** Who is signed in, in which organisation, and what they may do. */
  get: defineEndpoint({
    method: 'GET',
    path: '/session',
    access: 'session',
    tag,
    summary: 'Read the current session',
    description: 'Who is signed in, in which organisation, and what they may do.',
    query: ZSessionQuery,
    answer: ZSessionAnswer,
  }),
  reload: defineEndpoint({
    method: 'GET',
    path: '/session/reload',
    access: 'session',
    tag,
    summary: 'Read the current session again (the same answer as GET /session)',
    query: ZSessionQuery,
    answer: ZSessionAnswer,
  }),
  /** The tab (or, without a tab id, the session) works in this organisation from now on. */
  switchOrg: defineEndpoint({
    method: 'PUT',
    path: '/session/org/:id',
    access: 'session',
    tag,
    summary: 'Switch the organisation of the session',
    description: 'The tab (or, without a tab id, the whole session) works in this organisation from now on.',
    params: ZSessionIdParam,
    answer: ZSwitchedOrgAnswer,
  }),
  navBarPreference: defineEndpoint({
    method: 'PUT',
    path: '/session/user/navBarPreference',
    access: 'session',
    tag,
    summary: "Save whether the caller's menu is open or collapsed",
    query: z.object({ open: z.enum(['true', 'false']) }),
    answer: ZNavBarAnswer,
  }),
  /** Every other session of the user ends, their sockets with them. */
  endOthers: defineEndpoint({
    method: 'DELETE',
    path: '/session/others',
    access: 'session',
    tag,
    summary: "Sign out the caller's other sessions",
    description: 'Every other session of the user ends, with its live-update connections.',
    answer: ZEndedSessionsAnswer,
  }),
  /** Ends one of the user's sessions (their own: signs out). */
  end: defineEndpoint({
    method: 'DELETE',
    path: '/session/:id',
    access: 'session',
    tag,
    summary: "End one of the caller's sessions",
    description: 'Ending the current session signs out.',
    params: ZSessionIdParam,
    answer: ZEnvelope,
  }),
} as const;
