import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, measurables, measuredValues, notifications, orgs, users } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { buildMeasurable } from '../../test/scorecard-factories.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';
import { queueScorecardReminders, reminderWeekAt, SCORECARD_REMINDER_JOB } from './scorecard-reminders.ts';

/** Monday 2026-11-23, 09:30 in Berlin: the week of 2026-11-16 has ended and its reminder is due. */
const DUE = new Date('2026-11-23T08:30:00Z');
const WEEK = '2026-11-16';

describe('the weekly scorecard reminder', () => {
  const { app, sink } = useSmtpTestApp({ appUrl: 'http://cairn.test' });
  let team: Awaited<ReturnType<typeof buildTeam>>;
  let missingTitle: string;

  const notesOf = (userId: string) =>
    app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, userId), eq(notifications.kind, 'scorecardReminder')));
  const flag = (on: boolean) => writeSetting(app.db, FEATURE_FLAGS_KEY, { UserReminderSchedule: on });

  beforeAll(async () => {
    team = await buildTeam(app.db);
    await app.db
      .update(orgs)
      .set({ timeZone: 'Europe/Berlin', weekStart: 'Monday' })
      .where(eq(orgs.id, team.orgId));
    const meeting = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id, team.manager.person.id],
      title: 'Leadership',
    });
    const made = async (ownerPersonId: string, value: number | null) => {
      const row = await buildMeasurable(app.db, team.orgId, { meetingId: meeting.id, ownerPersonId });
      await app.db
        .update(measurables)
        .set({ createdAt: new Date('2026-01-05T00:00:00Z') })
        .where(eq(measurables.id, row.id));
      if (value !== null)
        await app.db
          .insert(measuredValues)
          .values({ measurableId: row.id, orgId: team.orgId, intervalId: WEEK, value });
      return row;
    };
    missingTitle = (await made(team.member.person.id, null)).title;
    await made(team.member.person.id, 14);
    await made(team.manager.person.id, null);
    // Made after the week ended: nobody owed a number for it.
    const late = await made(team.admin.person.id, null);
    await app.db
      .update(measurables)
      .set({ createdAt: new Date('2026-11-23T07:00:00Z') })
      .where(eq(measurables.id, late.id));
    // The Manager turned these mails off (the in-app note stays) and reads German (issue 33).
    await app.db
      .update(users)
      .set({
        notificationPreferences: { scorecardReminder: { inApp: true, email: false } },
        userLocale: 'de',
      })
      .where(eq(users.id, team.manager.user.id));
  });

  afterAll(async () => {
    await flag(false);
  });

  it('is due from 09:00 on the first day of the next week, in the organisation’s zone and week start', () => {
    const berlin = { timeZone: 'Europe/Berlin', weekStart: 'Monday' as const };
    expect(reminderWeekAt(new Date('2026-11-23T07:30:00Z'), berlin)).toBeNull();
    expect(reminderWeekAt(DUE, berlin)).toBe(WEEK);
    expect(reminderWeekAt(new Date('2026-11-26T12:00:00Z'), berlin)).toBe(WEEK);
    const sunday = { timeZone: 'America/New_York', weekStart: 'Sunday' as const };
    // Sunday 2026-11-22 10:00 in New York: the week of Sunday 2026-11-15 has ended.
    expect(reminderWeekAt(new Date('2026-11-22T15:00:00Z'), sunday)).toBe('2026-11-15');
  });

  it('sends nothing while the flag is off', async () => {
    await flag(false);
    expect(await queueScorecardReminders(app, DUE)).toBe(0);
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, SCORECARD_REMINDER_JOB));
    expect(rows).toEqual([]);
  });

  it('notifies and mails each owner of missing numbers once, with the list and the scorecard link', async () => {
    await flag(true);
    // Two nodes (or a restart) tick the same week: one job.
    await queueScorecardReminders(app, DUE);
    await queueScorecardReminders(app, DUE);
    const queued = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `scorecard-reminder:${team.orgId}:%`));
    expect(queued.map((j) => j.dedupeKey)).toEqual([`scorecard-reminder:${team.orgId}:${WEEK}`]);
    await app.jobs.drain();
    // The app's own job loop may have claimed it first (PostgreSQL runs both at once): wait for it.
    const reminderJob = () => app.db.select().from(jobs).where(eq(jobs.id, queued[0].id));
    await expect.poll(async () => (await reminderJob())[0].doneAt, { timeout: 10_000 }).not.toBeNull();
    expect((await reminderJob())[0].lastError).toBeNull();

    const [memberNote, ...moreMember] = await notesOf(team.member.user.id);
    expect(moreMember).toEqual([]);
    // The week's days in the reader's locale (Intl puts thin spaces around the English dash).
    expect(memberNote.message.replace(/\s/g, ' ')).toBe(
      `Your scorecard numbers for the week of Nov 16 – 22 are missing: ${missingTitle} (Leadership).`,
    );
    const mail = await sink.waitFor(team.member.user.email);
    expect(mail.raw).toContain(missingTitle);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(
      /http:\/\/cairn\.test\/traction\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/scorecard/,
    );

    const [managerNote, ...moreManager] = await notesOf(team.manager.user.id);
    expect(moreManager).toEqual([]);
    expect(managerNote.message).toMatch(/^Ihre Scorecard-Zahlen für die Woche vom 16\.–22\. Nov\. fehlen: /);
    expect(await notesOf(team.admin.user.id)).toEqual([]);
    expect(await notesOf(team.owner.user.id)).toEqual([]);

    // Later ticks of the same week, then the jobs again: nothing more.
    await queueScorecardReminders(app, new Date('2026-11-25T10:00:00Z'));
    await app.jobs.drain();
    expect(await notesOf(team.member.user.id)).toHaveLength(1);
    expect(sink.received.filter((m) => m.to.includes(team.member.user.email))).toHaveLength(1);
    expect(sink.received.filter((m) => m.to.includes(team.manager.user.email))).toEqual([]);
  });
});
