import { JOB_LIMITS, type TJobAnswer, type TJobStatus } from '@cairn/domain/platform/jobs';
import { PLATFORM_ENDPOINTS as E } from '@cairn/domain/platform/platform.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { assertInstanceAdmin } from '../platform/index.ts';
import { listRecentJobs, type TJobRow } from './jobs.repository.ts';

/** Where a job stands, from its columns. */
function jobStatus(row: TJobRow): TJobStatus {
  if (row.doneAt) return 'done';
  if (row.lockedAt) return 'running';
  if (row.attempts >= JOB_LIMITS.maxAttempts) return 'failed';
  return row.attempts > 0 ? 'retrying' : 'pending';
}

function presentJob(row: TJobRow): TJobAnswer {
  return {
    id: row.id,
    kind: row.kind,
    status: jobStatus(row),
    attempts: row.attempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** `GET admin/jobs`: the recent background jobs and their status, for the instance administrator. */
export async function registerJobRoutes(api: FastifyInstance) {
  addRoute(api, E.jobs, async (request) => {
    const actor = actorOf(request);
    await assertInstanceAdmin(
      api.db,
      actor.userId,
      'Only the instance administrator can see the background jobs.',
    );
    const rows = await listRecentJobs(api.db, JOB_LIMITS.adminListSize);
    return ok({ jobs: rows.map(presentJob) });
  });
}
