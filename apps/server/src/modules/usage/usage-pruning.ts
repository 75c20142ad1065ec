import { usageDayOf } from '@cairn/domain/usage/usage.constants';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { TJobHandler } from '../jobs/index.ts';
import { pruneOldUsage } from './usage.service.ts';

/** The job that deletes usage counts past their retention (any node may run it; one does a day). */
const USAGE_PRUNE_JOB = 'usage.prune';
/** Once a day, at a quiet hour (UTC). */
const PRUNE_CRON = '17 3 * * *';

/** The job's handler: prunes as of the worker's clock and logs what went. */
function createUsagePruneHandler(app: FastifyInstance): TJobHandler {
  return async (_payload, now) => {
    const removed = await pruneOldUsage(app.db, now);
    app.log.info({ removed }, 'old usage counts pruned');
  };
}

/** Registers the handler and, once the server is ready, the daily tick that queues the job once per day. */
export function registerUsagePruning(app: FastifyInstance, handlers: Record<string, TJobHandler>): void {
  handlers[USAGE_PRUNE_JOB] = createUsagePruneHandler(app);
  let tick: Cron | undefined;
  app.addHook('onReady', async () => {
    tick = new Cron(PRUNE_CRON, { timezone: 'UTC', protect: true }, () => {
      const day = usageDayOf(new Date());
      app.jobs
        .enqueue(USAGE_PRUNE_JOB, { day }, { dedupeKey: `usage-prune:${day}` })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not queue the usage pruning'));
    });
  });
  app.addHook('onClose', async () => tick?.stop());
}
