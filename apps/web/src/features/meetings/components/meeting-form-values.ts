import {
  DEFAULT_COLOR_TAG,
  LEVEL_10_AGENDA,
  type TColorTag,
} from '@cairn/domain/meetings/meetings.constants';
import {
  type TCreateMeetingRequest,
  type TMeeting,
  type TMeetingSchedule,
  type TUpdateMeetingRequest,
  ZAgendaInput,
  ZColorTag,
  ZInviteeIds,
  ZMeetingSchedule,
  ZMeetingTitle,
} from '@cairn/domain/meetings/meetings.schemas';
import { z } from 'zod';
import { browserTimeZone } from '../../../lib/time-zones.ts';

/** One agenda row of the form: `key` tells rows apart (new rows have no `id` until saved). */
export type TAgendaFormItem = { key: string; id?: string; name: string; lengthInMinutes: number | string };

/** The values of the meeting form, shaped like the API's body so server messages land on fields. */
export type TMeetingFormValues = {
  title: string;
  inviteeIds: string[];
  colorTag: TColorTag;
  /** null: no weekly schedule (no next date). */
  schedule: TMeetingSchedule | null;
  agenda: { items: TAgendaFormItem[] };
  /** The organisation's leadership team meeting (Owner and Admin; saved with its own call). */
  isLeadershipTeam: boolean;
};

/** The form's rules: the domain's own schemas (the same texts the server answers with). */
export const ZMeetingForm = z.object({
  title: ZMeetingTitle,
  inviteeIds: ZInviteeIds,
  colorTag: ZColorTag,
  schedule: ZMeetingSchedule.nullable(),
  agenda: ZAgendaInput,
  isLeadershipTeam: z.boolean(),
});

let nextKey = 0;

/** A key for a new agenda row (unique in this tab). */
export function newAgendaKey(): string {
  nextKey += 1;
  return `agenda-row-${nextKey}`;
}

/** The schedule a new meeting starts with: Monday 9:00 AM in the browser's zone. */
export function defaultSchedule(): TMeetingSchedule {
  return { weekday: 1, time: '09:00', timeZone: browserTimeZone() };
}

/** A new meeting: the creator invited, no colour, a Monday schedule and the Level 10 agenda. */
export function newMeetingValues(myPersonId: string | undefined): TMeetingFormValues {
  return {
    title: '',
    inviteeIds: myPersonId ? [myPersonId] : [],
    colorTag: DEFAULT_COLOR_TAG,
    schedule: defaultSchedule(),
    agenda: { items: LEVEL_10_AGENDA.map((item) => ({ key: newAgendaKey(), ...item })) },
    isLeadershipTeam: false,
  };
}

/** An existing meeting as form values. */
export function meetingToValues(meeting: TMeeting): TMeetingFormValues {
  return {
    title: meeting.title,
    inviteeIds: [...meeting.inviteeIds],
    colorTag: meeting.colorTag,
    schedule: meeting.schedule ? { ...meeting.schedule } : null,
    agenda: { items: meeting.agenda.items.map((item) => ({ key: item.id, ...item })) },
    isLeadershipTeam: meeting.isLeadershipTeam,
  };
}

function agendaBody(values: TMeetingFormValues) {
  return {
    items: values.agenda.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name.trim(),
      lengthInMinutes: Number(item.lengthInMinutes),
    })),
  };
}

/** The body of `POST meetings`. */
export function toCreateRequest(values: TMeetingFormValues): TCreateMeetingRequest {
  return {
    title: values.title.trim(),
    inviteeIds: values.inviteeIds,
    colorTag: values.colorTag,
    schedule: values.schedule,
    agenda: agendaBody(values),
  };
}

/** The body of `PUT meeting/{id}` (the colour has its own call). */
export function toUpdateRequest(values: TMeetingFormValues, version: number): TUpdateMeetingRequest {
  return {
    title: values.title.trim(),
    inviteeIds: values.inviteeIds,
    schedule: values.schedule,
    agenda: agendaBody(values),
    version,
  };
}

/** Total minutes of the agenda rows (rows without a number count 0). */
export function totalMinutes(items: readonly Pick<TAgendaFormItem, 'lengthInMinutes'>[]): number {
  return items.reduce((sum, item) => {
    const minutes = Number(item.lengthInMinutes);
    return sum + (Number.isFinite(minutes) ? minutes : 0);
  }, 0);
}
