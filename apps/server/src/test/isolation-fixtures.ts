import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  headlines,
  invitations,
  issues,
  meetingInvitees,
  meetingOccurrences,
  meetings,
  orgExportChunks,
  orgExports,
  orgs,
  people,
  quarterlySessions,
  rockMeetings,
  rocks,
  sessions,
  todos,
  users,
} from '../db/schema/index.ts';
import { acRowFixtures } from './ac-factories.ts';
import { billingRowFixtures, TEXAS_ADDRESS } from './billing-factories.ts';
import { buildMeeting, type buildMember, buildPerson, buildSession } from './factories.ts';
import { integrationRowFixtures } from './integration-factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from './item-factories.ts';
import { buildEndedOccurrence } from './live-meeting-factories.ts';
import { buildMeasurable, readMeasurableState, scorecardIdOf } from './scorecard-factories.ts';
import type { TTestApp } from './test-app.ts';
import { vtoRowFixtures } from './vto-factories.ts';

/** The rows and values the tenancy isolation walk (isolation.test.ts) calls each route with. */

export type TVictim = Awaited<ReturnType<typeof buildMember>>;
export type TRowFixture = {
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

/** A finished export of organisation A (`org/export/:id`, its download): the row and its one chunk. */
const exportRow: TRowFixture = {
  create: async (app, victim) => {
    const [row] = await app.db
      .insert(orgExports)
      .values({
        orgId: victim.org.id,
        status: 'done',
        progress: 100,
        sizeBytes: 3,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await app.db
      .insert(orgExportChunks)
      .values({ exportId: row.id, seq: 0, data: new Uint8Array([1, 2, 3]) });
    return row.id;
  },
  read: async (app, id) => (await app.db.select().from(orgExports).where(eq(orgExports.id, id)))[0],
};

/** A rock of organisation A. */
const rockRow: TRowFixture = {
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
};

/** Path segment before a param -> how to make a real row for it in organisation A. */
export const ROW_FIXTURES: Record<string, TRowFixture> = {
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
  'org/export': exportRow,
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
  /** `POST quarterly-session/:id/finish`: an open quarterly session of a meeting of organisation A. */
  'quarterly-session': {
    create: async (app, victim) => {
      const meeting = await buildMeeting(app.db, victim.org.id, { ownerPersonId: victim.person.id });
      const [row] = await app.db
        .insert(quarterlySessions)
        .values({ orgId: victim.org.id, meetingId: meeting.id, quarter: '2026-Q3', nextQuarter: '2026-Q4' })
        .returning({ id: quarterlySessions.id });
      return (row as { id: string }).id;
    },
    read: async (app, id) =>
      (await app.db.select().from(quarterlySessions).where(eq(quarterlySessions.id, id)))[0],
  },
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
  rock: rockRow,
  /** `GET scorecards/tracking/:itemId`: the measurables tracking a rock (or to-do) of A. */
  tracking: rockRow,
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
  ...billingRowFixtures(),
};

/** Params that carry a value, not a row id: param name -> the value the walk sends. */
export const VALUE_PARAMS: Record<string, string> = {
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
export const NOT_EXERCISED: Record<string, string> = {
  // A coupon code is no row of anyone's: the call applies it to the caller's own subscription.
  'POST /api/v2/subscription/apply-coupon/:code': 'the param is a coupon code, not an id of organisation A',
  // An avatar belongs to a user (of any organisations) and its hash comes from an upload; the
  // cross-organisation 404 is tested with a real upload in modules/avatars/avatars.routes.test.ts.
  'GET /api/v2/avatar/:userId/:hash':
    'the params are a user and an image hash: avatars.routes.test.ts reads across organisations',
  'HEAD /api/v2/avatar/:userId/:hash': 'as GET: avatars.routes.test.ts reads across organisations',
  // A logo's hash comes from an upload; the cross-organisation 404 is tested with a real upload.
  'GET /api/v2/org/:id/logo/:hash':
    'the params are an organisation and an image hash: org-logo routes tests read across organisations',
  'HEAD /api/v2/org/:id/logo/:hash': 'as GET: the org-logo routes tests read across organisations',
  // The learning centre is the instance's, the same for every organisation: no row of anyone's.
  'GET /api/v2/learning/items/:anchor':
    'the param is a learning item of the instance: learning.routes.test.ts reads it from another organisation',
  'GET /api/v2/learning/assets/:packId/:file': 'the params name a pack image of the instance, not a row',
  'HEAD /api/v2/learning/assets/:packId/:file': 'as GET',
  'HEAD /api/v2/learning/items/:anchor': 'as GET',
};

/** Routes whose body the generic sampler cannot build, with a valid example body. */
export const BODY_EXAMPLES: Record<string, unknown> = {
  // The sampler cannot make a domain name (two labels or more).
  'PUT /api/v2/org/:id/sso': { requiredDomain: 'example.com' },
  // The sampler cannot make an address that passes its country's rules.
  'POST /api/v2/payment/billing-address/:id': { address: TEXAS_ADDRESS },
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
