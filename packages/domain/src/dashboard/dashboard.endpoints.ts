import { defineEndpoint } from '../common/endpoint.ts';
import { ZDashboardAnswer, ZPutDashboardRequest } from './dashboard.schemas.ts';
import { ZGettingStartedAnswer, ZPutGettingStartedRequest } from './getting-started.ts';

const tag = 'dashboard';
// The dashboard is the caller's own page: every role reads and arranges theirs.
const own = 'content.read';

/** The caller's dashboard in the current organisation (001 §7; docs/api-dashboard.md). */
export const DASHBOARD_ENDPOINTS = {
  /** The caller's layout (the default until they save one). */
  get: defineEndpoint({
    method: 'GET',
    path: '/dashboard',
    access: own,
    tag,
    summary: "Read the caller's dashboard",
    description: 'The default layout until the caller saves one.',
    answer: ZDashboardAnswer,
  }),
  /** The whole layout, with the version it was read at. */
  replace: defineEndpoint({
    method: 'PUT',
    path: '/dashboard',
    access: own,
    tag,
    summary: "Save the caller's dashboard layout",
    description: 'The whole layout, with the `version` it was read at.',
    body: ZPutDashboardRequest,
    answer: ZDashboardAnswer,
  }),
  /** Back to the default layout. */
  reset: defineEndpoint({
    method: 'POST',
    path: '/default-dashboard',
    access: own,
    tag,
    summary: "Reset the caller's dashboard to the default layout",
    answer: ZDashboardAnswer,
  }),
  /** A new organisation's first steps, each ticked from its data (issue 35 point 11). */
  gettingStarted: defineEndpoint({
    method: 'GET',
    path: '/dashboard/getting-started',
    access: 'org.update',
    tag,
    summary: "Read the organisation's first steps and whether the caller dismissed them",
    description:
      'Each step is done when the organisation has what it asks for: a second person, a meeting, a measurable, a rock, a published V/TO, an ended meeting.',
    answer: ZGettingStartedAnswer,
  }),
  /** Dismisses the first steps for the caller, or brings them back. */
  dismissGettingStarted: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/getting-started',
    access: 'org.update',
    tag,
    summary: "Dismiss the organisation's first steps for the caller, or bring them back",
    body: ZPutGettingStartedRequest,
    answer: ZGettingStartedAnswer,
  }),
} as const;
