import { LICENCE_ENDPOINTS as E } from '@cairn/domain/people/licences.endpoints';
import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { orgs, people } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createOrgsRepository, holdsLicenseSql, presentPerson } from '../orgs/index.ts';

/**
 * Licences (000 §6, 001 §5, §7; issue 15): the free domains whose people take no paid seat, the
 * paid people in pages of 300 and the seat count. Whether a person is paid is one rule
 * (`domain/people/licence.ts`, `holdsLicenseSql` in SQL).
 */
export function registerLicenceRoutes(api: FastifyInstance) {
  const orgsRepo = createOrgsRepository(api.db);

  addRoute(api, E.freeDomains, async (request) =>
    ok({ domains: await orgsRepo.freeDomains(orgActorOf(request).orgId) }),
  );

  addRoute(api, E.setFreeDomains, async (request) => {
    const actor = orgActorOf(request);
    const { domains } = request.body;
    await runChange({ db: api.db, live: api.live }, actor, async (tx, record) => {
      await tx
        .update(orgs)
        .set({ freeDomains: domains, updatedAt: new Date() })
        .where(eq(orgs.id, actor.orgId));
      // Who is paid changed for everyone in those domains: the org's event refreshes people and sessions.
      await record({
        entityType: 'org',
        entityId: actor.orgId,
        action: 'updated',
        data: { freeDomains: domains },
        live: { verb: 'Updated' },
      });
    });
    return ok({ domains }, [{ id: 'DOMAINS_SAVED', type: 'success', text: LICENCE_TEXTS.domainsSaved }]);
  });

  addRoute(api, E.paidUsers, async (request) => {
    const actor = orgActorOf(request);
    const { startIndex, endIndex } = request.query;
    const where = and(eq(people.orgId, actor.orgId), holdsLicenseSql);
    const [rows, [total], freeDomains] = await Promise.all([
      api.db
        .select()
        .from(people)
        .where(where)
        .orderBy(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`), asc(people.id))
        .limit(endIndex - startIndex)
        .offset(startIndex),
      api.db.select({ n: count() }).from(people).where(where),
      orgsRepo.freeDomains(actor.orgId),
    ]);
    return ok({ items: rows.map((row) => presentPerson(row, freeDomains)), totalCount: total?.n ?? 0 });
  });

  addRoute(api, E.seatCount, async (request) => {
    const { orgId } = orgActorOf(request);
    const [row] = await api.db
      .select({
        paid: sql<number>`count(*) filter (where ${holdsLicenseSql})`.mapWith(Number),
        all: count(),
      })
      .from(people)
      .where(eq(people.orgId, orgId));
    const paid = row?.paid ?? 0;
    return ok({ seatCount: paid, freeCount: (row?.all ?? 0) - paid });
  });
}
