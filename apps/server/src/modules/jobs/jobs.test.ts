import { JOB_LIMITS } from '@cairn/domain/platform/jobs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { createJobQueue, type TJobHandler } from './job-worker.ts';

const quietLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  // The app's own loop knows none of these test kinds: the tests run their queues by hand.
  await app.jobs.stop();
});
afterAll(async () => app.close());

/** A queue on the test database whose loop is not started: the test runs it by hand. */
function queueWith(handlers: Record<string, TJobHandler>) {
  return createJobQueue({ db: app.db, log: quietLog, handlers });
}

describe('jobs', () => {
  it('retries a job that failed, later (back-off), and then marks it done', async () => {
    let calls = 0;
    const queue = queueWith({
      'test.flaky': async () => {
        calls += 1;
        if (calls === 1) throw new Error('SMTP said no');
      },
    });
    await queue.enqueue('test.flaky', { n: 1 });
    const now = new Date();
    expect(await queue.runOnce(now)).toBe(true);
    const [failed] = await app.db.select().from(jobs).where(eq(jobs.kind, 'test.flaky'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP said no', doneAt: null, lockedAt: null });
    expect(failed.runAt.getTime()).toBe(now.getTime() + JOB_LIMITS.firstRetryMs);

    expect(await queue.runOnce(now)).toBe(false);
    expect(calls).toBe(1);
    expect(await queue.runOnce(new Date(now.getTime() + JOB_LIMITS.firstRetryMs))).toBe(true);
    const [done] = await app.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(done.attempts).toBe(2);
    expect(done.doneAt).not.toBeNull();
    expect(calls).toBe(2);
  });

  it('never lets two workers take the same job', async () => {
    const seen: number[] = [];
    const handler: TJobHandler = async (payload) => {
      seen.push((payload as { n: number }).n);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = queueWith({ 'test.once': handler });
    const second = queueWith({ 'test.once': handler });
    const count = 30;
    for (let n = 0; n < count; n++) await first.enqueue('test.once', { n });
    const now = new Date();
    await Promise.all([first.drain(now), second.drain(now), first.drain(now), second.drain(now)]);
    expect(seen.toSorted((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
  });

  it('lists recent jobs with their status for the instance administrator only', async () => {
    const admin = await buildMember(app.db);
    await app.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, admin.user.id));
    const member = await buildMember(app.db);
    const url = '/api/v2/admin/jobs';
    expect((await injectAs(app, null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await injectAs(app, member.session, { method: 'GET', url })).statusCode).toBe(403);
    const res = await injectAs(app, admin.session, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const listed = res.json().jobs as { kind: string; status: string; attempts: number }[];
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'test.flaky', status: 'done', attempts: 2 })]),
    );
  });
});
