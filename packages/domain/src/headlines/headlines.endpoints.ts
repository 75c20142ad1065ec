import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { itemEndpoints } from '../items/item-endpoints.ts';
import {
  ZCascadeHeadlineRequest,
  ZCreateHeadlineRequest,
  ZHeadlineAnswer,
  ZHeadlineDeletedAnswer,
  ZHeadlineReviewRequest,
  ZHeadlineSearchAnswer,
  ZHeadlineSearchRequest,
  ZHeadlinesAnswer,
  ZReassignHeadlineRequest,
  ZUpdateHeadlineRequest,
} from './headlines.schemas.ts';

const tag = 'headlines';
const change = 'content.change';

/** The Headline endpoints (docs/api.md, Headlines): declared once for the server's routes and the web's calls. */
export const HEADLINE_ENDPOINTS = {
  ...itemEndpoints('headline', 'headlines', {
    answer: ZHeadlineAnswer,
    listAnswer: ZHeadlinesAnswer,
    searchRequest: ZHeadlineSearchRequest,
    searchAnswer: ZHeadlineSearchAnswer,
    updateRequest: ZUpdateHeadlineRequest,
    reassignRequest: ZReassignHeadlineRequest,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/headlines',
    access: change,
    tag,
    summary: 'Create a headline',
    body: ZCreateHeadlineRequest,
    bodyExample: {
      title: 'Signed the Globex renewal',
      ownerId: 'c71b9f02-6e3d-4a18-8d5c-7b2a0f9e3d55',
      tractionId: '5f0c2a9e-1b7d-4c3e-9a61-2d8f4b6e7c10',
    },
    answer: ZHeadlineAnswer,
    status: 201,
  }),
  /** Reviewed, or back to Pending. */
  review: defineEndpoint({
    method: 'PUT',
    path: '/headline/:id/review',
    access: change,
    tag,
    summary: 'Mark a headline reviewed, or back to pending',
    params: ZIdParam,
    body: ZHeadlineReviewRequest,
    answer: ZHeadlineAnswer,
  }),
  /** Soft delete: the headline then answers 404 everywhere. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/headline/:id',
    access: change,
    tag,
    summary: 'Delete a headline',
    description: 'A soft delete: the headline answers 404 everywhere afterwards.',
    params: ZIdParam,
    answer: ZHeadlineDeletedAnswer,
  }),
  /** Copies a headline to other meetings, one per target row (001 §3). */
  cascade: defineEndpoint({
    method: 'POST',
    path: '/headline/cascade',
    access: change,
    tag,
    summary: 'Cascade a headline to other meetings',
    description: 'A copy of the headline in each target meeting.',
    body: ZCascadeHeadlineRequest,
    answer: ZHeadlinesAnswer,
    status: 201,
  }),
} as const;
