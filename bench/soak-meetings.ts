import { LEVEL_10_AGENDA } from '@cairn/domain/meetings/meetings.constants';
import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import type { TProbe } from './soak-ledger.ts';
import { checker, type Person, type TAction, type TOwned } from './soak-person.ts';

/*
 * Meetings in the soak: leads edit their team meeting (agenda minutes, schedule, colour, owner),
 * keep a scratch meeting they archive and restore, tick the checklist; everyone marks favourites.
 */

/** Meetings by ids as the Owner reads them (archived ones included). */
function meetingProbe(person: Person): TProbe {
  const who = checker(person);
  return {
    type: 'many',
    group: `meeting|${who.token}`,
    fetch: async (api, ids) => {
      const { meetings } = await api.call(who, MEETING_ENDPOINTS.list, { query: { ids: ids.join(',') } });
      return new Map(
        meetings.map((m) => [m.id, { version: m.version, fields: { archived: m.archivedAt !== null } }]),
      );
    },
  };
}

type TMeetingRow = { id: string; version: number; archivedAt: string | null; title: string };

function noteMeeting(person: Person, meeting: TMeetingRow) {
  person.ack('meeting', meeting.id, meetingProbe(person), {
    minVersion: meeting.version,
    fields: { archived: meeting.archivedAt !== null },
  });
}

export const MEETING_ACTIONS: TAction[] = [
  {
    name: 'meeting: edit the team meeting (lead)',
    area: 'meetings',
    weight: 0.8,
    when: (person) => person.isLead,
    run: async (person) => {
      const { meeting } = await person.call(MEETING_ENDPOINTS.get, { params: { id: person.team.meetingId } });
      const agenda = meeting.agenda.items.map((item) => ({
        ...item,
        lengthInMinutes: item.name === 'IDS' ? 55 + Math.floor(person.random() * 10) : item.lengthInMinutes,
      }));
      const answer = await person.call(MEETING_ENDPOINTS.update, {
        params: { id: meeting.id },
        body: {
          title: meeting.title,
          inviteeIds: person.teammates.map((mate) => mate.personId),
          agenda: { items: agenda },
          schedule: person.chance(0.7)
            ? { weekday: 1 + Math.floor(person.random() * 5), time: '09:00', timeZone: 'Europe/Berlin' }
            : null,
          version: meeting.version,
        },
      });
      noteMeeting(person, answer.meeting);
    },
  },
  {
    name: 'meeting: colour and owner (lead)',
    area: 'meetings',
    weight: 0.6,
    when: (person) => person.isLead,
    run: async (person) => {
      const params = { params: { id: person.team.meetingId } };
      if (person.chance(0.6)) {
        const colorTag =
          person.pick(['None', 'Blue', 'Orange', 'Teal', 'Purple', 'Green'] as const) ?? 'Blue';
        noteMeeting(
          person,
          (await person.call(MEETING_ENDPOINTS.setColorTag, { ...params, body: { colorTag } })).meeting,
        );
      } else {
        // The meeting passes to a teammate and back; its lead stays invited.
        const { meeting } = await person.call(MEETING_ENDPOINTS.get, params);
        const mate = person.pick(person.teammates.filter((m) => m.writes && m !== person));
        const to = meeting.ownerPersonId === person.personId && mate ? mate : person;
        noteMeeting(
          person,
          (
            await person.call(MEETING_ENDPOINTS.setOwner, {
              ...params,
              body: { ownerPersonId: to.personId, version: meeting.version },
            })
          ).meeting,
        );
      }
    },
  },
  {
    name: 'meeting: scratch meeting (lead)',
    area: 'meetings',
    weight: 0.5,
    when: (person) => person.isLead,
    run: async (person) => {
      const scratch = person.state.get('scratch meeting') as TOwned | undefined;
      if (!scratch) {
        const { meeting } = await person.call(MEETING_ENDPOINTS.create, {
          body: {
            title: `Scratch ${person.serial()}`,
            inviteeIds: [person.personId],
            agenda: { items: LEVEL_10_AGENDA.slice(0, 3).map((item) => ({ ...item })) },
            colorTag: 'Gray',
          },
        });
        person.state.set('scratch meeting', {
          id: meeting.id,
          version: meeting.version,
          title: meeting.title,
          extra: { archived: false },
        });
        noteMeeting(person, meeting);
        return;
      }
      const archived = scratch.extra?.archived === true;
      const { meeting } = await person.writing(
        'meeting',
        scratch.id,
        () =>
          archived
            ? person.call(MEETING_ENDPOINTS.restore, { params: { id: scratch.id } })
            : person.call(MEETING_ENDPOINTS.archive, { params: { id: scratch.id } }),
        () => person.state.delete('scratch meeting'),
      );
      scratch.extra = { archived: meeting.archivedAt !== null };
      noteMeeting(person, meeting);
    },
  },
  {
    name: 'meeting: leadership team mark (lead)',
    area: 'meetings',
    weight: 0.1,
    when: (person) => person.isLead,
    // Marks the leadership meeting again: the one mark stays where it is (the V/TO's insiders depend on it).
    run: (person) =>
      person.call(MEETING_ENDPOINTS.setLeadershipTeam, {
        params: { meetingId: person.world.ltMeetingId, isLeadershipTeam: 'true' },
      }),
  },
  {
    name: 'meeting: favourite',
    area: 'meetings',
    weight: 0.5,
    run: (person) =>
      person.call(MEETING_ENDPOINTS.setFavorite, {
        params: { id: person.team.meetingId },
        body: { isFavorite: person.chance(0.5) },
      }),
  },
  {
    name: 'meetings: read',
    area: 'meetings',
    weight: 1.5,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.3) await person.call(MEETING_ENDPOINTS.list);
      else if (draw < 0.6)
        await person.call(MEETING_ENDPOINTS.search, { body: { startIndex: 0, endIndex: 100 } });
      else if (draw < 0.8)
        await person.call(MEETING_ENDPOINTS.get, { params: { id: person.team.meetingId } });
      else await person.call(MEETING_ENDPOINTS.validate, { params: { id: person.team.meetingId } });
    },
  },
];
