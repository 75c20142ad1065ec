import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZAddMeasuredValueRequest,
  ZCreateMeasurableRequest,
  ZEditMeasurableRequest,
  ZMeasurableAnswer,
  ZMeasurableDeletedAnswer,
  ZMeasurableParams,
  ZMeasuredValueAnswer,
  ZReassignMeasurableRequest,
  ZScorecardGridAnswer,
  ZScorecardGridQuery,
  ZScorecardImportAnswer,
  ZScorecardImportRequest,
  ZScorecardOrderRequest,
  ZScorecardParams,
  ZScorecardPreferenceParams,
  ZScorecardPreferencesAnswer,
  ZScorecardsMeetingsAnswer,
  ZValueNoteRequest,
} from './scorecards.schemas.ts';

const tag = 'scorecards';
const read = 'content.read';
const change = 'content.change';

/** `PUT user/{path}/{orgId}/{true|false}`: one of the caller's scorecard switches in that organisation. */
const preferenceSwitch = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'PUT',
    path: `/user/${path}/:orgId/:value`,
    access: 'session',
    tag,
    params: ZScorecardPreferenceParams,
    answer: ZScorecardPreferencesAnswer,
  });

/** The scorecard endpoints (001 §7, 002 §7; docs/api.md, Scorecards). */
export const SCORECARD_ENDPOINTS = {
  /** The scorecards the caller can see, each with its meeting. */
  ofMeetings: defineEndpoint({
    method: 'GET',
    path: '/scorecards/meetings',
    access: read,
    tag,
    answer: ZScorecardsMeetingsAnswer,
  }),
  /** The grid's window ending at `end`, `periods` long, with the measurables in their order. */
  grid: defineEndpoint({
    method: 'GET',
    path: '/scorecard/:scorecardId',
    access: read,
    tag,
    params: ZScorecardParams,
    query: ZScorecardGridQuery,
    answer: ZScorecardGridAnswer,
  }),
  /** The same window as a CSV attachment (text/csv), for a download link. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/scorecard/:scorecardId/export',
    access: read,
    tag,
    params: ZScorecardParams,
    query: ZScorecardGridQuery,
    answer: z.string().describe('The grid as CSV (text/csv, an attachment)'),
    produces: 'text/csv',
  }),
  addMeasurable: defineEndpoint({
    method: 'POST',
    path: '/scorecard/:scorecardId/add-measurable',
    access: change,
    tag,
    params: ZScorecardParams,
    body: ZCreateMeasurableRequest,
    answer: ZMeasurableAnswer,
    status: 201,
  }),
  /** Every measurable of the scorecard in the new order. */
  order: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/order',
    access: change,
    tag,
    params: ZScorecardParams,
    body: ZScorecardOrderRequest,
    answer: ZEnvelope,
  }),
  /** CSV `measurable,period,value`: with `dryRun` a preview, without it the valid rows written. */
  importCsv: defineEndpoint({
    method: 'POST',
    path: '/scorecard/:scorecardId/import',
    access: change,
    tag,
    params: ZScorecardParams,
    body: ZScorecardImportRequest,
    answer: ZScorecardImportAnswer,
  }),
  /** One measurable with its values (formula results included). */
  measurable: defineEndpoint({
    method: 'GET',
    path: '/scorecard/:scorecardId/:measurableId',
    access: read,
    tag,
    params: ZMeasurableParams,
    query: ZScorecardGridQuery.partial(),
    answer: ZMeasurableAnswer,
  }),
  /** Every field and the `version` it read; a goal change applies from `goalEffectiveFrom` on. */
  editMeasurable: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId',
    access: change,
    tag,
    params: ZMeasurableParams,
    body: ZEditMeasurableRequest,
    answer: ZMeasurableAnswer,
  }),
  reassignMeasurable: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/reassign',
    access: change,
    tag,
    params: ZMeasurableParams,
    body: ZReassignMeasurableRequest,
    answer: ZMeasurableAnswer,
  }),
  /** Removes a measurable and its values. */
  removeMeasurable: defineEndpoint({
    method: 'DELETE',
    path: '/scorecard/:scorecardId/:measurableId',
    access: change,
    tag,
    params: ZMeasurableParams,
    answer: ZMeasurableDeletedAnswer,
  }),
  /** One period's value (null clears it), judged against the goal in force that period. */
  addMeasuredValue: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/add-measured-value',
    access: change,
    tag,
    params: ZMeasurableParams,
    body: ZAddMeasuredValueRequest,
    answer: ZMeasuredValueAnswer,
  }),
  /** A period's note; '' removes it. */
  valueNote: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/value-note',
    access: change,
    tag,
    params: ZMeasurableParams,
    body: ZValueNoteRequest,
    answer: ZMeasuredValueAnswer,
  }),
  /** The caller's reverse order, average and total columns in the current organisation (002 §3 user). */
  preferences: defineEndpoint({
    method: 'GET',
    path: '/scorecard-preferences',
    access: read,
    tag,
    answer: ZScorecardPreferencesAnswer,
  }),
  /** 002 §7: each switch by the preference it sets; the org in the path must be the caller's. */
  setPreference: {
    reverseScorecard: preferenceSwitch('reverse-scorecard'),
    showAverage: preferenceSwitch('show-average'),
    showTotal: preferenceSwitch('show-total'),
  },
} as const;
