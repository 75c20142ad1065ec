import type { FastifyInstance } from 'fastify';
import { loadMathjs } from './formula.ts';
import { createMeasurablesService } from './measurables.service.ts';
import { registerScorecardPreferenceRoutes } from './scorecard-preferences.ts';
import { createScorecardReads } from './scorecard-reads.service.ts';
import { createScorecardValuesService } from './scorecard-values.service.ts';
import { registerScorecardRoutes } from './scorecards.routes.ts';

/** Scorecards: measurables, their values and the grid, under the `/api/v2` prefix. */
export async function registerScorecards(api: FastifyInstance) {
  const deps = { db: api.db, live: api.live, notifier: api.notifier };
  // Formula cells are computed on every grid read: mathjs is loaded after listen, not by a reader.
  api.warmUp.later(loadMathjs);
  registerScorecardRoutes(api, {
    measurables: createMeasurablesService(deps),
    reads: createScorecardReads(api.db),
    values: createScorecardValuesService(deps),
  });
  registerScorecardPreferenceRoutes(api, deps);
}
