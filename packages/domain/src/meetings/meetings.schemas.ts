import { z } from 'zod';
import { isValidTimeZone } from '../common/clock.ts';
import { IDS_QUERY_MAX } from '../common/ids.constants.ts';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import { LIVE_MEETING_STATUSES } from '../live-meeting/live-meeting.constants.ts';
import {
  searchAnswerSchema,
  searchRequestSchema,
  ZSearchFlagFilter,
  ZSearchIdFilter,
  ZSearchTextFilter,
} from '../search/search.schemas.ts';
import {
  AGENDA_ITEM_NAME_MAX_LENGTH,
  AGENDA_ITEMS_MAX,
  AGENDA_MINUTES_MAX,
  AGENDA_MINUTES_MIN,
  COLOR_TAG_VALUES,
  MEETING_INVITEES_MAX,
  MEETING_TEXTS,
  MEETING_TITLE_MAX_LENGTH,
} from './meetings.constants.ts';

/** A meeting title: required, trimmed, at most MEETING_TITLE_MAX_LENGTH; unique per organisation (server). */
export const ZMeetingTitle = z
  .string({ error: MEETING_TEXTS.required })
  .trim()
  .min(1, MEETING_TEXTS.required)
  .max(MEETING_TITLE_MAX_LENGTH, MEETING_TEXTS.titleTooLong);

/** A colour tag value (000 §3): None, Blue, Orange, Teal, Purple, Green, DarkOrange, Gray. */
export const ZColorTag = z.enum(COLOR_TAG_VALUES, { error: MEETING_TEXTS.chooseColorTag });

/**
 * Invitees: at least one person of the organisation (the spec's "at least one attendee"
 * message when empty or missing), repeats ignored. The creator is always added by the server.
 */
export const ZInviteeIds = z
  .array(ZUuid, { error: MEETING_TEXTS.noAttendees })
  .min(1, MEETING_TEXTS.noAttendees)
  .max(MEETING_INVITEES_MAX, MEETING_TEXTS.tooManyInvitees)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** One agenda section as sent: a new one has no `id` (the server gives it one). */
export const ZAgendaItemInput = z.object({
  /** Kept across edits so a renamed or moved section stays the same section. */
  id: ZUuid.optional(),
  name: z
    .string({ error: MEETING_TEXTS.required })
    .trim()
    .min(1, MEETING_TEXTS.required)
    .max(AGENDA_ITEM_NAME_MAX_LENGTH, MEETING_TEXTS.agendaNameTooLong),
  lengthInMinutes: z
    .number({ error: MEETING_TEXTS.agendaMinutes })
    .int(MEETING_TEXTS.agendaMinutes)
    .min(AGENDA_MINUTES_MIN, MEETING_TEXTS.agendaMinutes)
    .max(AGENDA_MINUTES_MAX, MEETING_TEXTS.agendaMinutes),
});
export type TAgendaItemInput = z.infer<typeof ZAgendaItemInput>;

/** An agenda as sent: its sections in order (add, remove, rename, reorder, change minutes). */
export const ZAgendaInput = z.object({
  items: z
    .array(ZAgendaItemInput, { error: MEETING_TEXTS.agendaEmpty })
    .min(1, MEETING_TEXTS.agendaEmpty)
    .max(AGENDA_ITEMS_MAX, MEETING_TEXTS.agendaTooLong)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (!item.id) return;
        if (seen.has(item.id.toLowerCase()))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: MEETING_TEXTS.agendaDuplicateId });
        seen.add(item.id.toLowerCase());
      });
    }),
});
export type TAgendaInput = z.infer<typeof ZAgendaInput>;

