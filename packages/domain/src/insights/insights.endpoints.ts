import { defineEndpoint } from '../common/endpoint.ts';
import { ZInsightsAnswer, ZInsightsQuery } from './insights.schemas.ts';

/** Insights of the organisation or one meeting (issue 32; docs/api-insights.md). */
export const INSIGHTS_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/insights',
    access: 'content.read',
    tag: 'insights',
    summary: 'Read how the team is doing over a span of weeks or quarters',
    description:
      "Series per week (or quarter) in the organisation's zone and week start: to-do completion, meeting rating, rocks per quarter, measurables on target, issues raised and solved, meetings held on time. Counts only what the caller may read; the meeting scope answers 404 for a meeting the caller does not see. 404 when the Insights flag is off.",
    query: ZInsightsQuery,
    answer: ZInsightsAnswer,
  }),
} as const;
