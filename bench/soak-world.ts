import { randomUUID } from 'node:crypto';
import { AC_ENDPOINTS } from '@cairn/domain/ac/ac.endpoints';
import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { SCORECARD_ENDPOINTS } from '@cairn/domain/scorecards/scorecards.endpoints';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { VTO_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { accounts, instanceAdmin, orgs, people, sessions, users } from '@cairn/server/src/db/schema/index.ts';
import { hashPassword, newSessionToken, SESSION_TTL_MS } from '@cairn/server/src/modules/auth/index.ts';
import { eq } from 'drizzle-orm';
import type { SoakApi, TIdentity } from './soak-client.ts';
import type { TStore } from './soak-server.ts';

/*
 * The organisation the soak runs in: one company of N people in teams of ten. Each team has a
 * meeting (its lead, an Admin, owns it) and the leads meet as the leadership team; person 0 is the
 * Owner (and the instance administrator). A ninth of each team is a Free Observer. The people,
 * their users and sessions are written straight into the database (one INSERT each, one password
 * hash for all: the seeding takes a second, not 200 argon2 hashes); the rest is made through the
 * API as the web would (meetings, the pinned items each team's live meeting works on, the company
 * chart with a seat for each lead, the company V/TO).
 */

export const TEAM_SIZE = 10;
/** Every seeded person's password at the start (the soak changes some). */
export const PASSWORDS = ['Correct-Horse-9', 'Correct-Horse-10'] as const;

type TSoakRole = 'Owner' | 'Admin' | 'Manager' | 'Member' | 'Observer';

export type TSoakPerson = {
  index: number;
  personId: string;
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TSoakRole;
  team: number;
  isLead: boolean;
  who: TIdentity;
};

export type TTeam = {
  index: number;
  lead: number;
  /** Every person of the team, the lead first. */
  members: number[];
  meetingId: string;
  scorecardId: string;
  /** Items of the team meeting nobody deletes: what its live meeting acts on. */
  pinned: { todoId: string; headlineId: string; rockId: string; issueIds: string[]; measurableId: string };
};

export type TWorld = {
  orgId: string;
  people: TSoakPerson[];
  teams: TTeam[];
  ltMeetingId: string;
  chart: { collectionId: string; revisionId: string; rootSeatId: string; leadSeatIds: string[] };
  vto: { collectionId: string; revisionId: string };
};

/** A client address per simulated person (X-Forwarded-For, trusted from loopback): 10.x.y.z. */
export function addressOf(index: number, network = 0): string {
  return `10.${network}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function roleOf(index: number): TSoakRole {
  if (index === 0) return 'Owner';
  if (index % TEAM_SIZE === 0) return 'Admin';
  if (index % TEAM_SIZE === TEAM_SIZE - 1) return 'Observer';
  if (index % TEAM_SIZE === 1) return 'Manager';
  return 'Member';
}

/**
 * Writes the organisation and its `count` people (users with a password, people, a session
 * each) into the store, which is closed after so the server process can open it.
 */
export async function seedPeople(
  store: TStore,
  count: number,
): Promise<{ orgId: string; people: TSoakPerson[] }> {
  const database = await openDatabase(store);
  try {
    const { db } = database;
    const hash = await hashPassword(PASSWORDS[0]);
    const [org] = await db.insert(orgs).values({ name: 'Soak Company' }).returning();
    const list: TSoakPerson[] = [];
    const userRows = [];
    for (let index = 0; index < count; index++) {
      const userId = randomUUID();
      const firstName = `Pat${index}`;
      const lastName = `Soak${index}`;
      const email = `person${index}@soak.example`;
      userRows.push({
        id: userId,
        name: `${firstName} ${lastName}`,
        email,
        emailVerified: true,
        firstName,
        lastName,
        defaultOrgId: org.id,
        isInstanceAdmin: index === 0,
      });
      list.push({
        index,
        personId: '',
        userId,
        sessionId: randomUUID(),
        email,
        firstName,
        lastName,
        role: roleOf(index),
        team: Math.floor(index / TEAM_SIZE),
        isLead: index % TEAM_SIZE === 0,
        who: { token: newSessionToken(), ip: addressOf(index) },
      });
    }
    await db.insert(users).values(userRows);
    await db.insert(instanceAdmin).values({ userId: (list[0] as TSoakPerson).userId });
    await db.insert(accounts).values(
      list.map((person) => ({
        id: randomUUID(),
        accountId: person.userId,
        providerId: 'credential',
        userId: person.userId,
        password: hash,
      })),
    );
    const made = await db
      .insert(people)
      .values(
        list.map((person) => ({
          orgId: org.id,
          userId: person.userId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          role: person.role,
          hasAccepted: true,
        })),
      )
      .returning({ id: people.id, userId: people.userId });
    const byUser = new Map(made.map((row) => [row.userId, row.id]));
    for (const person of list) person.personId = byUser.get(person.userId) as string;
    await db
      .update(orgs)
      .set({ ownerPersonId: (list[0] as TSoakPerson).personId })
      .where(eq(orgs.id, org.id));
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db.insert(sessions).values(
      list.map((person) => ({
        id: person.sessionId,
        token: person.who.token as string,
        userId: person.userId,
        activeOrgId: org.id,
        expiresAt,
      })),
    );
    return { orgId: org.id, people: list };
  } finally {
    await database.close();
  }
}

/** `YYYY-MM-DD` of today plus `days` (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Makes the meetings, pinned items, chart and V/TO through the API (see the top of this file). */
export async function setUpWorld(
  api: SoakApi,
  seeded: { orgId: string; people: TSoakPerson[] },
): Promise<TWorld> {
  const everyone = seeded.people;
  const owner = everyone[0] as TSoakPerson;
  const leads = everyone.filter((person) => person.isLead);
  await api.call(owner.who, PLATFORM_ENDPOINTS.setFeatureFlags, {
    body: { featureFlags: { CascadeHeadlines: true } },
  });
  const lt = await api.call(owner.who, MEETING_ENDPOINTS.create, {
    body: { title: 'Leadership Team', inviteeIds: leads.map((lead) => lead.personId) },
  });
  const ltMeetingId = lt.meeting.id;
  await api.call(owner.who, MEETING_ENDPOINTS.setLeadershipTeam, {
    params: { meetingId: ltMeetingId, isLeadershipTeam: 'true' },
  });

  const folder = await api.call(owner.who, AC_ENDPOINTS.companyFolder);
  const collectionId = folder.collection.id;
  const made = await api.call(owner.who, AC_ENDPOINTS.createChart, {
    params: { collectionId },
    body: { title: 'Company chart' },
  });
  const chartParams = { collectionId, revisionId: made.revision.id };
  await api.call(owner.who, AC_ENDPOINTS.visibility, {
    params: chartParams,
    body: { lt: 'edit', org: 'edit', individuals: [] },
  });
  await api.call(owner.who, AC_ENDPOINTS.publish, { params: chartParams, body: {} });
  const rootSeatId = (made.revision.seats[0] as { id: string }).id;

  const vtoFolder = await api.call(owner.who, VTO_ENDPOINTS.companyFolder);
  const vto = await api.call(owner.who, VTO_ENDPOINTS.createRevision, {
    params: { collectionId: vtoFolder.collection.id },
    body: { title: 'Company V/TO' },
  });
  const vtoParams = { collectionId: vtoFolder.collection.id, revisionId: vto.revision.id };
  await api.call(owner.who, VTO_ENDPOINTS.publish, { params: vtoParams, body: {} });

  const teams = await Promise.all(
    leads.map(async (lead): Promise<TTeam> => {
      const members = everyone.filter((person) => person.team === lead.team).map((person) => person.index);
      const meeting = await api.call(lead.who, MEETING_ENDPOINTS.create, {
        body: {
          title: `Team ${lead.team + 1}`,
          inviteeIds: members.map((index) => (everyone[index] as TSoakPerson).personId),
        },
      });
      const tractionId = meeting.meeting.id;
      const scorecardId = meeting.meeting.scorecardId;
      const ownerId = lead.personId;
      const todo = await api.call(lead.who, TODO_ENDPOINTS.create, {
        body: { title: `Team ${lead.team + 1} weekly report`, ownerIds: [ownerId], tractionId },
      });
      const headline = await api.call(lead.who, HEADLINE_ENDPOINTS.create, {
        body: { title: `Team ${lead.team + 1} won a customer`, ownerId, tractionId },
      });
      const rock = await api.call(lead.who, ROCK_ENDPOINTS.create, {
        body: {
          title: `Team ${lead.team + 1} quarterly goal`,
          ownerId,
          dueDate: dayFromNow(80),
          type: 'team',
          tractionIds: [tractionId],
        },
      });
      const issueIds: string[] = [];
      for (const topic of ['hiring', 'pricing', 'churn']) {
        const issue = await api.call(lead.who, ISSUE_ENDPOINTS.create, {
          body: { title: `Team ${lead.team + 1} ${topic}`, ownerId, tractionId },
        });
        if ('issue' in issue) issueIds.push(issue.issue.id);
      }
      const measurable = await api.call(lead.who, SCORECARD_ENDPOINTS.addMeasurable, {
        params: { scorecardId },
        body: { title: `Team ${lead.team + 1} new customers`, ownerId, goalValue: 10, tractionId },
      });
      return {
        index: lead.team,
        lead: lead.index,
        members,
        meetingId: tractionId,
        scorecardId,
        pinned: {
          todoId: (todo.todos[0] as { id: string }).id,
          headlineId: headline.headline.id,
          rockId: rock.rock.id,
          issueIds,
          measurableId: measurable.measurable.id,
        },
      };
    }),
  );

  // The leads' seats, one after the other (each takes the chart's next key).
  const leadSeatIds: string[] = [];
  for (const lead of leads) {
    const seat = await api.call(owner.who, AC_ENDPOINTS.createSeat, {
      params: chartParams,
      body: {
        title: `Head of team ${lead.team + 1}`,
        parentId: rootSeatId,
        assignedToId: lead.personId,
        roles: ['Lead the team', 'Hit the numbers'],
        isAssistant: false,
      },
    });
    leadSeatIds.push(seat.seat.id);
  }
  return {
    orgId: seeded.orgId,
    people: everyone,
    teams,
    ltMeetingId,
    chart: { ...chartParams, rootSeatId, leadSeatIds },
    vto: vtoParams,
  };
}
