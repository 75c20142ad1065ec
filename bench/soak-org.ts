import { ACCOUNT_ENDPOINTS } from '@cairn/domain/account/account.endpoints';
import { PERSON_PREFERENCE_ENDPOINTS } from '@cairn/domain/account/person-preferences.endpoints';
import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { SIGNED_OUT_ENDPOINTS } from '@cairn/domain/account/signed-out.endpoints';
import { DASHBOARD_ENDPOINTS } from '@cairn/domain/dashboard/dashboard.endpoints';
import { defaultDashboard, type TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { LEVEL_10_AGENDA } from '@cairn/domain/meetings/meetings.constants';
import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import { NOTIFICATION_ENDPOINTS } from '@cairn/domain/notifications/notifications.endpoints';
import { ORG_ENDPOINTS } from '@cairn/domain/orgs/orgs.endpoints';
import { PEOPLE_ENDPOINTS } from '@cairn/domain/orgs/people.endpoints';
import { LICENCE_ENDPOINTS } from '@cairn/domain/people/licences.endpoints';
import { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { outcomeUnknown } from './soak-client.ts';
import type { TProbe } from './soak-ledger.ts';
import { checker, type Person, type TAction, type TOwned } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';
import { PASSWORDS } from './soak-world.ts';

/*
 * Meetings, dashboards, notifications, the account and the session, and the Owner's desk.
 * Leads edit their team meeting (agenda minutes, schedule, colour, owner), keep a scratch
 * meeting they archive and restore, tick the checklist; everyone marks favourites, arranges their
 * dashboard, reads and marks their notifications, sets preferences, renames themself, signs in
 * on a second device and out again, now and then changes their password. The Owner (one person
 * at a time, the role moving to a lead and back) edits the organisation, its free domains and
 * billing permissions, and hands ownership over; person 0, the instance administrator, flips a
 * feature flag.
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

const MEETING_ACTIONS: TAction[] = [
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

/** Two layouts that are always valid: the default, and every widget stacked full width. */
function layout(person: Person, stacked: boolean): TWidget[] {
  const widgets = defaultDashboard(person.personId);
  if (!stacked) return widgets;
  let y = 0;
  return widgets.map((widget) => {
    const placed = { ...widget, x: 0, y, w: 12 };
    y += widget.h;
    return placed;
  });
}

const DASHBOARD_ACTIONS: TAction[] = [
  {
    name: 'dashboard: arrange',
    area: 'dashboard',
    weight: 1.2,
    run: async (person) => {
      const probe = oneProbe(
        `dashboard:${person.personId}`,
        person.who,
        DASHBOARD_ENDPOINTS.get,
        {},
        (answer) => ({
          version: answer.dashboard.version,
        }),
      );
      let version = person.state.get('dashboard version') as number | undefined;
      if (version === undefined) version = (await person.call(DASHBOARD_ENDPOINTS.get)).dashboard.version;
      try {
        const { dashboard } = await person.writing('dashboard', person.personId, () =>
          person.chance(0.15)
            ? person.call(DASHBOARD_ENDPOINTS.reset)
            : person.call(DASHBOARD_ENDPOINTS.replace, {
                body: {
                  widgetSettings: layout(person, person.chance(0.5)) as never,
                  version: version as number,
                },
              }),
        );
        person.state.set('dashboard version', dashboard.version);
        person.ack('dashboard', person.personId, probe, { minVersion: dashboard.version });
      } catch (error) {
        person.state.delete('dashboard version');
        throw error;
      }
    },
  },
  {
    name: 'dashboard: read',
    area: 'dashboard',
    weight: 1.5,
    run: (person) => person.call(DASHBOARD_ENDPOINTS.get),
  },
];

const NOTIFICATION_ACTIONS: TAction[] = [
  {
    name: 'notifications: read and mark',
    area: 'notifications',
    weight: 1.5,
    run: async (person) => {
      const found = await person.call(NOTIFICATION_ENDPOINTS.search, {
        body: { startIndex: 0, endIndex: 20 },
      });
      const one = person.pick(found.items);
      const draw = person.random();
      if (!one || draw < 0.3) return;
      if (draw < 0.55) await person.call(NOTIFICATION_ENDPOINTS.mark.read, { body: { id: one.id } });
      else if (draw < 0.7) await person.call(NOTIFICATION_ENDPOINTS.mark.unread, { body: { id: one.id } });
      else if (draw < 0.8) await person.call(NOTIFICATION_ENDPOINTS.mark.remove, { body: { id: one.id } });
      else if (draw < 0.9)
        await person.call(NOTIFICATION_ENDPOINTS.markAllRead, {
          body: { ids: found.items.map((item) => item.id) },
        });
      else await person.call(NOTIFICATION_ENDPOINTS.list);
    },
  },
  {
    name: 'notifications: preferences',
    area: 'notifications',
    weight: 0.2,
    run: async (person) => {
      const inApp = person.chance(0.8);
      const { preferences } = await person.writing('notification preferences', person.personId, () =>
        person.call(NOTIFICATION_ENDPOINTS.setPreferences, {
          body: { preferences: { assigned: { inApp, email: false } } },
        }),
      );
      person.ack(
        'notification preferences',
        person.personId,
        oneProbe(
          `notification preferences:${person.personId}`,
          person.who,
          NOTIFICATION_ENDPOINTS.preferences,
          {},
          (answer) => ({
            fields: { assigned: answer.preferences.assigned },
          }),
        ),
        { fields: { assigned: preferences.assigned } },
      );
    },
  },
];

const ACCOUNT_ACTIONS: TAction[] = [
  {
    name: 'account: session and menu',
    area: 'account',
    weight: 1.5,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.6) await person.call(SESSION_ENDPOINTS.get, { query: { offset: 0, tz: 'UTC' } });
      else if (draw < 0.7) await person.call(SESSION_ENDPOINTS.reload);
      else if (draw < 0.8)
        await person.call(SESSION_ENDPOINTS.navBarPreference, {
          query: { open: person.chance(0.5) ? 'true' : 'false' },
        });
      else if (draw < 0.87)
        await person.call(SESSION_ENDPOINTS.switchOrg, { params: { id: person.world.orgId } });
      else if (draw < 0.94)
        await person.call(ACCOUNT_ENDPOINTS.setDefaultOrg, { params: { id: person.world.orgId } });
      else await person.call(ACCOUNT_ENDPOINTS.loginInfo, { params: { id: person.seed.userId } });
    },
  },
  {
    name: 'account: preferences',
    area: 'account',
    weight: 0.4,
    run: async (person) => {
      const orgId = person.world.orgId;
      if (person.chance(0.5))
        await person.call(PERSON_PREFERENCE_ENDPOINTS.theme, {
          params: { orgId, n: String(Math.floor(person.random() * 2)) },
        });
      else
        await person.call(PERSON_PREFERENCE_ENDPOINTS.dashboard, {
          params: { orgId, n: String(Math.floor(person.random() * 2)) },
        });
    },
  },
  {
    name: 'account: profile',
    area: 'account',
    weight: 0.3,
    run: async (person) => {
      const lastName = person.chance(0.5) ? person.seed.lastName : `${person.seed.lastName}-Smith`;
      const { user } = await person.writing('profile', person.seed.userId, () =>
        person.call(ACCOUNT_ENDPOINTS.updateProfile, {
          body: { firstName: person.seed.firstName, lastName },
        }),
      );
      person.ack(
        'profile',
        person.seed.userId,
        oneProbe(
          `profile:${person.seed.userId}`,
          person.who,
          ACCOUNT_ENDPOINTS.userDetails,
          { params: { id: person.seed.userId } },
          (answer) => ({
            fields: { lastName: answer.user.lastName },
          }),
        ),
        { fields: { lastName: user.lastName } },
      );
    },
  },
  {
    name: 'account: sign in on a second device',
    area: 'account',
    weight: 0.4,
    when: (person) => person.passwordKnown,
    run: async (person) => {
      const signedIn = await person.call(SIGNED_OUT_ENDPOINTS.signIn, {
        body: { email: person.seed.email, password: PASSWORDS[person.passwordIndex] as string },
      });
      const device = { token: signedIn.token, ip: person.who.ip };
      const { session } = await person.ctx.api.call(device, SESSION_ENDPOINTS.get);
      // Signs that device out, or ends every other session from the first one.
      if (person.chance(0.5))
        await person.ctx.api.call(device, SESSION_ENDPOINTS.end, { params: { id: session.id } });
      else await person.call(SESSION_ENDPOINTS.endOthers);
    },
  },
  {
    name: 'account: change password',
    area: 'account',
    weight: 0.04,
    when: (person) => person.passwordKnown,
    run: async (person) => {
      const next = 1 - person.passwordIndex;
      try {
        await person.call(ACCOUNT_ENDPOINTS.changePassword, {
          body: {
            currentPassword: PASSWORDS[person.passwordIndex] as string,
            newPassword: PASSWORDS[next] as string,
            signOutOtherSessions: false,
          },
        });
        person.passwordIndex = next;
      } catch (error) {
        if (outcomeUnknown(error)) person.passwordKnown = false;
        throw error;
      }
    },
  },
];

