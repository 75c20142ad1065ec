import { ZOutboxAnswer } from '@cairn/domain/platform/platform.schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.ts';
import { ok } from '../../http/respond.ts';

/**
 * `GET dev/outbox`: every mail the app sent, for the test suites only. Registered only when
 * CAIRN_TEST_OUTBOX=1 (refused in production): a default start serves no mail to anyone.
 */
export async function registerMailRoutes(api: FastifyInstance) {
  if (!api.config.testOutbox) return;
  api.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: ZOutboxAnswer },
      },
    },
    async (request) => {
      const to = request.query.to?.toLowerCase();
      const rows = await api.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(200);
      return ok({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
    },
  );
}
