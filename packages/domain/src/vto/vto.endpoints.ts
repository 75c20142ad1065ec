import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { revisionWriteUnder } from '../common/revision-endpoint.ts';
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
const revisionWrite = revisionWriteUnder(REVISION, tag);

/** A change to one section, with the version it was read at; answers the section (issue 13). */
const sectionWrite = <const M extends 'POST' | 'PUT', const P extends string, const B extends z.ZodType>(
  method: M,
  path: P,
  body: B,
  summary: string,
) => revisionWrite(method, path, ZVtoRevisionParams, body, ZVtoSectionAnswer, summary);

/** A change to one entry of a section list (`…/:entryId`); answers the section. */
const entryWrite = <const P extends string, const B extends z.ZodType>(path: P, body: B, summary: string) =>
  revisionWrite('PUT', `${path}/:entryId`, ZVtoEntryParams, body, ZVtoSectionAnswer, summary);

/** The removal of one entry of a section list, with the section's `?version=`; answers the section. */
const entryRemove = <const P extends string, const A extends z.ZodType = typeof ZVtoSectionAnswer>(
  path: P,
  summary: string,
  answer?: A,
) =>
  defineEndpoint({
    method: 'DELETE',
    path: `${REVISION}/${path}/:entryId`,
    access: change,
    tag,
    summary,
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
    summary: 'List V/TO folders',
    description: 'The folders (the company folder first) with the revisions the caller may see.',
    answer: ZVtoCollectionsAnswer,
  }),
  companyFolder: defineEndpoint({
    method: 'GET',
    path: '/vto/collections/company-folder',
    access: read,
    tag,
    summary: 'Read the company V/TO folder',
    answer: ZVtoCollectionAnswer,
  }),
  createFolder: defineEndpoint({
    method: 'POST',
    path: '/vto/collections',
    access: change,
    tag,
    summary: 'Create a V/TO folder',
    body: ZVtoFolderRequest,
    answer: ZVtoCollectionAnswer,
    status: 201,
  }),
  folder: defineEndpoint({
    method: 'GET',
    path: '/vto/collection/:collectionId',
    access: read,
    tag,
    summary: 'Read a V/TO folder with its revisions',
    params: ZVtoCollectionParams,
    answer: ZVtoCollectionAnswer,
  }),
  renameFolder: defineEndpoint({
    method: 'PUT',
    path: '/vto/collection/:collectionId/rename',
    access: change,
    tag,
    summary: 'Rename a V/TO folder',
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
    summary: 'Delete an empty V/TO folder',
    description: 'Only an empty folder, and never the company folder.',
    params: ZVtoCollectionParams,
    answer: ZEnvelope,
  }),
  /** An empty draft. */
  createRevision: defineEndpoint({
    method: 'POST',
    path: '/vto/collection/:collectionId/revision',
    access: change,
    tag,
    summary: 'Create a V/TO draft',
    description: 'An empty draft revision in the folder.',
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
    summary: 'Read a V/TO revision with every section',
    params: ZVtoRevisionParams,
    answer: ZVtoRevisionAnswer,
  }),
  publish: revisionWrite(
    'PUT',
    'publish',
    ZVtoRevisionParams,
    ZVtoRevisionVersionRequest.optional(),
    ZVtoRevisionAnswer,
    'Publish a V/TO revision',
    'The revision becomes the published V/TO of its folder; send the `version` read to guard against a concurrent change.',
  ),
  unpublish: revisionWrite(
    'PUT',
    'unpublish',
    ZVtoRevisionParams,
    ZVtoRevisionVersionRequest.optional(),
    ZVtoRevisionAnswer,
    'Take a V/TO revision back to draft',
  ),
  rename: revisionWrite(
    'PUT',
    'rename',
    ZVtoRevisionParams,
    ZVtoRevisionTitleRequest,
    ZVtoRevisionAnswer,
    'Rename a V/TO revision',
  ),
  /** The leadership team only, or everyone. */
  sharing: revisionWrite(
    'PUT',
    'sharing',
    ZVtoRevisionParams,
    ZVtoSharingRequest,
    ZVtoRevisionAnswer,
    'Set who sees a V/TO revision',
    'The leadership team only, or everyone in the organisation.',
  ),
  copy: defineEndpoint({
    method: 'PUT',
    path: `${REVISION}/copy`,
    access: change,
    tag,
    summary: 'Copy a V/TO revision',
    params: ZVtoRevisionParams,
    body: ZVtoCopyRequest,
    answer: ZVtoRevisionAnswer,
    status: 201,
  }),
  /** To another folder, or a new one. */
  move: revisionWrite(
    'PUT',
    'move',
    ZVtoRevisionParams,
    ZVtoMoveRequest,
    ZVtoRevisionAnswer,
    'Move a V/TO revision to another folder',
    'To an existing folder, or to a new one made by the call.',
  ),
  remove: defineEndpoint({
    method: 'DELETE',
    path: REVISION,
    access: change,
    tag,
    summary: 'Delete a V/TO revision',
    params: ZVtoRevisionParams,
    answer: ZEnvelope,
  }),
} as const;

