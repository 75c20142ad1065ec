import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import {
  ROCK_STATUS_LABELS,
  ROCK_STATUSES,
  ROCK_TYPE_LABELS,
  ROCK_TYPES,
  type TRockStatus,
} from '@cairn/domain/rocks/rocks.constants';

/** The six statuses as select options, labelled as the spec shows them (002 §3). */
export const ROCK_STATUS_OPTIONS = ROCK_STATUSES.map((status) => ({
  value: status,
  label: ROCK_STATUS_LABELS[status],
}));

/** The four types as select options: Individual, Company, Team, Departmental (000 §3). */
export const ROCK_TYPE_OPTIONS = ROCK_TYPES.map((type) => ({ value: type, label: ROCK_TYPE_LABELS[type] }));

/** The colour each status is shown in. */
export const ROCK_STATUS_COLORS: Record<TRockStatus, string> = {
  OnTrack: 'green',
  OffTrack: 'red',
  Done: 'blue',
  NotDone: 'orange',
  Closed: 'gray',
  NonRock: 'gray',
};

/**
 * Who may own a rock in these meetings: the people invited to every one of them (the owner must
 * be in each, docs/api.md). Undefined while nothing is chosen or the meetings are not loaded,
 * so the picker then offers the organisation (still under the 000 §6 rules).
 */
export function inviteesOfEvery(
  meetings: readonly TMeeting[] | undefined,
  meetingIds: readonly string[],
): string[] | undefined {
  const chosen = (meetings ?? []).filter((meeting) => meetingIds.includes(meeting.id));
  if (chosen.length === 0) return undefined;
  return chosen[0].inviteeIds.filter((id) => chosen.every((meeting) => meeting.inviteeIds.includes(id)));
}
