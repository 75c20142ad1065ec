import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { itemEndpoints } from '../items/item-endpoints.ts';
import { ZVtoLongTermIssueCreatedAnswer } from '../vto/vto.schemas.ts';
import {
  ZCreateIssueRequest,
  ZIssueAnswer,
  ZIssueDeletedAnswer,
  ZIssueSearchAnswer,
  ZIssueSearchRequest,
  ZIssueStatusRequest,
  ZIssuesAnswer,
  ZMoveDestinationsAnswer,
  ZMoveDestinationsQuery,
  ZMoveIssueRequest,
  ZReassignIssueRequest,
  ZSolveIssueRequest,
  ZUpdateIssueRequest,
} from './issues.schemas.ts';

const tag = 'issues';
const read = 'content.read';
const change = 'content.change';

/** The Issue endpoints (docs/api.md, Issues): declared once for the server's routes and the web's calls. */
export const ISSUE_ENDPOINTS = {
  ...itemEndpoints('issue', 'issues', {
    answer: ZIssueAnswer,
    listAnswer: ZIssuesAnswer,
    searchRequest: ZIssueSearchRequest,
    searchAnswer: ZIssueSearchAnswer,
    updateRequest: ZUpdateIssueRequest,
    reassignRequest: ZReassignIssueRequest,
  }),
  /** A meeting issue, or (`entityType: "vto"`) a long-term issue of a V/TO. */
  create: defineEndpoint({
    method: 'POST',
    path: '/issues',
    access: change,
    tag,
    summary: 'Create an issue',
    description: 'A meeting issue, or (`entityType: "vto"`) a long-term issue of a V/TO.',
    body: ZCreateIssueRequest,
    bodyExample: {
      title: 'Churn is up in the SMB segment',
      ownerId: '8a3e6d21-4f5b-4c7a-b912-0e6d3c2f1a44',
      entityType: 'meeting',
      tractionId: '5f0c2a9e-1b7d-4c3e-9a61-2d8f4b6e7c10',
    },
    answer: z.union([ZIssueAnswer, ZVtoLongTermIssueCreatedAnswer]),
    status: 201,
  }),
  solve: defineEndpoint({
    method: 'PUT',
    path: '/issue/:id/solve',
    access: change,
    tag,
    summary: 'Solve or reopen an issue',
    params: ZIdParam,
    body: ZSolveIssueRequest,
    bodyExample: { isSolved: true, version: 2 },
    answer: ZIssueAnswer,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/issue/:id/status',
    access: change,
    tag,
    summary: 'Set the status of an issue',
    params: ZIdParam,
    body: ZIssueStatusRequest,
    answer: ZIssueAnswer,
  }),
  /** To another meeting's list (or a V/TO's long-term list, through its destinations). */
  move: defineEndpoint({
    method: 'POST',
    path: '/issue/:id/move',
    access: change,
    tag,
    summary: "Move an issue to another meeting's list",
    params: ZIdParam,
    body: ZMoveIssueRequest,
    answer: ZIssueAnswer,
  }),
  moveDestinations: defineEndpoint({
    method: 'GET',
    path: '/issue/:id/move-destinations',
    access: read,
    tag,
    summary: 'List where an issue can be moved',
    params: ZIdParam,
    query: ZMoveDestinationsQuery,
    answer: ZMoveDestinationsAnswer,
  }),
  /** Soft delete: the issue then answers 404 everywhere. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/issue/:id',
    access: change,
    tag,
    summary: 'Delete an issue',
    description: 'A soft delete: the issue answers 404 everywhere afterwards.',
    params: ZIdParam,
    answer: ZIssueDeletedAnswer,
  }),
} as const;
