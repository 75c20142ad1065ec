import { type TWeekStart, todayIn, wallClockIn, weekStartsOnOf } from '@cairn/domain/common/clock';
import { EMPTY_ID } from '@cairn/domain/errors';
import { NOTICES } from '@cairn/domain/notifications/notices';
import { periodEnd, periodStart, shiftPeriod } from '@cairn/domain/scorecards/periods';
import { Cron } from 'croner';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { measurables, measuredValues, meetings, orgs } from '../../db/schema/index.ts';
import type { TJobHandler } from '../jobs/index.ts';
import { readFeatureFlags } from '../platform/index.ts';

/**
 * The weekly scorecard reminder (issue 35 point 7), behind the UserReminderSchedule flag: once the
 * organisation's week has ended (from 09:00 on the first day of the next week, in its time zone
 * and week start), each owner of a weekly measurable whose number for that week is missing gets
 * one notification (and one mail, unless they turned `scorecardReminder` mail off) listing them.
 */
export const SCORECARD_REMINDER_JOB = 'scorecard.reminder';
/** The wall-clock hour of the week's first day from which last week's reminder goes out. */
const REMINDER_HOUR = 9;
/** How often each node looks for organisations whose reminder is due (UTC cron). */
const TICK_CRON = '*/15 * * * *';

type TReminderDeps = Pick<FastifyInstance, 'db' | 'live' | 'jobs' | 'notifier' | 'config' | 'log'>;

/** The week (its first day) whose reminder is due at `now` on this clock, or null before 09:00 of the week's first day. */
export function reminderWeekAt(now: Date, clock: { timeZone: string; weekStart: TWeekStart }): string | null {
  const today = todayIn(now, clock.timeZone);
  const thisWeek = periodStart(today, 'Weekly', weekStartsOnOf(clock.weekStart));
  if (today === thisWeek && wallClockIn(now, clock.timeZone).hour < REMINDER_HOUR) return null;
  return shiftPeriod(thisWeek, 'Weekly', -1);
}

/**
 * One tick: with the flag on, queues each organisation's reminder for its last finished week
 * under the key `scorecard-reminder:<org>:<week>`. The key outlives restarts and is shared by
 * every node, so a week's reminder is queued (and sent) once however many ticks see it due.
 */
export async function queueScorecardReminders(deps: Pick<TReminderDeps, 'db' | 'jobs'>, now = new Date()) {
  if (!(await readFeatureFlags(deps.db)).UserReminderSchedule) return 0;
  const rows = await deps.db
    .select({ id: orgs.id, timeZone: orgs.timeZone, weekStart: orgs.weekStart })
    .from(orgs);
  let queued = 0;
  for (const org of rows) {
    const week = reminderWeekAt(now, org);
    if (!week) continue;
    const dedupeKey = `scorecard-reminder:${org.id}:${week}`;
    await deps.jobs.enqueue(SCORECARD_REMINDER_JOB, { orgId: org.id, week }, { dedupeKey });
    queued++;
  }
  return queued;
}

type TMissing = { title: string; meetingId: string; meetingTitle: string };

/** The weekly measurables of the organisation with no number for `week`, by owner (those made after the week left out). */
async function missingByOwner(
  deps: Pick<TReminderDeps, 'db'>,
  orgId: string,
  week: string,
  timeZone: string,
) {
  const rows = await deps.db
    .select({
      title: measurables.title,
      ownerPersonId: measurables.ownerPersonId,
      createdAt: measurables.createdAt,
      meetingId: meetings.id,
      meetingTitle: meetings.title,
      value: measuredValues.value,
    })
    .from(measurables)
    .innerJoin(meetings, and(eq(meetings.id, measurables.meetingId), isNull(meetings.archivedAt)))
    .leftJoin(
      measuredValues,
      and(eq(measuredValues.measurableId, measurables.id), eq(measuredValues.intervalId, week)),
    )
    .where(
      and(
        eq(measurables.orgId, orgId),
        isNull(measurables.deletedAt),
        eq(measurables.interval, 'Weekly'),
        // A formula's number is computed from others, never typed: nobody to remind.
        isNull(measurables.formula),
        isNotNull(measurables.ownerPersonId),
      ),
    )
    .orderBy(asc(meetings.title), asc(measurables.title));
  const lastDay = periodEnd(week, 'Weekly');
  const byOwner = new Map<string, TMissing[]>();
  for (const row of rows) {
    if (row.value !== null || todayIn(row.createdAt, timeZone) > lastDay) continue;
    const list = byOwner.get(row.ownerPersonId as string) ?? [];
    list.push({ title: row.title, meetingId: row.meetingId, meetingTitle: row.meetingTitle });
    byOwner.set(row.ownerPersonId as string, list);
  }
  return byOwner;
}

/** What one owner reads: the week (its days in the reader's locale, issue 33), the missing measurables with their meetings. */
function reminderNotice(week: string, missing: TMissing[]) {
  const names = missing.map((m) => `${m.title} (${m.meetingTitle})`).join(', ');
  return NOTICES.scorecardMissing(week, periodEnd(week, 'Weekly'), names);
}

/**
 * The job: one change for the whole organisation (a retry after a failure repeats nothing that
 * committed), one note per owner through the notifier, which honours their mail choice.
 */
function createScorecardReminderHandler(deps: TReminderDeps): TJobHandler {
  return async (payload) => {
    const { orgId, week } = payload as { orgId: string; week: string };
    if (!(await readFeatureFlags(deps.db)).UserReminderSchedule) return;
    const [org] = await deps.db.select().from(orgs).where(eq(orgs.id, orgId));
    if (!org) return;
    const byOwner = await missingByOwner(deps, orgId, week, org.timeZone);
    if (byOwner.size === 0) return;
    const appUrl = deps.config.appUrl.replace(/\/+$/, '');
    // The system sends it: the change records no events row, so no user is its actor.
    await runChange(deps, { userId: EMPTY_ID, orgId }, async (tx, _record, afterCommit) => {
      for (const [ownerId, missing] of byOwner) {
        const meetingId = missing[0].meetingId;
        await deps.notifier.toPeople(tx, afterCommit, orgId, [ownerId], {
          kind: 'scorecardReminder',
          orgId,
          ...reminderNotice(week, missing),
          subjectKey: `scorecard-reminder:${orgId}:${week}:${ownerId}`,
          link: `${appUrl}/traction/${meetingId}/${meetingId}/scorecard`,
        });
      }
    });
  };
}

/** Adds the reminder's job handler, and the tick on this node from ready to close. */
export function registerScorecardReminders(
  app: FastifyInstance,
  handlers: Record<string, TJobHandler>,
): void {
  handlers[SCORECARD_REMINDER_JOB] = createScorecardReminderHandler(app);
  let tick: Cron | undefined;
  app.addHook('onReady', async () => {
    tick = new Cron(TICK_CRON, { timezone: 'UTC', protect: true }, () => {
      queueScorecardReminders(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not queue the scorecard reminders'),
      );
    });
  });
  app.addHook('onClose', async () => tick?.stop());
}
