import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import { ZIssueAnswer } from '../issues/issues.schemas.ts';
import {
  ZMoveIssueToVtoRequest,
  ZVtoActualValuesRequest,
  ZVtoCollectionAnswer,
  ZVtoCollectionParams,
  ZVtoCollectionsAnswer,
  ZVtoCopyRequest,
  ZVtoCoreFocusRequest,
  ZVtoEntryParams,
  ZVtoFolderRequest,
  ZVtoGoalRequest,
  ZVtoHtmlRequest,
  ZVtoLineRequest,
  ZVtoLongTermIssueAnswer,
  ZVtoLongTermIssueCreatedAnswer,
  ZVtoLongTermIssueMoveRequest,
  ZVtoLongTermIssueRequest,
  ZVtoMeasurableRequest,
  ZVtoMoveRequest,
  ZVtoPlanRequest,
  ZVtoReorderRequest,
  ZVtoRevisionAnswer,
  ZVtoRevisionParams,
  ZVtoRevisionTitleRequest,
  ZVtoRevisionVersionRequest,
  ZVtoRockRequest,
  ZVtoSectionAnswer,
  ZVtoSharingRequest,
  ZVtoVersionQuery,
} from './vto.schemas.ts';

const tag = 'vto';
const read = 'content.read';
const change = 'content.change';
const REVISION = '/vto/collection/:collectionId/revision/:revisionId';

/** A change under a revision's path: its params (the revision's, or an entry's), body and answer. */
const revisionWrite = <
  const M extends 'POST' | 'PUT',
  const P extends string,
  const Q extends typeof ZVtoRevisionParams | typeof ZVtoEntryParams,
  const B extends z.ZodType,
  const A extends z.ZodType,
>(
  method: M,
  path: P,
  params: Q,
  body: B,
  answer: A,
) => defineEndpoint({ method, path: `${REVISION}/${path}`, access: change, tag, params, body, answer });

/** A change to one section, with the version it was read at; answers the section (issue 13). */
const sectionWrite = <const M extends 'POST' | 'PUT', const P extends string, const B extends z.ZodType>(
  method: M,
  path: P,
  body: B,
) => revisionWrite(method, path, ZVtoRevisionParams, body, ZVtoSectionAnswer);

/** A change to one entry of a section list (`…/:entryId`); answers the section. */
const entryWrite = <const P extends string, const B extends z.ZodType>(path: P, body: B) =>
  revisionWrite('PUT', `${path}/:entryId`, ZVtoEntryParams, body, ZVtoSectionAnswer);

/** The removal of one entry of a section list, with the section's `?version=`; answers the section. */
const entryRemove = <const P extends string, const A extends z.ZodType = typeof ZVtoSectionAnswer>(
  path: P,
  answer?: A,
) =>
  defineEndpoint({
    method: 'DELETE',
    path: `${REVISION}/${path}/:entryId`,
    access: change,
    tag,
    params: ZVtoEntryParams,
    query: ZVtoVersionQuery,
    answer: (answer ?? ZVtoSectionAnswer) as A,
  });

/** The V/TO's folders and revisions (issue 13, docs/api-vto.md). */
export const VTO_ENDPOINTS = {
  /** The folders (company folder first) with the revisions the caller sees. */
  collections: defineEndpoint({
    method: 'GET',
    path: '/vto/collections',
    access: read,
    tag,
    answer: ZVtoCollectionsAnswer,
  }),
  companyFolder: defineEndpoint({
    method: 'GET',
    path: '/vto/collections/company-folder',
    access: read,
    tag,
    answer: ZVtoCollectionAnswer,
  }),
  createFolder: defineEndpoint({
    method: 'POST',
    path: '/vto/collections',
    access: change,
    tag,
    body: ZVtoFolderRequest,
    answer: ZVtoCollectionAnswer,
    status: 201,
  }),
  folder: defineEndpoint({
    method: 'GET',
    path: '/vto/collection/:collectionId',
    access: read,
    tag,
    params: ZVtoCollectionParams,
    answer: ZVtoCollectionAnswer,
  }),
  renameFolder: defineEndpoint({
    method: 'PUT',
    path: '/vto/collection/:collectionId/rename',
    access: change,
    tag,
    params: ZVtoCollectionParams,
    body: ZVtoFolderRequest,
    answer: ZVtoCollectionAnswer,
  }),
  /** An empty folder, not the company one. */
  deleteFolder: defineEndpoint({
    method: 'DELETE',
    path: '/vto/collection/:collectionId',
    access: change,
    tag,
    params: ZVtoCollectionParams,
    answer: ZEnvelope,
  }),
  /** An empty draft. */
  createRevision: defineEndpoint({
    method: 'POST',
    path: '/vto/collection/:collectionId/revision',
    access: change,
    tag,
    params: ZVtoCollectionParams,
    body: ZVtoRevisionTitleRequest,
    answer: ZVtoRevisionAnswer,
    status: 201,
  }),
  /** The revision with every section. */
  revision: defineEndpoint({
    method: 'GET',
    path: REVISION,
    access: read,
    tag,
    params: ZVtoRevisionParams,
    answer: ZVtoRevisionAnswer,
  }),
  publish: revisionWrite(
    'PUT',
    'publish',
    ZVtoRevisionParams,
    ZVtoRevisionVersionRequest.optional(),
    ZVtoRevisionAnswer,
  ),
  unpublish: revisionWrite(
    'PUT',
    'unpublish',
    ZVtoRevisionParams,
    ZVtoRevisionVersionRequest.optional(),
    ZVtoRevisionAnswer,
  ),
  rename: revisionWrite('PUT', 'rename', ZVtoRevisionParams, ZVtoRevisionTitleRequest, ZVtoRevisionAnswer),
  /** The leadership team only, or everyone. */
  sharing: revisionWrite('PUT', 'sharing', ZVtoRevisionParams, ZVtoSharingRequest, ZVtoRevisionAnswer),
  copy: defineEndpoint({
    method: 'PUT',
    path: `${REVISION}/copy`,
    access: change,
    tag,
    params: ZVtoRevisionParams,
    body: ZVtoCopyRequest,
    answer: ZVtoRevisionAnswer,
    status: 201,
  }),
  /** To another folder, or a new one. */
  move: revisionWrite('PUT', 'move', ZVtoRevisionParams, ZVtoMoveRequest, ZVtoRevisionAnswer),
  remove: defineEndpoint({
    method: 'DELETE',
    path: REVISION,
    access: change,
    tag,
    params: ZVtoRevisionParams,
    answer: ZEnvelope,
  }),
} as const;

