import { ZDashboardAnswer, ZPutDashboardRequest } from '@cairn/domain/dashboard/dashboard.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createDashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];
// The dashboard is the caller's own page: every role reads and arranges theirs.
const own = { permission: 'content.read' } as const;
const answer = { 200: ZDashboardAnswer };

/** `GET dashboard`, `PUT dashboard`, `POST default-dashboard` (001 §7; docs/api-dashboard.md). */
export async function registerDashboard(api: FastifyInstance) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const service = createDashboardService({ db: api.db, live: api.live });

  r.get('/dashboard', { config: own, schema: { tags, response: answer } }, async (request) =>
    ok({ dashboard: await service.get(orgActorOf(request)) }),
  );

  r.put(
    '/dashboard',
    { config: own, schema: { tags, body: ZPutDashboardRequest, response: answer } },
    async (request) => ok({ dashboard: await service.replace(orgActorOf(request), request.body) }),
  );

  r.post('/default-dashboard', { config: own, schema: { tags, response: answer } }, async (request) =>
    ok({ dashboard: await service.reset(orgActorOf(request)) }),
  );
}