/** Runs `work` at the Owner's desk, as whoever is the Owner now (one Owner action at a time). */
const atOwnerDesk = (work: (owner: Person) => Promise<unknown>) => (person: Person) =>
  person.ctx.ownerDesk.run(async () => {
    const owner = person.ctx.people[person.ctx.owner.index] as Person;
    if (owner !== person) return;
    await work(owner);
  });

const OWNER_ACTIONS: TAction[] = [
  {
    name: 'owner: organisation settings',
    area: 'organisation',
    weight: 3,
    when: (person) => person.isOwner,
    run: atOwnerDesk(async (owner) => {
      const { org } = await owner.call(ORG_ENDPOINTS.get, { params: { id: owner.world.orgId } });
      const answer = await owner.call(ORG_ENDPOINTS.update, {
        params: { id: org.id },
        body: {
          name: org.name === 'Soak Company' ? 'Soak Company Ltd' : 'Soak Company',
          themeColor: owner.chance(0.5) ? '#1c7ed6' : '#ff7900',
          website: 'soak.example',
          version: org.version,
        },
      });
      owner.ack(
        'org',
        org.id,
        oneProbe(`org:${org.id}`, checker(owner), ORG_ENDPOINTS.get, { params: { id: org.id } }, (a) => ({
          version: a.org.version,
        })),
        { minVersion: answer.org.version },
      );
    }),
  },
  {
    name: 'owner: free domains and billing',
    area: 'organisation',
    weight: 2,
    when: (person) => person.isOwner,
    run: atOwnerDesk(async (owner) => {
      if (owner.chance(0.5)) {
        // A domain none of the 200 people has: no licence changes under anyone's feet.
        const domains = owner.chance(0.5) ? ['free-soak.example'] : [];
        const answer = await owner.call(LICENCE_ENDPOINTS.setFreeDomains, { body: { domains } });
        owner.ack(
          'free domains',
          owner.world.orgId,
          oneProbe(`free domains`, checker(owner), LICENCE_ENDPOINTS.freeDomains, {}, (a) => ({
            fields: { domains: a.domains },
          })),
          { fields: { domains: answer.domains } },
        );
        return;
      }
      const lead = owner.pick(owner.ctx.people.filter((p) => p.isLead && p !== owner)) as Person | undefined;
      if (!lead) return;
      if (owner.chance(0.5))
        await owner.call(LICENCE_ENDPOINTS.grantBilling, { params: { id: lead.personId } });
      else await owner.call(LICENCE_ENDPOINTS.removeBilling, { params: { id: lead.personId } });
    }),
  },
  {
    name: 'owner: hand over ownership',
    area: 'organisation',
    weight: 0.5,
    when: (person) => person.isOwner && person.ctx.people.filter((p) => p.isLead).length > 1,
    run: atOwnerDesk(async (owner) => {
      // Person 0 hands it to a lead; the lead hands it back.
      const to =
        owner.seed.index === 0
          ? (owner.pick(owner.ctx.people.filter((p) => p.isLead && p.seed.index !== 0)) as Person)
          : (owner.ctx.people[0] as Person);
      try {
        await owner.call(PEOPLE_ENDPOINTS.transferOwnership, { params: { id: to.personId } });
        owner.ctx.owner.index = to.seed.index;
      } catch (error) {
        // Who is the Owner now is not known: nobody acts as Owner any more (the rest goes on).
        if (outcomeUnknown(error)) owner.ctx.owner.index = -1;
        throw error;
      }
    }),
  },
  {
    name: 'owner: feature flag (instance administrator)',
    area: 'organisation',
    weight: 0.05,
    when: (person) => person.seed.index === 0,
    run: async (person) => {
      const value = person.chance(0.5);
      const answer = await person.call(PLATFORM_ENDPOINTS.setFeatureFlags, {
        body: { featureFlags: { ChatBot: value } },
      });
      person.ack(
        'feature flag',
        'ChatBot',
        oneProbe('feature flags', person.who, PLATFORM_ENDPOINTS.featureFlags, {}, (a) => ({
          fields: { ChatBot: a.featureFlags.ChatBot },
        })),
        { fields: { ChatBot: answer.featureFlags.ChatBot } },
      );
    },
  },
  {
    name: 'organisation: read',
    area: 'organisation',
    weight: 0.5,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.3) await person.call(ORG_ENDPOINTS.listMine);
      else if (draw < 0.5) await person.call(PEOPLE_ENDPOINTS.list);
      else if (draw < 0.7)
        await person.call(PEOPLE_ENDPOINTS.search, {
          body: { startIndex: 0, endIndex: 50, filters: { 'traction-ids': [person.team.meetingId] } },
        });
      else if (draw < 0.8) await person.call(LICENCE_ENDPOINTS.seatCount);
      else if (draw < 0.9)
        await person.call(ACCOUNT_ENDPOINTS.accountUsers, { params: { id: person.seed.userId } });
      else await person.call(PLATFORM_ENDPOINTS.featureFlags);
    },
  },
];

export const ORG_ACTIONS: TAction[] = [
  ...MEETING_ACTIONS,
  ...DASHBOARD_ACTIONS,
  ...NOTIFICATION_ACTIONS,
  ...ACCOUNT_ACTIONS,
  ...OWNER_ACTIONS,
];
