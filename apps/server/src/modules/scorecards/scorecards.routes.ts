import { ZEnvelope } from '@cairn/domain/errors';
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
  ZScorecardsMeetingsAnswer,
  ZValueNoteRequest,
} from '@cairn/domain/scorecards/scorecards.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import type { TMeasurablesService } from './measurables.service.ts';
import { presentMeasurable } from './scorecard-grid.ts';
import type { TScorecardReads } from './scorecard-reads.service.ts';
import type { TScorecardValuesService } from './scorecard-values.service.ts';

const tags = ['scorecards'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;
const measurableAnswer = { 200: ZMeasurableAnswer };

/** What the scorecard routes call. */
export type TScorecardServices = {
  measurables: TMeasurablesService;
  reads: TScorecardReads;
  values: TScorecardValuesService;
};

/** The scorecard calls (001 §7, 002 §7; docs/api.md, Scorecards). */
export function registerScorecardRoutes(api: FastifyInstance, services: TScorecardServices) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { measurables, reads, values } = services;

  r.get(
    '/scorecards/meetings',
    { config: read, schema: { tags, response: { 200: ZScorecardsMeetingsAnswer } } },
    async (request) => ok({ scorecards: await reads.list(orgActorOf(request)) }),
  );

  r.get(
    '/scorecard/:scorecardId',
    {
      config: read,
      schema: {
        tags,
        params: ZScorecardParams,
        querystring: ZScorecardGridQuery,
        response: { 200: ZScorecardGridAnswer },
      },
    },
    async (request) =>
      ok({ scorecard: await reads.grid(orgActorOf(request), request.params.scorecardId, request.query) }),
  );

  r.get(
    '/scorecard/:scorecardId/export',
    {
      config: read,
      schema: {
        tags,
        params: ZScorecardParams,
        querystring: ZScorecardGridQuery,
        // A text/csv file: Fastify sends the string as it is.
        response: { 200: z.string().describe('The grid as CSV (text/csv, an attachment)') },
      },
    },
    async (request, reply) => {
      const { title, csv } = await reads.exportCsv(
        orgActorOf(request),
        request.params.scorecardId,
        request.query,
      );
      const file = `${title.replace(/[^\w -]+/g, '').trim() || 'scorecard'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csv);
    },
  );

  r.post(
    '/scorecard/:scorecardId/add-measurable',
    {
      config: change,
      schema: {
        tags,
        params: ZScorecardParams,
        body: ZCreateMeasurableRequest,
        response: { 201: ZMeasurableAnswer },
      },
    },
    async (request, reply) => {
      const record = await measurables.add(orgActorOf(request), request.params.scorecardId, request.body);
      return reply
        .status(201)
        .send(ok({ measurable: presentMeasurable(record, []) }, [createdMessage(record.row.title)]));
    },
  );

  r.put(
    '/scorecard/:scorecardId/order',
    {
      config: change,
      schema: { tags, params: ZScorecardParams, body: ZScorecardOrderRequest, response: { 200: ZEnvelope } },
    },
    async (request) => {
      await measurables.order(orgActorOf(request), request.params.scorecardId, request.body.measurableIds);
      return ok({});
    },
  );

  r.post(
    '/scorecard/:scorecardId/import',
    {
      config: change,
      schema: {
        tags,
        params: ZScorecardParams,
        body: ZScorecardImportRequest,
        response: { 200: ZScorecardImportAnswer },
      },
    },
    async (request) =>
      ok({ import: await values.importCsv(orgActorOf(request), request.params.scorecardId, request.body) }),
  );

  r.get(
    '/scorecard/:scorecardId/:measurableId',
    {
      config: read,
      schema: {
        tags,
        params: ZMeasurableParams,
        querystring: ZScorecardGridQuery.partial(),
        response: measurableAnswer,
      },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      return ok({
        measurable: await reads.measurable(orgActorOf(request), scorecardId, measurableId, request.query),
      });
    },
  );

  r.put(
    '/scorecard/:scorecardId/:measurableId',
    {
      config: change,
      schema: { tags, params: ZMeasurableParams, body: ZEditMeasurableRequest, response: measurableAnswer },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      const record = await measurables.edit(orgActorOf(request), scorecardId, measurableId, request.body);
      return ok({ measurable: presentMeasurable(record, []) }, [updatedMessage(record.row.title)]);
    },
  );

  r.put(
    '/scorecard/:scorecardId/:measurableId/reassign',
    {
      config: change,
      schema: {
        tags,
        params: ZMeasurableParams,
        body: ZReassignMeasurableRequest,
        response: measurableAnswer,
      },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      const record = await measurables.reassign(orgActorOf(request), scorecardId, measurableId, request.body);
      return ok({ measurable: presentMeasurable(record, []) }, [updatedMessage(record.row.title)]);
    },
  );

  r.delete(
    '/scorecard/:scorecardId/:measurableId',
    {
      config: change,
      schema: { tags, params: ZMeasurableParams, response: { 200: ZMeasurableDeletedAnswer } },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      return ok({ measurableId: await measurables.remove(orgActorOf(request), scorecardId, measurableId) });
    },
  );

  r.put(
    '/scorecard/:scorecardId/:measurableId/add-measured-value',
    {
      config: change,
      schema: {
        tags,
        params: ZMeasurableParams,
        body: ZAddMeasuredValueRequest,
        response: { 200: ZMeasuredValueAnswer },
      },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      return ok({
        measuredValue: await values.addValue(orgActorOf(request), scorecardId, measurableId, request.body),
      });
    },
  );

  r.put(
    '/scorecard/:scorecardId/:measurableId/value-note',
    {
      config: change,
      schema: {
        tags,
        params: ZMeasurableParams,
        body: ZValueNoteRequest,
        response: { 200: ZMeasuredValueAnswer },
      },
    },
    async (request) => {
      const { scorecardId, measurableId } = request.params;
      return ok({
        measuredValue: await values.setNote(orgActorOf(request), scorecardId, measurableId, request.body),
      });
    },
  );
}
