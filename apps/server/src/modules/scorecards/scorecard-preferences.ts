import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TScorecardPreferences } from '@cairn/domain/scorecards/scorecards.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeDeps } from '../../db/run-change.ts';
import { scorecardPreferences } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { changeOwnPerson } from '../people/index.ts';

/** What a person sees before choosing: oldest period first, the average shown, no total. */
export const DEFAULT_SCORECARD_PREFERENCES: TScorecardPreferences = {
  reverseScorecard: false,
  showAverage: true,
  showTotal: false,
};

/** A person's scorecard preferences (their own defaults when they never chose). */
export async function readScorecardPreferences(
  db: TDbOrTx,
  personId: string,
): Promise<TScorecardPreferences> {
  const [row] = await db
    .select()
    .from(scorecardPreferences)
    .where(eq(scorecardPreferences.personId, personId));
  if (!row) return DEFAULT_SCORECARD_PREFERENCES;
  return { reverseScorecard: row.reverseScorecard, showAverage: row.showAverage, showTotal: row.showTotal };
}

/**
 * `GET scorecard-preferences` and `PUT user/reverse-scorecard|show-average|show-total/{orgId}/{bool}`
 * (002 §7): stored per user and organisation; the org in the path must be one the caller belongs to.
 */
export function registerScorecardPreferenceRoutes(api: FastifyInstance, deps: TChangeDeps) {
  addRoute(api, E.preferences, async (request) =>
    ok({ preferences: await readScorecardPreferences(api.db, orgActorOf(request).person.id) }),
  );

  for (const key of ['reverseScorecard', 'showAverage', 'showTotal'] as const) {
    addRoute(api, E.setPreference[key], async (request) => {
      const { orgId, value } = request.params;
      const preferences = await changeOwnPerson(
        deps,
        actorOf(request).userId,
        orgId,
        { [key]: value },
        async (tx, person) => {
          const next = { ...(await readScorecardPreferences(tx, person.id)), [key]: value };
          await tx
            .insert(scorecardPreferences)
            .values({ personId: person.id, orgId, ...next })
            .onConflictDoUpdate({ target: scorecardPreferences.personId, set: next });
          return next;
        },
      );
      return ok({ preferences });
    });
  }
}
