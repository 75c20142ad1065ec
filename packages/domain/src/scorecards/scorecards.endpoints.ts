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
  ZScorecardOfMeetingAnswer,
  ZScorecardOfMeetingRequest,
  ZScorecardOrderRequest,
  ZScorecardParams,
  ZScorecardPreferenceParams,
  ZScorecardPreferencesAnswer,
  ZScorecardsMeetingsAnswer,
  ZTrackingAnswer,
  ZTrackingParams,
  ZValueNoteRequest,
} from './scorecards.schemas.ts';

const tag = 'scorecards';
const read = 'content.read';
const change = 'content.change';

/** `PUT user/{path}/{orgId}/{true|false}`: one of the caller's scorecard switches in that organisation. */
const preferenceSwitch = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'PUT',
    path: `/user/${path}/:orgId/:value`,
    access: 'session',
    tag,
    summary,
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
    summary: 'List the scorecards the caller can see, each with its meeting',
    answer: ZScorecardsMeetingsAnswer,
  }),
  /** The measurables that track a rock or to-do (001 §3 `linkedItemId`), for its "tracked by" line. */
  tracking: defineEndpoint({
    method: 'GET',
    path: '/scorecards/tracking/:itemId',
    access: read,
    tag,
    summary: 'List the measurables that track a rock or to-do',
    description:
      'The measurables whose `linkedItemId` is this rock or to-do, among those the caller can see; 404 for a rock or to-do the caller cannot read or of another organisation.',
    params: ZTrackingParams,
    answer: ZTrackingAnswer,
  }),
  /**
   * 002 §7 `POST scorecard`: a meeting's scorecard, without recreating the meeting. Every meeting
   * is made with its one scorecard, so this answers that one (the same answer each time).
   */
  ofMeeting: defineEndpoint({
    method: 'POST',
    path: '/scorecard',
    access: change,
    tag,
    summary: "Get a meeting's scorecard (every meeting has one)",
    description:
      'Every meeting is made with its one scorecard; this answers it, so a client that asks for a scorecard for a meeting gets the one it has. 404 for a meeting the caller may not see.',
    body: ZScorecardOfMeetingRequest,
    answer: ZScorecardOfMeetingAnswer,
  }),
  /** The grid's window ending at `end`, `periods` long, with the measurables in their order. */
  grid: defineEndpoint({
    method: 'GET',
    path: '/scorecard/:scorecardId',
    access: read,
    tag,
    summary: 'Read a scorecard grid',
    description:
      'The window of `periods` weeks or months ending at `end`, with the measurables in their order, their values, goals and evaluations.',
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
    summary: 'Export a scorecard as CSV',
    description:
      "The values of the grid's window as a `text/csv` attachment with the columns `measurable,period,value,label` (the shape the import takes; `period` is the first day of the period). Empty periods are left out; cells a spreadsheet would run as a formula are neutralised.",
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
    summary: 'Add a measurable to a scorecard',
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
    summary: 'Reorder the measurables of a scorecard',
    description: 'Send every measurable of the scorecard in the new order.',
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
    summary: 'Import scorecard values from CSV',
    description:
      'CSV rows `measurable,period,value`: with `dryRun` the call only previews what it would write; without it the valid rows are written and the others listed.',
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
    summary: 'Read a measurable with its values',
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
    summary: 'Edit a measurable',
    description: 'Every field with the `version` read; a goal change applies from `goalEffectiveFrom` on.',
    params: ZMeasurableParams,
    body: ZEditMeasurableRequest,
    answer: ZMeasurableAnswer,
  }),
  reassignMeasurable: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/reassign',
    access: change,
    tag,
    summary: 'Reassign a measurable to another owner',
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
    summary: 'Remove a measurable and its values',
    params: ZMeasurableParams,
    answer: ZMeasurableDeletedAnswer,
  }),
  /** One period's value (null clears it), judged against the goal in force that period. */
  addMeasuredValue: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/add-measured-value',
    access: change,
    tag,
    summary: 'Set the value of a measurable for one period',
    description: 'A null value clears it; the value is judged against the goal in force that period.',
    params: ZMeasurableParams,
    body: ZAddMeasuredValueRequest,
    bodyExample: { intervalId: '2026-11-16', value: 12000 },
    answer: ZMeasuredValueAnswer,
  }),
  /** A period's note; '' removes it. */
  valueNote: defineEndpoint({
    method: 'PUT',
    path: '/scorecard/:scorecardId/:measurableId/value-note',
    access: change,
    tag,
    summary: "Set the note of a period's value",
    description: 'An empty note removes it.',
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
    summary: "Read the caller's scorecard preferences (reverse order, average, total)",
    answer: ZScorecardPreferencesAnswer,
  }),
  /** 002 §7: each switch by the preference it sets; the org in the path must be the caller's. */
  setPreference: {
    reverseScorecard: preferenceSwitch(
      'reverse-scorecard',
      "Show the caller's scorecards newest period first, or oldest first",
    ),
    showAverage: preferenceSwitch(
      'show-average',
      "Show or hide the average column on the caller's scorecards",
    ),
    showTotal: preferenceSwitch('show-total', "Show or hide the total column on the caller's scorecards"),
  },
} as const;