/** One call per section (issue 13): each carries the section's `version` and answers `{ section }`. */
export const VTO_SECTION_ENDPOINTS = {
  addCoreValue: sectionWrite('POST', 'core-value', ZVtoLineRequest, 'Add a core value'),
  reorderCoreValues: sectionWrite('PUT', 'core-value/reorder', ZVtoReorderRequest, 'Reorder the core values'),
  editCoreValue: entryWrite('core-value', ZVtoLineRequest, 'Edit a core value'),
  removeCoreValue: entryRemove('core-value', 'Remove a core value'),
  coreValuesSpeech: sectionWrite('PUT', 'core-values-speech', ZVtoHtmlRequest, 'Save the core values speech'),
  tenYearTarget: sectionWrite('PUT', 'ten-year-target', ZVtoHtmlRequest, 'Save the 10-year target'),
  targetMarket: sectionWrite('PUT', 'target-market', ZVtoHtmlRequest, 'Save the target market (the list)'),
  provenProcess: sectionWrite('PUT', 'proven-process', ZVtoHtmlRequest, 'Save the proven process'),
  guarantee: sectionWrite('PUT', 'guarantee', ZVtoHtmlRequest, 'Save the guarantee'),
  coreFocus: sectionWrite(
    'PUT',
    'core-focus',
    ZVtoCoreFocusRequest,
    'Save the core focus (purpose and niche)',
  ),
  addUnique: sectionWrite(
    'POST',
    'target-market/unique',
    ZVtoLineRequest,
    'Add a unique of the marketing strategy',
  ),
  editUnique: entryWrite('target-market/unique', ZVtoLineRequest, 'Edit a unique of the marketing strategy'),
  removeUnique: entryRemove('target-market/unique', 'Remove a unique of the marketing strategy'),
  threeYearPicture: sectionWrite('PUT', 'three-year-picture', ZVtoPlanRequest, 'Save the 3-year picture'),
  oneYearPlan: sectionWrite('PUT', 'one-year-plan', ZVtoPlanRequest, 'Save the 1-year plan'),
  quarterlyPlan: sectionWrite(
    'PUT',
    'quarterly-plan',
    ZVtoPlanRequest,
    'Save the quarterly plan (date, financials, measurables, goals)',
  ),
  addMeasurable: sectionWrite(
    'POST',
    'quarterly-plan/measurable',
    ZVtoMeasurableRequest,
    'Add a measurable to the quarterly plan',
  ),
  editMeasurable: entryWrite(
    'quarterly-plan/measurable',
    ZVtoMeasurableRequest,
    'Edit a measurable of the quarterly plan',
  ),
  removeMeasurable: entryRemove('quarterly-plan/measurable', 'Remove a measurable from the quarterly plan'),
  addGoal: sectionWrite('POST', 'quarterly-plan/goal', ZVtoLineRequest, 'Add a goal to the quarterly plan'),
  editGoal: entryWrite('quarterly-plan/goal', ZVtoLineRequest, 'Edit a goal of the quarterly plan'),
  removeGoal: entryRemove('quarterly-plan/goal', 'Remove a goal from the quarterly plan'),
  addRock: sectionWrite('POST', 'quarterly-plan/rock', ZVtoRockRequest, 'Link a Rock to the quarterly plan'),
  removeRock: entryRemove('quarterly-plan/rock', 'Unlink a Rock from the quarterly plan'),
} as const;

/** Long-term issues and quarterly results (000 §7, 001 §7, issue 13). */
export const VTO_TRACTION_ENDPOINTS = {
  addLongTermIssue: defineEndpoint({
    method: 'POST',
    path: `${REVISION}/long-term-issue`,
    access: change,
    tag,
    summary: 'Add a long-term issue to a V/TO',
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
    'Edit a long-term issue of a V/TO',
  ),
  removeLongTermIssue: entryRemove('long-term-issue', 'Remove a long-term issue from a V/TO', ZEnvelope),
  /** A long-term issue out to a meeting's Issues list. */
  moveLongTermIssueOut: revisionWrite(
    'POST',
    'long-term-issue/:entryId/move',
    ZVtoEntryParams,
    ZVtoLongTermIssueMoveRequest,
    ZIssueAnswer,
    "Move a long-term issue to a meeting's Issues list",
    'The long-term issue leaves the V/TO and becomes an open issue of the chosen meeting; answers that issue.',
  ),
  /** A meeting's issue into the V/TO's long-term issues. */
  moveIssueIn: defineEndpoint({
    method: 'POST',
    path: '/issue/:id/move-to-vto',
    access: change,
    tag,
    summary: "Move a meeting's issue into a V/TO's long-term issues",
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
    'Record the actual values of the V/TO measurables',
    "The quarter's results beside the goals of the 1-year plan and the quarterly plan.",
  ),
} as const;
