import { PLATFORM_ENDPOINTS as E } from '@cairn/domain/platform/platform.endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outsideTheGuard } from '../../db/transaction-scope.ts';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { writeSetting } from './app-settings.repository.ts';

/** Any number: the advisory lock the held transaction takes and then waits for. */
const HOLD_LOCK = 4_242_027;

/**
 * `POST dev/hold-database`, for the watchdog and shutdown tests only (CAIRN_TEST_HOOKS=1, refused
 * in production): writes `hold:{key}` in a transaction, then holds the database with one slow
 * statement, or with a statement outside the transaction that waits for it (on PGlite it queues
 * behind it, on PostgreSQL it waits for its lock), before committing. Nobody's change: no events row.
 */
export async function registerHoldDatabaseRoute(api: FastifyInstance) {
  if (!api.config.testHooks) return;
  addRoute(api, E.holdDatabase, async (request) => {
    const { key, seconds, how } = request.body;
    await api.db.transaction(async (tx) => {
      await writeSetting(tx, `hold:${key}`, { at: new Date().toISOString() });
      if (how === 'slow-statement') await tx.execute(sql`select pg_sleep(${seconds})`);
      else {
        await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK})`);
        await outsideTheGuard(() => api.db.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK})`));
      }
      await tx.execute(sql`select 1`);
    });
    return ok({ key });
  });
}
