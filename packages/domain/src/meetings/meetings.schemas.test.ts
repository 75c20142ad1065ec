import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canChangeMeeting, canSeeMeeting } from './meeting-access.ts';
import {
  agendaTemplateIdOf,
  COLOR_TAGS,
  colorTagLabel,
  LEVEL_10_AGENDA,
  MEETING_TEXTS,
  MEETING_TITLE_MAX_LENGTH,
} from './meetings.constants.ts';
import {
  ZCreateMeetingRequest,
  ZLeadershipTeamParams,
  ZMeetingSchedule,
  ZMeetingSearchRequest,
  ZUpdateMeetingRequest,
} from './meetings.schemas.ts';

const someone = randomUUID();
const base = { title: 'Leadership', inviteeIds: [someone] };
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('constants', () => {
  it('the Level 10 agenda is 90 minutes in the issue’s order', () => {
    expect(LEVEL_10_AGENDA.map((i) => `${i.name} ${i.lengthInMinutes}`)).toEqual([
      'Segue 5',
      'Scorecard 5',
      'Rock review 5',
      'Headlines 5',
      'To-do list 5',
      'IDS 60',
      'Conclude 5',
    ]);
    expect(LEVEL_10_AGENDA.reduce((sum, i) => sum + i.lengthInMinutes, 0)).toBe(90);
  });

  it('colour tags show their spec names (DarkOrange as Dark Orange)', () => {
    expect(COLOR_TAGS.map((t) => t.value)).toEqual([
      'None',
      'Blue',
      'Orange',
      'Teal',
      'Purple',
      'Green',
      'DarkOrange',
      'Gray',
    ]);
    expect(COLOR_TAGS.map((t) => colorTagLabel(t.value))).toEqual([
      'None',
      'Blue',
      'Orange',
      'Teal',
      'Purple',
      'Green',
      'Dark Orange',
      'Gray',
    ]);
    expect(MEETING_TEXTS.colorTagUpdated('Sales', 'Dark Orange')).toBe(
      'Meeting Sales color tag updated to Dark Orange',
    );
  });
});

