import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createdMessage, updatedMessage } from '../traction-items/index.ts';
import type { TMeasurablesService } from './measurables.service.ts';
import { presentMeasurable } from './scorecard-grid.ts';
import type { TScorecardReads } from './scorecard-reads.service.ts';
import type { TScorecardValuesService } from './scorecard-values.service.ts';

/** What the scorecard routes call. */
export type TScorecardServices = {
  measurables: TMeasurablesService;
  reads: TScorecardReads;
  values: TScorecardValuesService;
};

/** The scorecard routes, one per endpoint of `SCORECARD_ENDPOINTS` (docs/api.md, Scorecards). */
export function registerScorecardRoutes(api: FastifyInstance, services: TScorecardServices) {
  const { measurables, reads, values } = services;

  addRoute(api, E.ofMeetings, async (request) => ok({ scorecards: await reads.list(orgActorOf(request)) }));

  addRoute(api, E.tracking, async (request) =>
    ok({ measurables: await reads.tracking(orgActorOf(request), request.params.itemId) }),
  );

  addRoute(api, E.ofMeeting, async (request) =>
    ok({ scorecard: await reads.ofMeeting(orgActorOf(request), request.body.tractionId) }),
  );

  addRoute(api, E.grid, async (request) =>
    ok({ scorecard: await reads.grid(orgActorOf(request), request.params.scorecardId, request.query) }),
  );

  addRoute(api, E.exportCsv, async (request, reply) => {
    const { title, csv } = await reads.exportCsv(
      orgActorOf(request),
      request.params.scorecardId,
      request.query,
    );
    const file = `${title.replace(/[^\w -]+/g, '').trim() || 'scorecard'}.csv`;
    // A text/csv file: with its own content type, Fastify sends the string as it is.
    reply
      .header('content-type', `${E.exportCsv.produces}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${file}"`);
    return csv;
  });

  addRoute(api, E.addMeasurable, async (request) => {
    const record = await measurables.add(orgActorOf(request), request.params.scorecardId, request.body);
    return ok({ measurable: presentMeasurable(record, []) }, [createdMessage(record.row.title)]);
  });

  addRoute(api, E.order, async (request) => {
    await measurables.order(orgActorOf(request), request.params.scorecardId, request.body.measurableIds);
    return ok({});
  });

  addRoute(api, E.importCsv, async (request) =>
    ok({ import: await values.importCsv(orgActorOf(request), request.params.scorecardId, request.body) }),
  );

  addRoute(api, E.measurable, async (request) => {
    const { scorecardId, measurableId } = request.params;
    return ok({
      measurable: await reads.measurable(orgActorOf(request), scorecardId, measurableId, request.query),
    });
  });

  addRoute(api, E.editMeasurable, async (request) => {
    const { scorecardId, measurableId } = request.params;
    const record = await measurables.edit(orgActorOf(request), scorecardId, measurableId, request.body);
    return ok({ measurable: presentMeasurable(record, []) }, [updatedMessage(record.row.title)]);
  });

  addRoute(api, E.reassignMeasurable, async (request) => {
    const { scorecardId, measurableId } = request.params;
    const record = await measurables.reassign(orgActorOf(request), scorecardId, measurableId, request.body);
    return ok({ measurable: presentMeasurable(record, []) }, [updatedMessage(record.row.title)]);
  });

  addRoute(api, E.removeMeasurable, async (request) => {
    const { scorecardId, measurableId } = request.params;
    return ok({ measurableId: await measurables.remove(orgActorOf(request), scorecardId, measurableId) });
  });

  addRoute(api, E.addMeasuredValue, async (request) => {
    const { scorecardId, measurableId } = request.params;
    return ok({
      measuredValue: await values.addValue(orgActorOf(request), scorecardId, measurableId, request.body),
    });
  });

  addRoute(api, E.valueNote, async (request) => {
    const { scorecardId, measurableId } = request.params;
    return ok({
      measuredValue: await values.setNote(orgActorOf(request), scorecardId, measurableId, request.body),
    });
  });
}
