import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  headlines,
  invitations,
  issues,
  meetingInvitees,
  meetingOccurrences,
  meetings,
  orgs,
  people,
  rockMeetings,
  rocks,
  sessions,
  todos,
  users,
} from '../db/schema/index.ts';
import { acRowFixtures } from './ac-factories.ts';
import { buildMeeting, buildMember, buildPerson, buildSession } from './factories.ts';
import { integrationRowFixtures } from './integration-factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from './item-factories.ts';
import { buildEndedOccurrence } from './live-meeting-factories.ts';
import { buildRecordingTestApp, type TRecordedRoute } from './route-recorder.ts';
import { sampleInput } from './sample-input.ts';
import { buildMeasurable, readMeasurableState, scorecardIdOf } from './scorecard-factories.ts';
import { injectAs, type TTestApp } from './test-app.ts';
import { vtoRowFixtures } from './vto-factories.ts';

/**
 * The tenancy isolation suite (ARCHITECTURE §5). It walks every route the app registers, so a
 * new route is covered the day it lands:
 * - every route under /api/v2 that is not public answers 401 without a session (and with a
 *   bogus or expired one);
 * - every guarded route with path params, called by the Owner of another organisation with a
 *   real row of organisation A, answers 404 and leaves that row (and A's change log) unchanged.
 * A param is resolved by the path segment before it (`/person/:id` -> `person`) through
 * ROW_FIXTURES; a param that is a value rather than a row (`/:isLeadershipTeam`) takes its
 * value from VALUE_PARAMS by its name. A route whose params have no fixture fails the suite
 * until a fixture is added here or the route is listed in NOT_EXERCISED with the reason.
 */

type TVictim = Awaited<ReturnType<typeof buildMember>>;
type TRowFixture = {
  /** Makes (or picks) a row of the victim's organisation and answers its id. */
  create: (app: TTestApp, victim: TVictim) => Promise<string>;
  /** Reads the row, to compare before and after the attempt. */
  read: (app: TTestApp, id: string) => Promise<unknown>;
};

/** The victim's user (routes about one's own account take the user id). */
const userRow: TRowFixture = {
  create: async (_app, victim) => victim.user.id,
  read: async (app, id) => (await app.db.select().from(users).where(eq(users.id, id)))[0],
};

const orgRow: TRowFixture = {
  create: async (_app, victim) => victim.org.id,
  read: async (app, id) => (await app.db.select().from(orgs).where(eq(orgs.id, id)))[0],
};

/** An Observer of organisation A with a pending upgrade request. */
const pendingObserverRow: TRowFixture = {
  create: async (app, victim) => {
    const person = await buildPerson(app.db, victim.org.id, { role: 'Observer' });
    await app.db.update(people).set({ upgradeRequestStatus: 'Pending' }).where(eq(people.id, person.id));
    return person.id;
  },
  read: async (app, id) => (await app.db.select().from(people).where(eq(people.id, id)))[0],
};

/** A meeting of organisation A (with its invitees, so a change to them shows too). */
const meetingRow: TRowFixture = {
  create: async (app, victim) => {
    const member = await buildPerson(app.db, victim.org.id, { role: 'Member' });
    return (
      await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id, inviteeIds: [member.id] })
    ).id;
  },
  read: async (app, id) => ({
    meeting: (await app.db.select().from(meetings).where(eq(meetings.id, id)))[0],
    invitees: await app.db
      .select()
      .from(meetingInvitees)
      .where(eq(meetingInvitees.meetingId, id))
      .orderBy(meetingInvitees.personId),
  }),
};

/**
 * A scorecard of organisation A with a measurable on it. Routes name both (`/scorecard/:scorecardId/
 * :measurableId`): the measurable param takes the measurable of the scorecard made just before.
 */
let lastMeasurableId = '';
const scorecardRow: TRowFixture = {
  create: async (app, victim) => {
    const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
    lastMeasurableId = (
      await buildMeasurable(app.db, victim.org.id, { meetingId: meeting.id, ownerPersonId: victim.person.id })
    ).id;
    return scorecardIdOf(app.db, meeting.id);
  },
  read: async (app, id) => (await app.db.select().from(meetings).where(eq(meetings.scorecardId, id)))[0],
};
const measurableRow: TRowFixture = {
  create: async () => lastMeasurableId,
  read: (app, id) => readMeasurableState(app.db, id),
};

