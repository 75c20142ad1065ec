import type { TMeeting, TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
import { nextMeetingDate } from '@cairn/domain/meetings/next-meeting-date';
import type { TMeetingRecord, TMeetingRow } from './meetings.repository.ts';

/** The schedule of a row, or null when it has none (the three columns are set together). */
export function scheduleOf(row: TMeetingRow): TMeetingSchedule | null {
  if (row.scheduleWeekday === null || row.scheduleTime === null || row.scheduleTimeZone === null) return null;
  return { weekday: row.scheduleWeekday, time: row.scheduleTime, timeZone: row.scheduleTimeZone };
}

/** The schedule as row columns (all null to clear it). */
export function scheduleColumns(schedule: TMeetingSchedule | null | undefined) {
  return {
    scheduleWeekday: schedule?.weekday ?? null,
    scheduleTime: schedule?.time ?? null,
    scheduleTimeZone: schedule?.timeZone ?? null,
  };
}

/** When the meeting next starts, or null without a schedule or once archived. */
export function nextDateOf(row: TMeetingRow, now: Date): Date | null {
  const schedule = scheduleOf(row);
  if (!schedule || row.archivedAt) return null;
  return nextMeetingDate(schedule, now, schedule.timeZone);
}

/** A meeting as the API answers it (ZMeeting); `now` fixes the clock that `nextDate` counts from. */
export function presentMeeting(record: TMeetingRecord, now: Date = new Date()): TMeeting {
  const { row } = record;
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    ownerPersonId: row.ownerPersonId,
    inviteeIds: record.inviteeIds,
    colorTag: row.colorTag,
    schedule: scheduleOf(row),
    nextDate: nextDateOf(row, now)?.toISOString() ?? null,
    agenda: { items: row.agenda.map(({ id, name, lengthInMinutes }) => ({ id, name, lengthInMinutes })) },
    isFavorite: record.isFavorite,
    isLeadershipTeam: row.isLeadershipTeam,
    scorecardId: row.scorecardId,
    liveStatus: record.liveStatus,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
