import type { TMessage } from '@cairn/domain/errors';
import type { TCascadeHeadlineRequest, THeadline } from '@cairn/domain/headlines/headlines.schemas';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import type { TCascadeRowValues } from './headline-form-schemas.ts';

/** The call's targets, one per (owner, meeting) of every row, and the row each target came from. */
export function cascadeTargetsOf(rows: readonly TCascadeRowValues[]) {
  const targets: TCascadeHeadlineRequest['targets'] = [];
  const rowOfTarget: number[] = [];
  rows.forEach((row, index) => {
    for (const tractionId of row.tractionIds) {
      targets.push({ ownerId: row.ownerId ?? '', tractionId });
      rowOfTarget.push(index);
    }
  });
  return { targets, rowOfTarget };
}

/**
 * The server names `targets.{n}.ownerId` / `targets.{n}.tractionId` (and `targets` for the whole
 * list); the form names `rows.{row}.ownerId` / `rows.{row}.tractionIds` / `rows`. Renames them so
 * each message lands on the row it is about; others stay as they are (they become the toast).
 */
export function errorOnRows(error: unknown, rowOfTarget: readonly number[]): unknown {
  if (!isApiError(error)) return error;
  const rename = (message: TMessage): TMessage => {
    const match = message.field?.match(/^targets\.(\d+)\.(ownerId|tractionId)$/);
    if (match) {
      const row = rowOfTarget[Number(match[1])];
      const name = match[2] === 'ownerId' ? 'ownerId' : 'tractionIds';
      return row === undefined ? message : { ...message, field: `rows.${row}.${name}` };
    }
    return message.field === 'targets' ? { ...message, field: 'rows' } : message;
  };
  return new ApiError(error.status, error.messages.map(rename));
}

/** What one row may offer: the people and meetings that make a copy the server accepts. */
export type TRowChoices = { ownerCandidateIds: string[]; meetingIds: string[] };

/**
 * The owners a row offers (invited to every meeting it names, or to any of the caller's
 * meetings) and the meetings (those inviting its owner). The headline's own owner in its own
 * meeting is never offered: that copy would be the headline itself.
 */
export function rowChoices(
  row: TCascadeRowValues,
  meetings: readonly TMeeting[],
  headline: THeadline,
): TRowChoices {
  const chosen = meetings.filter((meeting) => row.tractionIds.includes(meeting.id));
  const everyone = [...new Set(meetings.flatMap((meeting) => meeting.inviteeIds))];
  const isOwnMeetingChosen = row.tractionIds.includes(headline.tractionId);
  const ownerCandidateIds = everyone.filter(
    (id) =>
      chosen.every((meeting) => meeting.inviteeIds.includes(id)) &&
      !(isOwnMeetingChosen && id === headline.ownerId),
  );
  const meetingIds = meetings
    .filter(
      (meeting) =>
        (!row.ownerId || meeting.inviteeIds.includes(row.ownerId)) &&
        !(row.ownerId === headline.ownerId && meeting.id === headline.tractionId),
    )
    .map((meeting) => meeting.id);
  return { ownerCandidateIds, meetingIds };
}
