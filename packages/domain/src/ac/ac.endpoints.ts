import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZAcCollectionAnswer,
  ZAcCollectionsAnswer,
  ZAcCopyRequest,
  ZAcCreateSeatRequest,
  ZAcEditSeatRequest,
  ZAcFolderDeletedAnswer,
  ZAcFolderRequest,
  ZAcInsertSeatRequest,
  ZAcMoveRequest,
  ZAcNotesRequest,
  ZAcRemoveSeatQuery,
  ZAcRevisionAnswer,
  ZAcRevisionDeletedAnswer,
  ZAcRevisionTitleRequest,
  ZAcSeatAnswer,
  ZAcSeatRemovedAnswer,
  ZAcVersionRequest,
  ZAcVisibilityRequest,
} from './ac.schemas.ts';

const tag = 'accountability chart';
const read = 'content.read';
const change = 'content.change';
const ZFolderParams = z.object({ collectionId: z.uuid() });
const ZChartParams = ZFolderParams.extend({ revisionId: z.uuid() });
const ZSeatParams = ZChartParams.extend({ seatId: z.uuid() });
const CHART = '/ac/collection/:collectionId/revision/:revisionId';

/** A `PUT` under a chart's path (a revision's): its params, body and answer. */
const chartPut = <
  const P extends string,
  const Q extends z.ZodType,
  const B extends z.ZodType,
  const A extends z.ZodType,
>(
  path: P,
  params: Q,
  body: B,
  answer: A,
) => defineEndpoint({ method: 'PUT', path: `${CHART}/${path}`, access: change, tag, params, body, answer });

/** The Accountability Chart's endpoints: folders, charts and seats (issue #14; docs/api-ac.md). */
export const AC_ENDPOINTS = {
  /** The folders with the charts the caller may see. */
  collections: defineEndpoint({
    method: 'GET',
    path: '/ac/collections',
    access: read,
    tag,
    answer: ZAcCollectionsAnswer,
  }),
  companyFolder: defineEndpoint({
    method: 'GET',
    path: '/ac/collections/company-folder',
    access: read,
    tag,
    answer: ZAcCollectionAnswer,
  }),
  collection: defineEndpoint({
    method: 'GET',
    path: '/ac/collection/:collectionId',
    access: read,
    tag,
    params: ZFolderParams,
    answer: ZAcCollectionAnswer,
  }),
  createFolder: defineEndpoint({
    method: 'POST',
    path: '/ac/collections',
    access: change,
    tag,
    body: ZAcFolderRequest,
    answer: ZAcCollectionAnswer,
    status: 201,
  }),
  deleteFolder: defineEndpoint({
    method: 'DELETE',
    path: '/ac/collection/:collectionId',
    access: change,
    tag,
    params: ZFolderParams,
    answer: ZAcFolderDeletedAnswer,
  }),
  renameFolder: defineEndpoint({
    method: 'PUT',
    path: '/ac/collection/:collectionId/rename',
    access: change,
    tag,
    params: ZFolderParams,
    body: ZAcFolderRequest,
    answer: ZAcCollectionAnswer,
  }),
  createChart: defineEndpoint({
    method: 'PUT',
    path: '/ac/collection/:collectionId/revision/create',
    access: change,
    tag,
    params: ZFolderParams,
    body: ZAcRevisionTitleRequest,
    answer: ZAcRevisionAnswer,
  }),
  /** One chart with its seats. */
  chart: defineEndpoint({
    method: 'GET',
    path: CHART,
    access: read,
    tag,
    params: ZChartParams,
    answer: ZAcRevisionAnswer,
  }),
  publish: chartPut('publish', ZChartParams, ZAcVersionRequest.optional(), ZAcRevisionAnswer),
  unpublish: chartPut('unpublish', ZChartParams, ZAcVersionRequest.optional(), ZAcRevisionAnswer),
  rename: chartPut('rename', ZChartParams, ZAcRevisionTitleRequest, ZAcRevisionAnswer),
  copy: chartPut('copy', ZChartParams, ZAcCopyRequest.optional(), ZAcRevisionAnswer),
  move: chartPut('move', ZChartParams, ZAcMoveRequest, ZAcRevisionAnswer),
  visibility: chartPut('visibility', ZChartParams, ZAcVisibilityRequest, ZAcRevisionAnswer),
  removeChart: defineEndpoint({
    method: 'DELETE',
    path: CHART,
    access: change,
    tag,
    params: ZChartParams,
    answer: ZAcRevisionDeletedAnswer,
  }),
  createSeat: chartPut('create-seat', ZChartParams, ZAcCreateSeatRequest, ZAcSeatAnswer),
  insertSeat: chartPut('insert-seat', ZChartParams, ZAcInsertSeatRequest, ZAcSeatAnswer),
  editSeat: chartPut('edit-seat/:seatId', ZSeatParams, ZAcEditSeatRequest, ZAcSeatAnswer),
  seatNotes: chartPut('edit-seat/:seatId/notes', ZSeatParams, ZAcNotesRequest, ZAcSeatAnswer),
  seat: defineEndpoint({
    method: 'GET',
    path: `${CHART}/seat/:seatId`,
    access: read,
    tag,
    params: ZSeatParams,
    answer: ZAcSeatAnswer,
  }),
  /** The seat, or with `holderOnly` only its holder (the seat stays and is answered). */
  removeSeat: defineEndpoint({
    method: 'DELETE',
    path: `${CHART}/remove-seat/:seatId`,
    access: change,
    tag,
    params: ZSeatParams,
    query: ZAcRemoveSeatQuery,
    answer: ZAcSeatRemovedAnswer,
  }),
} as const;
