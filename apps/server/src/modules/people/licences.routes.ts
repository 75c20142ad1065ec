import {
  ZFreeDomainsAnswer,
  ZFreeDomainsRequest,
  ZPaidUsersAnswer,
  ZPaidUsersQuery,
  ZSeatCountAnswer,
} from '@cairn/domain/people/invitations.schemas';
import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runChange } from '../../db/run-change.ts';
import { orgs, people } from '../../db/schema/index.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { presentPerson } from '../orgs/orgs.presenters.ts';
import { createOrgsRepository } from '../orgs/orgs.repository.ts';
import { holdsLicenseSql } from '../orgs/people-search.ts';

const tags = ['licences'];

/**
 * Licences (000 §6, 001 §5, §7; issue 15): the free domains whose people take no paid seat, the
 * paid people in pages of 300 and the seat count. Whether a person is paid is one rule
 * (`domain/people/licence.ts`, `holdsLicenseSql` in SQL).
 */
export function registerLicenceRoutes(api: FastifyInstance) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const orgsRepo = createOrgsRepository(api.db);

  r.get(
    '/subscription/domains',
    { config: { permission: 'people.read' }, schema: { tags, response: { 200: ZFreeDomainsAnswer } } },
    async (request) => ok({ domains: await orgsRepo.freeDomains(orgActorOf(request).orgId) }),
  );

  r.put(
    '/subscription/domains',
    {
      // The Owner sets them: they decide what the organisation pays for.
      config: { permission: 'billing.update' },
      schema: { tags, body: ZFreeDomainsRequest, response: { 200: ZFreeDomainsAnswer } },
    },
    async (request) => {
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
    },
  );

  r.get(
    '/org/paid-users',
    {
      config: { permission: 'people.read' },
      schema: { tags, querystring: ZPaidUsersQuery, response: { 200: ZPaidUsersAnswer } },
    },
    async (request) => {
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
    },
  );

  r.get(
    '/subscription/seat-count',
    { config: { permission: 'people.read' }, schema: { tags, response: { 200: ZSeatCountAnswer } } },
    async (request) => {
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
    },
  );
}
