import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { ZVtoSectionAnswer } from '@cairn/domain/vto/vto.schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { THtmlField, TSectionTarget, TVtoSectionsService } from './vto-sections.service.ts';
import type { TPlanKind } from './vto-sections.ts';

type TRevisionParams = { collectionId: string; revisionId: string };

/** The section a call points at, with the version it was read at (body, or `?version=` on DELETE). */
const targetOf = (
  { collectionId, revisionId }: TRevisionParams,
  version: number | undefined,
): TSectionTarget => ({
  collectionId,
  revisionId,
  version,
});

/** The changed section as answered (the services build it from the stored sections). */
const sectionAnswer = (section: unknown) =>
  ok({ section: section as z.input<typeof ZVtoSectionAnswer>['section'] });

/** One route per section call of `VTO_SECTION_ENDPOINTS` (issue 13); the rocks are vto-traction's. */
export function registerVtoSectionRoutes(api: FastifyInstance, sections: TVtoSectionsService) {
  const actor = orgActorOf;

  addRoute(api, S.addCoreValue, async (q) =>
    sectionAnswer(await sections.addCoreValue(actor(q), targetOf(q.params, q.body.version), q.body.text)),
  );
  addRoute(api, S.reorderCoreValues, async (q) =>
    sectionAnswer(
      await sections.reorderCoreValues(actor(q), targetOf(q.params, q.body.version), q.body.coreValueIds),
    ),
  );
  addRoute(api, S.editCoreValue, async (q) =>
    sectionAnswer(
      await sections.editCoreValue(
        actor(q),
        targetOf(q.params, q.body.version),
        q.params.entryId,
        q.body.text,
      ),
    ),
  );
  addRoute(api, S.removeCoreValue, async (q) =>
    sectionAnswer(
      await sections.deleteCoreValue(actor(q), targetOf(q.params, q.query.version), q.params.entryId),
    ),
  );

  const htmlFields = [
    [S.coreValuesSpeech, ['core_values_speech', 'contentHtml']],
    [S.tenYearTarget, ['ten_year_target', 'contentHtml']],
    [S.targetMarket, ['marketing_strategy', 'targetMarket']],
    [S.provenProcess, ['marketing_strategy', 'provenProcess']],
    [S.guarantee, ['marketing_strategy', 'guarantee']],
  ] as const satisfies readonly (readonly [unknown, THtmlField])[];
  for (const [endpoint, field] of htmlFields) {
    addRoute(api, endpoint, async (q) =>
      sectionAnswer(
        await sections.setHtml(actor(q), targetOf(q.params, q.body.version), field, q.body.contentHtml),
      ),
    );
  }

  addRoute(api, S.coreFocus, async (q) =>
    sectionAnswer(await sections.setCoreFocus(actor(q), targetOf(q.params, q.body.version), q.body)),
  );

  addRoute(api, S.addUnique, async (q) =>
    sectionAnswer(await sections.addUnique(actor(q), targetOf(q.params, q.body.version), q.body.text)),
  );
  addRoute(api, S.editUnique, async (q) =>
    sectionAnswer(
      await sections.editUnique(actor(q), targetOf(q.params, q.body.version), q.params.entryId, q.body.text),
    ),
  );
  addRoute(api, S.removeUnique, async (q) =>
    sectionAnswer(
      await sections.deleteUnique(actor(q), targetOf(q.params, q.query.version), q.params.entryId),
    ),
  );

  const plans = [
    [S.threeYearPicture, 'three_year_picture'],
    [S.oneYearPlan, 'one_year_plan'],
    [S.quarterlyPlan, 'quarterly_plan'],
  ] as const satisfies readonly (readonly [unknown, TPlanKind])[];
  for (const [endpoint, kind] of plans) {
    addRoute(api, endpoint, async (q) =>
      sectionAnswer(await sections.setPlan(actor(q), targetOf(q.params, q.body.version), kind, q.body)),
    );
  }

  addRoute(api, S.addMeasurable, async (q) =>
    sectionAnswer(await sections.addMeasurable(actor(q), targetOf(q.params, q.body.version), q.body)),
  );
  addRoute(api, S.editMeasurable, async (q) =>
    sectionAnswer(
      await sections.editMeasurable(actor(q), targetOf(q.params, q.body.version), q.params.entryId, q.body),
    ),
  );
  addRoute(api, S.removeMeasurable, async (q) =>
    sectionAnswer(
      await sections.deleteMeasurable(actor(q), targetOf(q.params, q.query.version), q.params.entryId),
    ),
  );

  addRoute(api, S.addGoal, async (q) =>
    sectionAnswer(await sections.addGoal(actor(q), targetOf(q.params, q.body.version), q.body.text)),
  );
  addRoute(api, S.editGoal, async (q) =>
    sectionAnswer(
      await sections.editGoal(actor(q), targetOf(q.params, q.body.version), q.params.entryId, q.body.text),
    ),
  );
  addRoute(api, S.removeGoal, async (q) =>
    sectionAnswer(await sections.deleteGoal(actor(q), targetOf(q.params, q.query.version), q.params.entryId)),
  );
}