/**
 * A pending invitation of organisation A. Routes with a key (`/invitation/:invitationId/:key/...`)
 * take a key that is not the invitation's (a member of B holds only what they guess).
 */
let lastInvitationId = '';
const readInvitation = async (app: TTestApp, id: string) =>
  (await app.db.select().from(invitations).where(eq(invitations.id, id)))[0];
const invitationRow: TRowFixture = {
  create: async (app, victim) => {
    const person = await buildPerson(app.db, victim.org.id, { role: 'Member' });
    const [row] = await app.db
      .insert(invitations)
      .values({
        orgId: victim.org.id,
        personId: person.id,
        email: person.email,
        keyHash: 'a'.repeat(64),
        invitedByPersonId: victim.person.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    lastInvitationId = row.id;
    return row.id;
  },
  read: readInvitation,
};
const invitationKey: TRowFixture = {
  create: async () => 'guessed-key',
  read: (app) => readInvitation(app, lastInvitationId),
};

/** Path segment before a param -> how to make a real row for it in organisation A. */
const ROW_FIXTURES: Record<string, TRowFixture> = {
  scorecard: scorecardRow,
  /** `POST traction/scorecard/pdf/:scorecardId`. */
  pdf: scorecardRow,
  ':scorecardId': measurableRow,
  'reverse-scorecard': orgRow,
  'show-average': orgRow,
  'show-total': orgRow,
  theme: orgRow,
  dashboard: orgRow,
  org: orgRow,
  defaultorg: orgRow,
  invitation: invitationRow,
  ':invitationId': invitationKey,
  person: {
    create: async (app, victim) => (await buildPerson(app.db, victim.org.id, { role: 'Member' })).id,
    read: async (app, id) => (await app.db.select().from(people).where(eq(people.id, id)))[0],
  },
  /** `POST person/approveupgrade/:personId/:orgId` (and deny): a Free Observer of A who asked for a licence. */
  approveupgrade: pendingObserverRow,
  denyupgrade: pendingObserverRow,
  /** …and the organisation of that request: A itself. */
  ':personId': orgRow,
  /** `PUT org/owner/:id`: a person of organisation A (the transfer target). */
  owner: {
    create: async (app, victim) => (await buildPerson(app.db, victim.org.id, { role: 'Member' })).id,
    read: async (app, id) => (await app.db.select().from(people).where(eq(people.id, id)))[0],
  },
  session: {
    create: async (app, victim) => (await buildSession(app.db, victim.user, victim.org.id)).id,
    read: async (app, id) => (await app.db.select().from(sessions).where(eq(sessions.id, id)))[0],
  },
  details: userRow,
  /** `GET account/:id/users`, `GET account/get-login-info/:id`: the victim's own user id. */
  account: userRow,
  'get-login-info': userRow,
  meeting: meetingRow,
  /** `GET traction/:meetingId/:type/pdf`. */
  traction: meetingRow,
  leadershipteam: meetingRow,
  'live-meeting': meetingRow,
  meetings: meetingRow,
  validate: meetingRow,
  /** An ended occurrence of a meeting of organisation A, with its frozen summary. */
  'meeting-summary': {
    create: async (app, victim) => {
      const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
      return (await buildEndedOccurrence(app.db, victim.org.id, meeting.id)).id;
    },
    read: async (app, id) =>
      (await app.db.select().from(meetingOccurrences).where(eq(meetingOccurrences.id, id)))[0],
  },
  /** A meeting to-do of organisation A (owned by its Owner, who sees and may change it). */
  todo: {
    create: async (app, victim) => {
      const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
      return (
        await buildTodo(app.db, victim.org.id, { ownerPersonId: victim.person.id, meetingId: meeting.id })
      ).id;
    },
    read: async (app, id) => (await app.db.select().from(todos).where(eq(todos.id, id)))[0],
  },
  /** A meeting issue of organisation A (owned by its Owner). */
  issue: {
    create: async (app, victim) => {
      const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
      return (
        await buildIssue(app.db, victim.org.id, { ownerPersonId: victim.person.id, meetingId: meeting.id })
      ).id;
    },
    read: async (app, id) => (await app.db.select().from(issues).where(eq(issues.id, id)))[0],
  },
  /** A headline of organisation A (owned by its Owner). */
  headline: {
    create: async (app, victim) => {
      const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
      return (
        await buildHeadline(app.db, victim.org.id, { ownerPersonId: victim.person.id, meetingId: meeting.id })
      ).id;
    },
    read: async (app, id) => (await app.db.select().from(headlines).where(eq(headlines.id, id)))[0],
  },
  /** A rock of organisation A in two meetings, with a rock delegated from it. */
  rock: {
    create: async (app, victim) => {
      const orgId = victim.org.id;
      const first = await buildMeeting(app.db, orgId, { ownerPersonId: victim.person.id });
      const second = await buildMeeting(app.db, orgId, { ownerPersonId: victim.person.id });
      const meetingIds = [first.id, second.id];
      const rock = await buildRock(app.db, orgId, { ownerPersonId: victim.person.id, meetingIds });
      await buildRock(app.db, orgId, {
        ownerPersonId: victim.person.id,
        meetingIds: [second.id],
        delegatedFromRockId: rock.id,
      });
      return rock.id;
    },
    read: async (app, id) => ({
      rock: (await app.db.select().from(rocks).where(eq(rocks.id, id)))[0],
      meetings: await app.db.select().from(rockMeetings).where(eq(rockMeetings.rockId, id)),
      delegated: await app.db.select().from(rocks).where(eq(rocks.delegatedFromRockId, id)),
    }),
  },
  /** A meeting of organisation A holding a rock that is also in another meeting. */
  'remove-in-meeting': {
    create: async (app, victim) => {
      const orgId = victim.org.id;
      const first = await buildMeeting(app.db, orgId, { ownerPersonId: victim.person.id });
      const second = await buildMeeting(app.db, orgId, { ownerPersonId: victim.person.id });
      await buildRock(app.db, orgId, { ownerPersonId: victim.person.id, meetingIds: [first.id, second.id] });
      return first.id;
    },
    read: async (app, id) =>
      app.db.select().from(rockMeetings).where(eq(rockMeetings.meetingId, id)).orderBy(rockMeetings.rockId),
  },
  ...vtoRowFixtures(),
  ...acRowFixtures(),
  ...integrationRowFixtures(),
};

/** Params that carry a value, not a row id: param name -> the value the walk sends. */
const VALUE_PARAMS: Record<string, string> = {
  isLeadershipTeam: 'true',
  /** `GET traction/:meetingId/:type/pdf`: one of the meeting's documents. */
  type: 'todos',
  /** `DELETE rock/:id/:flag`: with its delegated rocks (the widest delete). */
  flag: 'true',
  /** `PUT user/show-total/:orgId/:value`. */
  value: 'true',
  /** `PUT user/theme/:orgId/:n` and `user/dashboard/:orgId/:n`: a choice on both lists. */
  n: '1',
};

/** Guarded routes with params that the walk cannot exercise, each with the reason. */
const NOT_EXERCISED: Record<string, string> = {};

/** Routes whose body the generic sampler cannot build, with a valid example body. */
const BODY_EXAMPLES: Record<string, unknown> = {
  // The sampler cannot make a URL with an http(s) scheme.
  'PUT /api/v2/webhooks/:id': {
    url: 'https://example.com/changed-by-another-organisation',
    events: ['todo.created'],
    isEnabled: false,
    version: 0,
  },
  // The sampler cannot make an HH:mm time or a real time zone for the (nullable) schedule.
  'PUT /api/v2/meeting/:id': {
    title: 'Renamed by another organisation',
    inviteeIds: [randomUUID()],
    agenda: { items: [{ name: 'Segue', lengthInMinutes: 5 }] },
    schedule: { weekday: 2, time: '09:00', timeZone: 'UTC' },
    version: 0,
  },
  // The sampler cannot make a goal that is both a number and short number-field text.
  'POST /api/v2/scorecard/:scorecardId/add-measurable': {
    title: 'Added by another organisation',
    ownerId: randomUUID(),
    tractionId: randomUUID(),
    goalValue: 10,
  },
  // The sampler cannot make a body with exactly one of two optional fields (a folder or a new name).
  'PUT /api/v2/vto/collection/:collectionId/revision/:revisionId/move': { collectionId: randomUUID() },
  // The sampler cannot make a range whose end follows its start.
  'POST /api/v2/traction/scorecard/pdf/:scorecardId': { from: '2026-01-05', to: '2026-03-30' },
  'PUT /api/v2/ac/collection/:collectionId/revision/:revisionId/move': { collectionId: randomUUID() },
  'POST /api/v2/vto/collection/:collectionId/revision/:revisionId/quarterly-plan/rock': {
    rockId: randomUUID(),
    version: 0,
  },
};

const API_PREFIX = '/api/v2/';
const key = (route: TRecordedRoute) => `${route.method} ${route.url}`;
const isPublic = (route: TRecordedRoute) => Boolean(route.config.public) && !route.config.permission;
/** The fixture key of a param: `{area}/{segment before}` when the area has its own (`ac/collection`), else the segment. */
const fixtureKey = (area: string, before: string) =>
  `${area}/${before}` in ROW_FIXTURES ? `${area}/${before}` : before;
const paramsOf = (url: string) =>
  url
    .split('/')
    .map((segment, index, all) => ({ segment, before: fixtureKey(all[3] ?? '', all[index - 1] ?? '') }))
    .filter(({ segment }) => segment.startsWith(':'))
    .map(({ segment, before }) => ({ name: segment.slice(1).replace(/\(.*$/, ''), before }))
    .filter(({ name }) => !(name in VALUE_PARAMS));

/** The URL with every param replaced by the given value (a fresh UUID by default). */
function fillUrl(url: string, values: Record<string, string> = {}): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'anything';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\(.*$/, '');
      return values[name] ?? VALUE_PARAMS[name] ?? randomUUID();
    })
    .join('/');
}

