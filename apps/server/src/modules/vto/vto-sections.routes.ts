import {
  ZVtoCoreFocusRequest,
  ZVtoEntryParams,
  ZVtoGoalRequest,
  ZVtoHtmlRequest,
  ZVtoLineRequest,
  ZVtoMeasurableRequest,
  ZVtoPlanRequest,
  ZVtoReorderRequest,
  ZVtoRevisionParams,
  ZVtoSectionAnswer,
  ZVtoVersionQuery,
} from '@cairn/domain/vto/vto.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { THtmlField, TSectionTarget, TVtoSectionsService } from './vto-sections.service.ts';
import type { TPlanKind } from './vto-sections.ts';

const tags = ['vto'];
const change = { permission: 'content.change' } as const;
const base = '/vto/collection/:collectionId/revision/:revisionId';
const response = { 200: ZVtoSectionAnswer };

type TParams = { collectionId: string; revisionId: string; entryId?: string };

/** The section a call points at, with the version it was read at (body, or `?version=` on DELETE). */
const targetOf = (request: FastifyRequest, version: number | undefined): TSectionTarget => {
  const { collectionId, revisionId } = request.params as TParams;
  return { collectionId, revisionId, version };
};

/** One call per section (issue 13): each carries the section's `version` and answers `{ section }`. */
export function registerVtoSectionRoutes(api: FastifyInstance, sections: TVtoSectionsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  /** A PUT/POST of `body` on `path` that answers the changed section. */
  function write<B extends z.ZodType<{ version: number }>>(
    method: 'post' | 'put',
    path: string,
    body: B,
    run: (
      request: FastifyRequest,
      body: z.infer<B>,
      target: TSectionTarget,
      entryId: string,
    ) => Promise<unknown>,
  ) {
    const params = path.includes(':entryId') ? ZVtoEntryParams : ZVtoRevisionParams;
    r[method](
      `${base}/${path}`,
      { config: change, schema: { tags, params, body, response } },
      async (request) => {
        const parsed = request.body as z.infer<B>;
        const entryId = (request.params as TParams).entryId ?? '';
        const section = await run(request, parsed, targetOf(request, parsed.version), entryId);
        return ok({ section: section as z.infer<typeof ZVtoSectionAnswer>['section'] });
      },
    );
  }

  /** A DELETE of an entry of a section list. */
  function remove(
    path: string,
    run: (request: FastifyRequest, target: TSectionTarget, entryId: string) => Promise<unknown>,
  ) {
    r.delete(
      `${base}/${path}`,
      { config: change, schema: { tags, params: ZVtoEntryParams, querystring: ZVtoVersionQuery, response } },
      async (request) => {
        const section = await run(request, targetOf(request, request.query.version), request.params.entryId);
        return ok({ section: section as z.infer<typeof ZVtoSectionAnswer>['section'] });
      },
    );
  }

  const actor = orgActorOf;

  write('post', 'core-value', ZVtoLineRequest, (q, b, t) => sections.addCoreValue(actor(q), t, b.text));
  write('put', 'core-value/reorder', ZVtoReorderRequest, (q, b, t) =>
    sections.reorderCoreValues(actor(q), t, b.coreValueIds),
  );
  write('put', 'core-value/:entryId', ZVtoLineRequest, (q, b, t, id) =>
    sections.editCoreValue(actor(q), t, id, b.text),
  );
  remove('core-value/:entryId', (q, t, id) => sections.deleteCoreValue(actor(q), t, id));

  const htmlFields: [string, THtmlField][] = [
    ['core-values-speech', ['core_values_speech', 'contentHtml']],
    ['ten-year-target', ['ten_year_target', 'contentHtml']],
    ['target-market', ['marketing_strategy', 'targetMarket']],
    ['proven-process', ['marketing_strategy', 'provenProcess']],
    ['guarantee', ['marketing_strategy', 'guarantee']],
  ];
  for (const [path, field] of htmlFields) {
    write('put', path, ZVtoHtmlRequest, (q, b, t) => sections.setHtml(actor(q), t, field, b.contentHtml));
  }

  write('put', 'core-focus', ZVtoCoreFocusRequest, (q, b, t) => sections.setCoreFocus(actor(q), t, b));

  write('post', 'target-market/unique', ZVtoLineRequest, (q, b, t) =>
    sections.addUnique(actor(q), t, b.text),
  );
  write('put', 'target-market/unique/:entryId', ZVtoLineRequest, (q, b, t, id) =>
    sections.editUnique(actor(q), t, id, b.text),
  );
  remove('target-market/unique/:entryId', (q, t, id) => sections.deleteUnique(actor(q), t, id));

  const plans: [string, TPlanKind][] = [
    ['three-year-picture', 'three_year_picture'],
    ['one-year-plan', 'one_year_plan'],
    ['quarterly-plan', 'quarterly_plan'],
  ];
  for (const [path, kind] of plans) {
    write('put', path, ZVtoPlanRequest, (q, b, t) => sections.setPlan(actor(q), t, kind, b));
  }

  write('post', 'quarterly-plan/measurable', ZVtoMeasurableRequest, (q, b, t) =>
    sections.addMeasurable(actor(q), t, b),
  );
  write('put', 'quarterly-plan/measurable/:entryId', ZVtoMeasurableRequest, (q, b, t, id) =>
    sections.editMeasurable(actor(q), t, id, b),
  );
  remove('quarterly-plan/measurable/:entryId', (q, t, id) => sections.deleteMeasurable(actor(q), t, id));

  write('post', 'quarterly-plan/goal', ZVtoGoalRequest, (q, b, t) => sections.addGoal(actor(q), t, b.text));
  write('put', 'quarterly-plan/goal/:entryId', ZVtoGoalRequest, (q, b, t, id) =>
    sections.editGoal(actor(q), t, id, b.text),
  );
  remove('quarterly-plan/goal/:entryId', (q, t, id) => sections.deleteGoal(actor(q), t, id));
}