/** One call per section (issue 13): each carries the section's `version` and answers `{ section }`. */
export const VTO_SECTION_ENDPOINTS = {
  addCoreValue: sectionWrite('POST', 'core-value', ZVtoLineRequest),
  reorderCoreValues: sectionWrite('PUT', 'core-value/reorder', ZVtoReorderRequest),
  editCoreValue: entryWrite('core-value', ZVtoLineRequest),
  removeCoreValue: entryRemove('core-value'),
  coreValuesSpeech: sectionWrite('PUT', 'core-values-speech', ZVtoHtmlRequest),
  tenYearTarget: sectionWrite('PUT', 'ten-year-target', ZVtoHtmlRequest),
  targetMarket: sectionWrite('PUT', 'target-market', ZVtoHtmlRequest),
  provenProcess: sectionWrite('PUT', 'proven-process', ZVtoHtmlRequest),
  guarantee: sectionWrite('PUT', 'guarantee', ZVtoHtmlRequest),
  coreFocus: sectionWrite('PUT', 'core-focus', ZVtoCoreFocusRequest),
  addUnique: sectionWrite('POST', 'target-market/unique', ZVtoLineRequest),
  editUnique: entryWrite('target-market/unique', ZVtoLineRequest),
  removeUnique: entryRemove('target-market/unique'),
  threeYearPicture: sectionWrite('PUT', 'three-year-picture', ZVtoPlanRequest),
  oneYearPlan: sectionWrite('PUT', 'one-year-plan', ZVtoPlanRequest),
  quarterlyPlan: sectionWrite('PUT', 'quarterly-plan', ZVtoPlanRequest),
  addMeasurable: sectionWrite('POST', 'quarterly-plan/measurable', ZVtoMeasurableRequest),
  editMeasurable: entryWrite('quarterly-plan/measurable', ZVtoMeasurableRequest),
  removeMeasurable: entryRemove('quarterly-plan/measurable'),
  addGoal: sectionWrite('POST', 'quarterly-plan/goal', ZVtoGoalRequest),
  editGoal: entryWrite('quarterly-plan/goal', ZVtoGoalRequest),
  removeGoal: entryRemove('quarterly-plan/goal'),
  addRock: sectionWrite('POST', 'quarterly-plan/rock', ZVtoRockRequest),
  removeRock: entryRemove('quarterly-plan/rock'),
} as const;

/** Long-term issues and quarterly results (000 §7, 001 §7, issue 13). */
export const VTO_TRACTION_ENDPOINTS = {
  addLongTermIssue: defineEndpoint({
    method: 'POST',
    path: `${REVISION}/long-term-issue`,
    access: change,
    tag,
    params: ZVtoRevisionParams,
    body: ZVtoLongTermIssueRequest,
    answer: ZVtoLongTermIssueCreatedAnswer,
    status: 201,
  }),
  editLongTermIssue: revisionWrite(
    'PUT',
    'long-term-issue/:entryId',
    ZVtoEntryParams,
    ZVtoLongTermIssueRequest,
    ZVtoLongTermIssueAnswer,
  ),
  removeLongTermIssue: entryRemove('long-term-issue', ZEnvelope),
  /** A long-term issue out to a meeting's Issues list. */
  moveLongTermIssueOut: revisionWrite(
    'POST',
    'long-term-issue/:entryId/move',
    ZVtoEntryParams,
    ZVtoLongTermIssueMoveRequest,
    ZIssueAnswer,
  ),
  /** A meeting's issue into the V/TO's long-term issues. */
  moveIssueIn: defineEndpoint({
    method: 'POST',
    path: '/issue/:id/move-to-vto',
    access: change,
    tag,
    params: ZIdParam,
    body: ZMoveIssueToVtoRequest,
    answer: ZVtoLongTermIssueAnswer,
  }),
  recordActuals: revisionWrite(
    'POST',
    'metrics/actual-values',
    ZVtoRevisionParams,
    ZVtoActualValuesRequest,
    ZVtoRevisionAnswer,
  ),
} as const;
