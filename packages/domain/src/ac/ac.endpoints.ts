import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { revisionWriteUnder } from '../common/revision-endpoint.ts';
import {
  ZAcCollectionAnswer,
  ZAcCollectionsAnswer,
  ZAcCopyRequest,
  ZAcCreateSeatRequest,
  ZAcDeletedAnswer,
  ZAcEditSeatRequest,
  ZAcFolderRequest,
  ZAcInsertSeatRequest,
  ZAcMoveRequest,
  ZAcNotesRequest,
  ZAcRemoveSeatQuery,
  ZAcRevisionAnswer,
  ZAcRevisionTitleRequest,
  ZAcSeatAnswer,
  ZAcSeatRemovedAnswer,
  ZAcVersionRequest,
} from './ac.schemas.ts';
import { ZAcVisibilityRequest } from './ac-visibility.ts';

const tag = 'accountability chart';
const read = 'content.read';
const change = 'content.change';
const ZFolderParams = z.object({ collectionId: z.uuid() });
const ZChartParams = ZFolderParams.extend({ revisionId: z.uuid() });
const ZSeatParams = ZChartParams.extend({ seatId: z.uuid() });
const CHART = '/ac/collection/:collectionId/revision/:revisionId';

/** A `PUT` under a chart's path (a revision's): its params, body and answer. */
const chartWrite = revisionWriteUnder(CHART, tag);
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
  summary: string,
) => chartWrite('PUT', path, params, body, answer, summary);

/** The Accountability Chart's endpoints: folders, charts and seats (issue #14; docs/api-ac.md). */
export const AC_ENDPOINTS = {
  /** The folders with the charts the caller may see. */
  collections: defineEndpoint({
    method: 'GET',
    path: '/ac/collections',
    access: read,
    tag,
    summary: 'List Accountability Chart folders',
    description: 'The folders with the charts the caller may see.',
    answer: ZAcCollectionsAnswer,
  }),
  companyFolder: defineEndpoint({
    method: 'GET',
    path: '/ac/collections/company-folder',
    access: read,
    tag,
    summary: 'Read the company Accountability Chart folder',
    answer: ZAcCollectionAnswer,
  }),
  collection: defineEndpoint({
    method: 'GET',
    path: '/ac/collection/:collectionId',
    access: read,
    tag,
    summary: 'Read an Accountability Chart folder with its charts',
    params: ZFolderParams,
    answer: ZAcCollectionAnswer,
  }),
  createFolder: defineEndpoint({
    method: 'POST',
    path: '/ac/collections',
    access: change,
    tag,
    summary: 'Create an Accountability Chart folder',
    body: ZAcFolderRequest,
    answer: ZAcCollectionAnswer,
    status: 201,
  }),
  deleteFolder: defineEndpoint({
    method: 'DELETE',
    path: '/ac/collection/:collectionId',
    access: change,
    tag,
    summary: 'Delete an Accountability Chart folder',
    params: ZFolderParams,
    answer: ZAcDeletedAnswer,
  }),
  renameFolder: defineEndpoint({
    method: 'PUT',
    path: '/ac/collection/:collectionId/rename',
    access: change,
    tag,
    summary: 'Rename an Accountability Chart folder',
    params: ZFolderParams,
    body: ZAcFolderRequest,
    answer: ZAcCollectionAnswer,
  }),
  createChart: defineEndpoint({
    method: 'PUT',
    path: '/ac/collection/:collectionId/revision/create',
    access: change,
    tag,
    summary: 'Create an Accountability Chart in a folder',
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
    summary: 'Read an Accountability Chart with its seats',
    params: ZChartParams,
    answer: ZAcRevisionAnswer,
  }),
  publish: chartPut(
    'publish',
    ZChartParams,
    ZAcVersionRequest.optional(),
    ZAcRevisionAnswer,
    'Publish an Accountability Chart',
  ),
  unpublish: chartPut(
    'unpublish',
    ZChartParams,
    ZAcVersionRequest.optional(),
    ZAcRevisionAnswer,
    'Take an Accountability Chart back to draft',
  ),
  rename: chartPut(
    'rename',
    ZChartParams,
    ZAcRevisionTitleRequest,
    ZAcRevisionAnswer,
    'Rename an Accountability Chart',
  ),
  copy: chartPut(
    'copy',
    ZChartParams,
    ZAcCopyRequest.optional(),
    ZAcRevisionAnswer,
    'Copy an Accountability Chart',
  ),
  move: chartPut(
    'move',
    ZChartParams,
    ZAcMoveRequest,
    ZAcRevisionAnswer,
    'Move an Accountability Chart to another folder',
  ),
  visibility: chartPut(
    'visibility',
    ZChartParams,
    ZAcVisibilityRequest,
    ZAcRevisionAnswer,
    'Set who sees an Accountability Chart',
  ),
  removeChart: defineEndpoint({
    method: 'DELETE',
    path: CHART,
    access: change,
    tag,
    summary: 'Delete an Accountability Chart',
    params: ZChartParams,
    answer: ZAcDeletedAnswer,
  }),
  createSeat: chartPut(
    'create-seat',
    ZChartParams,
    ZAcCreateSeatRequest,
    ZAcSeatAnswer,
    'Add a seat to an Accountability Chart',
  ),
  insertSeat: chartPut(
    'insert-seat',
    ZChartParams,
    ZAcInsertSeatRequest,
    ZAcSeatAnswer,
    'Insert a seat between a seat and its parent',
  ),
  editSeat: chartPut(
    'edit-seat/:seatId',
    ZSeatParams,
    ZAcEditSeatRequest,
    ZAcSeatAnswer,
    'Edit a seat (title, holder, roles, parent)',
  ),
  seatNotes: chartPut(
    'edit-seat/:seatId/notes',
    ZSeatParams,
    ZAcNotesRequest,
    ZAcSeatAnswer,
    'Save the notes of a seat',
  ),
  seat: defineEndpoint({
    method: 'GET',
    path: `${CHART}/seat/:seatId`,
    access: read,
    tag,
    summary: 'Read a seat',
    params: ZSeatParams,
    answer: ZAcSeatAnswer,
  }),
  /** The seat, or with `holderOnly` only its holder (the seat stays and is answered). */
  removeSeat: defineEndpoint({
    method: 'DELETE',
    path: `${CHART}/remove-seat/:seatId`,
    access: change,
    tag,
    summary: 'Remove a seat, or only its holder',
    description: 'With `holderOnly` only the holder is removed and the seat stays.',
    params: ZSeatParams,
    query: ZAcRemoveSeatQuery,
    answer: ZAcSeatRemovedAnswer,
  }),
} as const;
