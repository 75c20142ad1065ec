import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZUsageCountingAnswer,
  ZUsageCountingBody,
  ZUsageOverviewAnswer,
  ZUsageReportAnswer,
  ZUsageReportBody,
} from './usage.schemas.ts';

const tag = 'platform';

/** Instance usage counted at home (docs/usage.md): the web's batches, the admin's page, the opt-out. */
export const USAGE_ENDPOINTS = {
  report: defineEndpoint({
    method: 'POST',
    path: '/usage/page-views',
    access: 'session',
    tag,
    summary: 'Count page views and the caller as active today',
    description:
      "The web's batch (every 30 s and when the page is hidden): one daily counter per area under the ProductAnalytics flag, and the caller as active today under DataCollection. Nothing of a person who opted out. Counted in this instance's database only.",
    body: ZUsageReportBody,
    bodyExample: {
      views: [
        { area: 'dashboard', count: 2 },
        { area: 'todos', count: 1 },
      ],
    },
    answer: ZUsageReportAnswer,
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/admin/usage',
    access: 'session',
    tag,
    summary: 'Read the usage of this instance',
    description:
      'Instance administrators only: page views per area over the last 30 days, and active people per day (30 days) and per week (12 weeks).',
    answer: ZUsageOverviewAnswer,
  }),
  counting: defineEndpoint({
    method: 'GET',
    path: '/account/usage-counting',
    access: 'session',
    tag: 'account',
    summary: 'Read whether the caller is left out of the usage counts',
    answer: ZUsageCountingAnswer,
  }),
  setCounting: defineEndpoint({
    method: 'PUT',
    path: '/account/usage-counting',
    access: 'session',
    tag: 'account',
    summary: 'Leave the caller out of the usage counts, or count them again',
    description: "Opting out also removes the caller's days of presence already counted.",
    body: ZUsageCountingBody,
    answer: ZUsageCountingAnswer,
  }),
} as const;
