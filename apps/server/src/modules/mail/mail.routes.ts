import { PLATFORM_ENDPOINTS as E } from '@cairn/domain/platform/platform.endpoints';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';

/**
 * `GET dev/outbox`: every mail the app sent, for the test suites only. Registered only when
 * CAIRN_TEST_OUTBOX=1 (refused in production): a default start serves no mail to anyone.
 */
export async function registerMailRoutes(api: FastifyInstance) {
  if (!api.config.testOutbox) return;
  addRoute(api, E.outbox, async (request) => {
    const to = request.query.to?.toLowerCase();
    const rows = await api.db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(200);
    return ok({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