describe('ZCreateMeetingRequest', () => {
  it('takes a title and invitees; agenda, colour and schedule are optional', () => {
    expect(ZCreateMeetingRequest.parse({ ...base, title: '  Leadership  ' })).toEqual({ ...base });
  });

  it('needs at least one attendee, with the spec’s text, also when the list is missing', () => {
    for (const body of [{ title: 'A', inviteeIds: [] }, { title: 'A' }]) {
      expect(messagesOf(ZCreateMeetingRequest.safeParse(body))).toEqual([
        { path: 'inviteeIds', message: MEETING_TEXTS.noAttendees },
      ]);
    }
  });

  it('ignores repeated invitees', () => {
    expect(
      ZCreateMeetingRequest.parse({ title: 'A', inviteeIds: [someone, someone.toUpperCase()] }).inviteeIds,
    ).toEqual([someone]);
  });

  it('refuses blank and too-long titles', () => {
    expect(messagesOf(ZCreateMeetingRequest.safeParse({ ...base, title: '   ' }))).toEqual([
      { path: 'title', message: 'Required' },
    ]);
    expect(
      ZCreateMeetingRequest.safeParse({ ...base, title: 'x'.repeat(MEETING_TITLE_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(ZCreateMeetingRequest.safeParse({ ...base, title: 'x'.repeat(10_000) }).success).toBe(false);
  });

  it('refuses an unknown colour tag and the shown name instead of the value', () => {
    expect(ZCreateMeetingRequest.safeParse({ ...base, colorTag: 'DarkOrange' }).success).toBe(true);
    expect(ZCreateMeetingRequest.safeParse({ ...base, colorTag: 'Dark Orange' }).success).toBe(false);
    expect(ZCreateMeetingRequest.safeParse({ ...base, colorTag: 'Pink' }).success).toBe(false);
  });
});

describe('agenda input', () => {
  const update = (items: unknown) =>
    ZUpdateMeetingRequest.safeParse({ ...base, agenda: { items }, schedule: null, version: 0 });

  it('accepts sections with and without ids', () => {
    expect(
      update([
        { name: 'Segue', lengthInMinutes: 5 },
        { id: randomUUID(), name: 'IDS', lengthInMinutes: 60 },
      ]).success,
    ).toBe(true);
  });

  it('needs at least one section, names, and 1-240 whole minutes', () => {
    expect(messagesOf(update([]))).toEqual([{ path: 'agenda.items', message: MEETING_TEXTS.agendaEmpty }]);
    expect(update([{ name: ' ', lengthInMinutes: 5 }]).success).toBe(false);
    expect(update([{ name: 'x'.repeat(101), lengthInMinutes: 5 }]).success).toBe(false);
    for (const minutes of [0, 241, 2.5, -5])
      expect(update([{ name: 'A', lengthInMinutes: minutes }]).success).toBe(false);
    expect(update([{ name: 'A', lengthInMinutes: 240 }]).success).toBe(true);
  });

  it('refuses the same section twice', () => {
    const id = randomUUID();
    expect(
      messagesOf(
        update([
          { id, name: 'A', lengthInMinutes: 5 },
          { id, name: 'B', lengthInMinutes: 5 },
        ]),
      ),
    ).toEqual([{ path: 'agenda.items.1.id', message: MEETING_TEXTS.agendaDuplicateId }]);
  });

  it('an update needs the agenda, the schedule (null clears it) and the version', () => {
    expect(
      ZUpdateMeetingRequest.safeParse({
        ...base,
        agenda: { items: [{ name: 'A', lengthInMinutes: 5 }] },
        version: 0,
      }).success,
    ).toBe(false);
  });
});

describe('ZMeetingSchedule', () => {
  it('takes a weekday 0-6, a 24-hour HH:mm and a real time zone', () => {
    expect(ZMeetingSchedule.safeParse({ weekday: 2, time: '09:00', timeZone: 'Europe/Berlin' }).success).toBe(
      true,
    );
    for (const bad of [
      { weekday: 7, time: '09:00', timeZone: 'UTC' },
      { weekday: 1.5, time: '09:00', timeZone: 'UTC' },
      { weekday: 2, time: '9:00', timeZone: 'UTC' },
      { weekday: 2, time: '24:00', timeZone: 'UTC' },
      { weekday: 2, time: '09:60', timeZone: 'UTC' },
      { weekday: 2, time: '09:00', timeZone: 'Mars/Base' },
    ]) {
      expect(ZMeetingSchedule.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts every valid HH:mm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        return ZMeetingSchedule.safeParse({ weekday: 0, time, timeZone: 'UTC' }).success;
      }),
    );
  });
});

describe('other requests', () => {
  it('the leadership path flag is true or false', () => {
    const meetingId = randomUUID();
    expect(ZLeadershipTeamParams.parse({ meetingId, isLeadershipTeam: 'true' })).toEqual({
      meetingId,
      isLeadershipTeam: true,
    });
    expect(ZLeadershipTeamParams.parse({ meetingId, isLeadershipTeam: 'false' }).isLeadershipTeam).toBe(
      false,
    );
    expect(ZLeadershipTeamParams.safeParse({ meetingId, isLeadershipTeam: 'yes' }).success).toBe(false);
  });

  it('meeting search takes the meeting selector’s filters and sorts', () => {
    const parsed = ZMeetingSearchRequest.parse({
      filters: { 'person-ids': [someone], 'include-archived': ['true'] },
      sorts: [{ property: 'nextDate', ascending: false }],
    });
    expect(parsed.filters).toEqual({ 'person-ids': [someone], 'include-archived': true });
    expect(ZMeetingSearchRequest.safeParse({ sorts: [{ property: 'owner' }] }).success).toBe(false);
  });
});

describe('meeting access', () => {
  const me = randomUUID();
  const invited = { inviteeIds: [me] };
  const notInvited = { inviteeIds: [randomUUID()] };

  it('Owner and Admin see and change every meeting', () => {
    for (const role of ['Owner', 'Admin'] as const) {
      expect(canSeeMeeting({ personId: me, role }, notInvited)).toBe(true);
      expect(canChangeMeeting({ personId: me, role }, notInvited)).toBe(true);
    }
  });

  it('Managers, Members and Implementers see and change only meetings they are invited to', () => {
    for (const role of ['Manager', 'Member', 'Implementer'] as const) {
      expect(canChangeMeeting({ personId: me, role }, invited, 'meetings.archive')).toBe(true);
      expect(canSeeMeeting({ personId: me, role }, notInvited)).toBe(false);
      expect(canChangeMeeting({ personId: me, role }, notInvited)).toBe(false);
    }
  });

  it('an Observer sees meetings they are invited to and never changes one', () => {
    expect(canSeeMeeting({ personId: me, role: 'Observer' }, invited)).toBe(true);
    expect(canChangeMeeting({ personId: me, role: 'Observer' }, invited)).toBe(false);
  });
});

describe('agendaTemplateIdOf', () => {
  it('names the Level 10 template only while the sections are its own, in order and minutes', () => {
    expect(agendaTemplateIdOf(LEVEL_10_AGENDA)).toBe('level-10');
    expect(agendaTemplateIdOf(LEVEL_10_AGENDA.map((s) => ({ ...s, id: 'x' })))).toBe('level-10');
    expect(agendaTemplateIdOf(LEVEL_10_AGENDA.slice(1))).toBeNull();
    expect(agendaTemplateIdOf([...LEVEL_10_AGENDA].reverse())).toBeNull();
    expect(
      agendaTemplateIdOf(LEVEL_10_AGENDA.map((s, i) => (i === 5 ? { ...s, lengthInMinutes: 45 } : s))),
    ).toBeNull();
    expect(agendaTemplateIdOf([])).toBeNull();
  });
});