/** A weekly schedule: the day (0 Sunday ... 6 Saturday), the local start time and its IANA zone. */
export const ZMeetingSchedule = z.object({
  weekday: z
    .number({ error: MEETING_TEXTS.weekday })
    .int(MEETING_TEXTS.weekday)
    .min(0, MEETING_TEXTS.weekday)
    .max(6, MEETING_TEXTS.weekday),
  /** HH:mm, 24-hour. */
  time: z.string({ error: MEETING_TEXTS.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MEETING_TEXTS.time),
  /** e.g. `Europe/Berlin`; the start stays at this local time across daylight-saving changes. */
  timeZone: z.string({ error: MEETING_TEXTS.timeZone }).refine(isValidTimeZone, MEETING_TEXTS.timeZone),
});
export type TMeetingSchedule = z.infer<typeof ZMeetingSchedule>;

const ZVersion = z.number().int().nonnegative();

/** `POST meetings`. Without `agenda` the meeting gets the Level 10 agenda; without `colorTag`, None. */
export const ZCreateMeetingRequest = z.object({
  title: ZMeetingTitle,
  inviteeIds: ZInviteeIds,
  agenda: ZAgendaInput.optional(),
  colorTag: ZColorTag.optional(),
  schedule: ZMeetingSchedule.nullable().optional(),
});
export type TCreateMeetingRequest = z.infer<typeof ZCreateMeetingRequest>;

/** `PUT meeting/{id}`: the whole editable meeting (colour, owner and favourite have their own calls). */
export const ZUpdateMeetingRequest = z.object({
  title: ZMeetingTitle,
  inviteeIds: ZInviteeIds,
  agenda: ZAgendaInput,
  /** null removes the schedule (then `nextDate` is null). */
  schedule: ZMeetingSchedule.nullable(),
  version: ZVersion,
});
export type TUpdateMeetingRequest = z.infer<typeof ZUpdateMeetingRequest>;

/** `PUT meeting/{id}/color-tag` (000 §7). */
export const ZColorTagRequest = z.object({ colorTag: ZColorTag });
export type TColorTagRequest = z.infer<typeof ZColorTagRequest>;

/** `PUT meeting/{id}/owner` ("Reassign the Meeting Owner"); `version`, when sent, must be current. */
export const ZMeetingOwnerRequest = z.object({ ownerPersonId: ZUuid, version: ZVersion.optional() });
export type TMeetingOwnerRequest = z.infer<typeof ZMeetingOwnerRequest>;

/** `PUT meeting/{id}/favorite`: the caller's own favourite mark. */
export const ZMeetingFavoriteRequest = z.object({ isFavorite: z.boolean() });
export type TMeetingFavoriteRequest = z.infer<typeof ZMeetingFavoriteRequest>;

/** `PUT org/leadershipteam/{meetingId}/{isLeadershipTeam}` path: a meeting id and 'true' or 'false'. */
export const ZLeadershipTeamParams = z.object({
  meetingId: ZUuid,
  isLeadershipTeam: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
});

/** One agenda section as answered. */
export const ZAgendaItem = z.object({
  id: z.uuid(),
  name: z.string(),
  lengthInMinutes: z.number().int(),
});
export type TAgendaItem = z.infer<typeof ZAgendaItem>;

/** A meeting series (the spec's "traction"; items carry its id as `tractionId`) as answered. */
export const ZMeeting = z.object({
  id: z.uuid(),
  /** Optimistic lock: `PUT meeting/{id}` sends it back; a stale one gets 409. */
  version: z.number().int(),
  title: z.string(),
  /** The person who owns the meeting (its creator until reassigned); null if they left the organisation. */
  ownerPersonId: z.uuid().nullable(),
  /** Invited people; always includes the owner. */
  inviteeIds: z.array(z.uuid()),
  colorTag: ZColorTag,
  schedule: ZMeetingSchedule.nullable(),
  /** The next start (ISO 8601 UTC) from the schedule; null without one or when archived. */
  nextDate: z.string().nullable(),
  agenda: z.object({ items: z.array(ZAgendaItem) }),
  /** The caller's own favourite mark. */
  isFavorite: z.boolean(),
  /** The organisation's leadership team meeting (at most one). */
  isLeadershipTeam: z.boolean(),
  /** The meeting's one scorecard (002 §3 `traction.scorecardId`). */
  scorecardId: z.uuid(),
  /**
   * Its Level 10 as it stands now: NotStarted once someone has joined, Running once started, null
   * when none is open. Lets a list offer Join without asking each meeting's live state.
   */
  liveStatus: z.enum(LIVE_MEETING_STATUSES).nullable(),
  /** When the meeting was archived (ISO); null while active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

/** `POST meetings/search`: filters and sorts a meeting list understands (002 §7 meeting selector). */
export const ZMeetingSearchRequest = searchRequestSchema({
  filters: {
    /** Title contains this text (case-insensitive). */
    'text-search': ZSearchTextFilter,
    /** Meetings any of these people are invited to. */
    'person-ids': z.array(ZUuid).max(IDS_QUERY_MAX),
    /** Meetings this one person is invited to (002 §7 meeting selector); with `person-ids`, both hold. */
    'person-id': ZSearchIdFilter,
    /** Leave these meetings out (e.g. the ones already picked). */
    'excluded-ids': z.array(ZUuid).max(IDS_QUERY_MAX),
    /** Only the caller's favourites (true) or only the others (false). */
    'is-favorite': ZSearchFlagFilter,
    /** Include archived meetings (default false). */
    'include-archived': ZSearchFlagFilter,
  },
  sorts: ['title', 'nextDate', 'isFavorite'],
});
export type TMeetingSearchRequest = z.infer<typeof ZMeetingSearchRequest>;

/** `{ meeting }` answers (create, read, every change). */
export const ZMeetingAnswer = ZEnvelope.extend({ meeting: ZMeeting });
/** `GET meetings?ids=`. */
export const ZMeetingsAnswer = ZEnvelope.extend({ meetings: z.array(ZMeeting) });
/** `POST meetings/search`. */
export const ZMeetingSearchAnswer = searchAnswerSchema(ZMeeting);

/**
 * `GET meetings/validate/{id}` (002 §7): whether the caller may open the meeting's link; a meeting
 * of the organisation they are not invited to is `isValid: false` with no meeting.
 */
export const ZMeetingValidAnswer = ZEnvelope.extend({
  isValid: z.boolean(),
  meeting: z.object({ id: z.uuid(), title: z.string(), isArchived: z.boolean() }).nullable(),
});
