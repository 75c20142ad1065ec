import type { TPersonPreferences } from '@cairn/domain/account/person-preferences';
import { PERSON_PREFERENCE_ENDPOINTS as E } from '@cairn/domain/account/person-preferences.endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { people } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';

/**
 * The caller's own person in the organisation a `user/...{orgId}` preference call names; 404 when
 * they are not in it (so the answer tells nothing about an organisation that is not theirs).
 */
export async function ownPersonIn(db: TDbOrTx, orgId: string, userId: string) {
  const [person] = await db
    .select({ id: people.id, theme: people.theme, dashboard: people.homePage })
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.userId, userId)));
  if (!person) throw notFound('organization');
  return person;
}

/**
 * Changes the caller's own person in the organisation a `user/...{orgId}` call names (404 when
 * they are not in it): `write` in one change with the person's `events` row.
 */
export async function changeOwnPerson<T>(
  deps: TChangeDeps,
  userId: string,
  orgId: string,
  data: Record<string, unknown>,
  write: (tx: TDbOrTx, person: Awaited<ReturnType<typeof ownPersonIn>>) => Promise<T>,
): Promise<T> {
  const person = await ownPersonIn(deps.db, orgId, userId);
  return runChange(deps, { userId, orgId }, async (tx, record) => {
    const result = await write(tx, person);
    await record({ entityType: 'person', entityId: person.id, action: 'updated', data });
    return result;
  });
}

/** The person-row column each preference is kept in. */
const COLUMNS = { theme: 'theme', dashboard: 'homePage' } as const;

/**
 * `PUT user/theme/{orgId}/{n}` and `PUT user/dashboard/{orgId}/{n}` (002 §7): the person's theme
 * and home page in that organisation, kept on their person row and carried by `GET session`.
 * Each answers both choices after the change; a value outside the list is a 422.
 */
export function registerPersonPreferenceRoutes(api: FastifyInstance, deps: TChangeDeps) {
  for (const key of ['theme', 'dashboard'] as const) {
    addRoute(api, E[key], async (request) => {
      const { orgId, n: value } = request.params;
      const preferences = await changeOwnPerson(
        deps,
        actorOf(request).userId,
        orgId,
        { [key]: value },
        async (tx, person): Promise<TPersonPreferences> => {
          await tx
            .update(people)
            .set({ [COLUMNS[key]]: value })
            .where(eq(people.id, person.id));
          return { theme: person.theme, dashboard: person.dashboard, [key]: value };
        },
      );
      return ok({ preferences });
    });
  }
}