function queryString(route: TRecordedRoute): string {
  const sampled = sampleInput(route.schema?.querystring)?.value;
  if (!sampled || typeof sampled !== 'object') return '';
  const entries = Object.entries(sampled as Record<string, unknown>).map(([k, v]): [string, string] => [
    k,
    String(v),
  ]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

let app: TTestApp;
let routes: TRecordedRoute[];

beforeAll(async () => {
  ({ app, routes } = await buildRecordingTestApp());
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const guarded = () => routes.filter((route) => route.url.startsWith(API_PREFIX) && !isPublic(route));

describe('the route walk', () => {
  it('sees the routes of every module (the collector works)', () => {
    const seen = new Set(routes.map(key));
    for (const expected of [
      'GET /api/v2/people',
      'PUT /api/v2/org/:id',
      'DELETE /api/v2/person/:id',
      'POST /api/v2/orgs',
      'GET /api/v2/version',
    ]) {
      expect(seen).toContain(expected);
    }
    expect(guarded().length).toBeGreaterThan(8);
  });

  it('lists only routes that exist as not exercised', () => {
    const seen = new Set(routes.map(key));
    for (const listed of [...Object.keys(NOT_EXERCISED), ...Object.keys(BODY_EXAMPLES)])
      expect(seen).toContain(listed);
  });
});

describe('every non-public route answers 401 without a live session', () => {
  it('without any session', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const res = await injectAs(app, null, {
        method: route.method as 'GET',
        url: fillUrl(route.url) + queryString(route),
      });
      if (res.statusCode !== 401) failures.push(`${key(route)} answered ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('with a token that is not a session, and with an expired session', async () => {
    const { user, org } = await buildMember(app.db);
    const expired = await buildSession(app.db, user, org.id);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.id));
    const failures: string[] = [];
    for (const route of guarded()) {
      for (const token of ['not-a-session-token', expired.token]) {
        const res = await injectAs(
          app,
          { token },
          { method: route.method as 'GET', url: fillUrl(route.url) + queryString(route) },
        );
        if (res.statusCode !== 401)
          failures.push(`${key(route)} with ${token.slice(0, 8)}… answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a member of another organisation gets 404 for organisation A’s rows, which stay unchanged', () => {
  let victim: TVictim;
  let attacker: TVictim;
  beforeAll(async () => {
    victim = await buildMember(app.db);
    attacker = await buildMember(app.db);
  });

  const withParams = () => guarded().filter((route) => paramsOf(route.url).length > 0);
  const eventCount = async () =>
    (await app.db.select({ n: count() }).from(events).where(eq(events.orgId, victim.org.id)))[0].n;

  it('every guarded route with params has a row fixture or a listed reason', () => {
    const missing = withParams()
      .filter((route) => !(key(route) in NOT_EXERCISED))
      .filter((route) => paramsOf(route.url).some((p) => !(p.before in ROW_FIXTURES)))
      .map(key);
    expect(missing).toEqual([]);
  });

  it('covers the organisation routes with an :id', () => {
    const walked = withParams().map(key);
    for (const expected of [
      'GET /api/v2/org/:id',
      'PUT /api/v2/org/:id',
      'PUT /api/v2/person/:id/role',
      'DELETE /api/v2/person/:id',
      'GET /api/v2/meeting/:id',
      'PUT /api/v2/meeting/:id',
      'DELETE /api/v2/meeting/:id',
      'PUT /api/v2/org/leadershipteam/:meetingId/:isLeadershipTeam',
      'GET /api/v2/todo/:id',
      'PUT /api/v2/todo/:id',
      'PUT /api/v2/todo/:id/complete',
      'PUT /api/v2/todo/:id/status',
      'PUT /api/v2/todo/:id/reassign',
      'DELETE /api/v2/todo/:id',
      'GET /api/v2/issue/:id',
      'PUT /api/v2/issue/:id',
      'PUT /api/v2/issue/:id/solve',
      'PUT /api/v2/issue/:id/status',
      'PUT /api/v2/issue/:id/reassign',
      'POST /api/v2/issue/:id/move',
      'GET /api/v2/issue/:id/move-destinations',
      'DELETE /api/v2/issue/:id',
      'GET /api/v2/headline/:id',
      'PUT /api/v2/headline/:id',
      'PUT /api/v2/headline/:id/review',
      'PUT /api/v2/headline/:id/reassign',
      'DELETE /api/v2/headline/:id',
      'GET /api/v2/rock/:id',
      'GET /api/v2/rock/:id/delegates',
      'PUT /api/v2/rock/:id',
      'PUT /api/v2/rock/:id/status',
      'PUT /api/v2/rock/:id/complete',
      'PUT /api/v2/rock/:id/reassign',
      'DELETE /api/v2/rock/:id/:flag',
      'POST /api/v2/rocks/remove-in-meeting/:meetingId',
      'GET /api/v2/scorecard/:scorecardId',
      'POST /api/v2/scorecard/:scorecardId/import',
      'PUT /api/v2/scorecard/:scorecardId/:measurableId',
      'PUT /api/v2/scorecard/:scorecardId/:measurableId/add-measured-value',
      'DELETE /api/v2/scorecard/:scorecardId/:measurableId',
    ]) {
      expect(walked).toContain(expected);
    }
  });

  it('answers 404 and changes nothing', async () => {
    const failures: string[] = [];
    const exercised = withParams().filter(
      (route) => !(key(route) in NOT_EXERCISED) && paramsOf(route.url).every((p) => p.before in ROW_FIXTURES),
    );
    for (const route of exercised) {
      const targets: { fixture: TRowFixture; id: string }[] = [];
      const values: Record<string, string> = {};
      for (const param of paramsOf(route.url)) {
        const fixture = ROW_FIXTURES[param.before];
        const id = await fixture.create(app, victim);
        values[param.name] = id;
        targets.push({ fixture, id });
      }
      const before = await Promise.all(targets.map((t) => t.fixture.read(app, t.id)));
      const eventsBefore = await eventCount();

      const body =
        key(route) in BODY_EXAMPLES ? { value: BODY_EXAMPLES[key(route)] } : sampleInput(route.schema?.body);
      if (route.schema?.body && !body) {
        failures.push(`${key(route)}: no valid sample body; add one to BODY_EXAMPLES`);
        continue;
      }
      const res = await injectAs(app, attacker.session, {
        method: route.method as 'GET',
        url: fillUrl(route.url, values) + queryString(route),
        ...(body ? { payload: body.value as Record<string, unknown> } : {}),
      });

      if (res.statusCode !== 404)
        failures.push(`${key(route)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      else if (route.method !== 'HEAD' && res.json().messages?.[0]?.id !== 'NOT_FOUND') {
        failures.push(`${key(route)} answered 404 without the NOT_FOUND message`);
      }
      const after = await Promise.all(targets.map((t) => t.fixture.read(app, t.id)));
      if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${key(route)} changed organisation A's row`);
      if ((await eventCount()) !== eventsBefore)
        failures.push(`${key(route)} recorded a change in organisation A`);
    }
    expect(failures).toEqual([]);
    expect(exercised.length).toBeGreaterThanOrEqual(4);
  });

  it('reads by ids (`?ids=`) never answer organisation A’s rows', async () => {
    const hasIds = (route: TRecordedRoute) => {
      const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      return Boolean(query?.shape && 'ids' in query.shape);
    };
    const readers = guarded().filter((route) => route.method === 'GET' && hasIds(route));
    expect(readers.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/v2/orgs',
        'GET /api/v2/people',
        'GET /api/v2/meetings',
        'GET /api/v2/todos',
        'GET /api/v2/issues',
        'GET /api/v2/headlines',
      ]),
    );
    const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
    const todo = await buildTodo(app.db, victim.org.id, {
      ownerPersonId: victim.person.id,
      meetingId: meeting.id,
    });
    const meetingItem = { ownerPersonId: victim.person.id, meetingId: meeting.id };
    const ids = [
      victim.org.id,
      victim.person.id,
      (await buildPerson(app.db, victim.org.id)).id,
      meeting.id,
      todo.id,
      (await buildIssue(app.db, victim.org.id, meetingItem)).id,
      (await buildHeadline(app.db, victim.org.id, meetingItem)).id,
    ];
    const failures: string[] = [];
    for (const route of readers) {
      const res = await injectAs(app, attacker.session, {
        method: 'GET',
        url: `${fillUrl(route.url)}?ids=${ids.join(',')}`,
      });
      if (res.statusCode !== 200) failures.push(`${key(route)} answered ${res.statusCode}`);
      const leaked = ids.filter((id) => res.body.includes(id));
      if (leaked.length) failures.push(`${key(route)} answered A's ids ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('the same calls by A’s own Owner reach the rows (so a 404 above is isolation, not a broken call)', async () => {
    const person = await buildPerson(app.db, victim.org.id, { role: 'Member' });
    const read = await injectAs(app, victim.session, { method: 'GET', url: `/api/v2/org/${victim.org.id}` });
    expect(read.statusCode).toBe(200);
    const role = await injectAs(app, victim.session, {
      method: 'PUT',
      url: `/api/v2/person/${person.id}/role`,
      payload: sampleInput(routes.find((r) => key(r) === 'PUT /api/v2/person/:id/role')?.schema?.body)
        ?.value as object,
    });
    expect(role.statusCode).toBe(200);
  });
});

describe('the guard refuses a route that declares neither permission nor public', () => {
  it('fails to build the app with such a route', async () => {
    const built = await buildRecordingTestApp();
    const building = async () => {
      await built.app.register(
        async (api) => {
          api.get('/naked', async () => ({ ok: true }));
        },
        { prefix: '/api/v2' },
      );
      await built.app.ready();
    };
    try {
      await expect(building()).rejects.toThrow(/GET \/api\/v2\/naked declares neither/);
    } finally {
      await built.app.close().catch(() => undefined);
    }
  });

  it('builds the same app when the route declares public', async () => {
    const built = await buildRecordingTestApp();
    try {
      await built.app.register(
        async (api) => {
          api.get('/dressed', { config: { public: true } }, async () => ({ ok: true }));
        },
        { prefix: '/api/v2' },
      );
      await built.app.ready();
      expect(built.routes.map(key)).toContain('GET /api/v2/dressed');
    } finally {
      await built.app.close();
    }
  });
});
