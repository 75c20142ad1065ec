import { randomUUID } from 'node:crypto';
import type { THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import type { TIssueStatus } from '@cairn/domain/issues/issues.constants';
import { LEVEL_10_AGENDA, type TColorTag } from '@cairn/domain/meetings/meetings.constants';
import type { TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import type { TRockStatus, TRockType } from '@cairn/domain/rocks/rocks.constants';
import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import {
  accounts,
  headlines,
  issues,
  meetingInvitees,
  meetings,
  orgs,
  people,
  rockMeetings,
  rocks,
  sessions,
  todos,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { newSessionToken, SESSION_TTL_MS } from '../modules/auth/session-token.ts';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const TEST_PASSWORD = 'Correct-Horse-9';

/** A verified user with a password (TEST_PASSWORD unless given). */
export async function buildUser(
  db: TDb,
  fields: { email?: string; firstName?: string; lastName?: string; password?: string } = {},
) {
  const id = randomUUID();
  const firstName = fields.firstName ?? 'Test';
  const lastName = fields.lastName ?? `User${next()}`;
  const email = (fields.email ?? `user-${next()}@example.com`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ id, name: `${firstName} ${lastName}`, email, emailVerified: true, firstName, lastName })
    .returning();
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(fields.password ?? TEST_PASSWORD),
  });
  return user;
}

/** An organisation whose Owner is the given user. */
export async function buildOrg(
  db: TDb,
  owner: { id: string; email: string; firstName: string; lastName: string },
  name?: string,
) {
  const [org] = await db
    .insert(orgs)
    .values({ name: name ?? `Org ${next()}` })
    .returning();
  const person = await buildPerson(db, org.id, { user: owner, role: 'Owner' });
  const [updated] = await db
    .update(orgs)
    .set({ ownerPersonId: person.id })
    .where(eq(orgs.id, org.id))
    .returning();
  return { org: updated, owner: person };
}

/** A person in an organisation, linked to a user when given. */
export async function buildPerson(
  db: TDb,
  orgId: string,
  fields: {
    user?: { id: string; email: string; firstName: string; lastName: string };
    role?: TRole;
    email?: string;
  } = {},
) {
  const [person] = await db
    .insert(people)
    .values({
      orgId,
      userId: fields.user?.id ?? null,
      firstName: fields.user?.firstName ?? 'Pending',
      lastName: fields.user?.lastName ?? `Person${next()}`,
      email: fields.user?.email ?? fields.email ?? `person-${next()}@example.com`,
      role: fields.role ?? 'Member',
      hasAccepted: Boolean(fields.user),
    })
    .returning();
  return person;
}

/** A session for the user, working in the given organisation. Use its token with injectAs. */
export async function buildSession(db: TDb, user: { id: string }, orgId: string | null = null) {
  const token = newSessionToken();
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      token,
      userId: user.id,
      activeOrgId: orgId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  return { ...session, token };
}

/**
 * A signed-in user: Owner of a fresh organisation, or, given `orgId`, a person of that
 * organisation with the role. Always answers the org row, the person and the session.
 */
export async function buildMember(db: TDb, role: TRole = 'Owner', orgId?: string) {
  const user = await buildUser(db);
  if (!orgId) {
    const { org, owner } = await buildOrg(db, user);
    const session = await buildSession(db, user, org.id);
    return { user, org, orgId: org.id, person: owner, session };
  }
  const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId));
  const person = await buildPerson(db, orgId, { user, role });
  const session = await buildSession(db, user, orgId);
  return { user, org, orgId, person, session };
}

/**
 * A meeting of the organisation owned by `ownerPersonId`, who is always invited with
 * `inviteeIds`. Level 10 agenda, no colour and no schedule unless given.
 */
export async function buildMeeting(
  db: TDb,
  orgId: string,
  fields: {
    ownerPersonId: string;
    inviteeIds?: string[];
    title?: string;
    colorTag?: TColorTag;
    schedule?: TMeetingSchedule | null;
    agenda?: { name: string; lengthInMinutes: number }[];
    isLeadershipTeam?: boolean;
    archivedAt?: Date | null;
  },
) {
  const [meeting] = await db
    .insert(meetings)
    .values({
      orgId,
      title: fields.title ?? `Meeting ${next()}`,
      ownerPersonId: fields.ownerPersonId,
      colorTag: fields.colorTag ?? 'None',
      scheduleWeekday: fields.schedule?.weekday ?? null,
      scheduleTime: fields.schedule?.time ?? null,
      scheduleTimeZone: fields.schedule?.timeZone ?? null,
      agenda: (fields.agenda ?? LEVEL_10_AGENDA).map((item) => ({ id: randomUUID(), ...item })),
      isLeadershipTeam: fields.isLeadershipTeam ?? false,
      archivedAt: fields.archivedAt ?? null,
    })
    .returning();
  const inviteeIds = [...new Set([fields.ownerPersonId, ...(fields.inviteeIds ?? [])])];
  await db
    .insert(meetingInvitees)
    .values(inviteeIds.map((personId) => ({ meetingId: meeting.id, personId, orgId })));
  return { ...meeting, inviteeIds };
}

/**
 * A to-do of the organisation owned by `ownerPersonId`: in the meeting `meetingId`, or a
 * personal one when that is null or left out. Pending, due 2030-01-01, no notes unless given.
 */
export async function buildTodo(
  db: TDb,
  orgId: string,
  fields: {
    ownerPersonId: string | null;
    meetingId?: string | null;
    title?: string;
    dueDate?: string;
    status?: TTodoStatus;
    contentHtml?: string;
    deletedAt?: Date | null;
  },
) {
  const [todo] = await db
    .insert(todos)
    .values({
      orgId,
      title: fields.title ?? `To-do ${next()}`,
      ownerPersonId: fields.ownerPersonId,
      meetingId: fields.meetingId ?? null,
      dueDate: fields.dueDate ?? '2030-01-01',
      status: fields.status ?? 'Pending',
      completedAt: fields.status === 'Done' ? new Date() : null,
      contentHtml: fields.contentHtml ?? '',
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  return todo;
}

/**
 * An issue of the organisation in the meeting `meetingId`, owned by `ownerPersonId`. Open,
 * unprioritised, no notes unless given.
 */
export async function buildIssue(
  db: TDb,
  orgId: string,
  fields: {
    ownerPersonId: string | null;
    meetingId: string;
    title?: string;
    status?: TIssueStatus;
    priority?: number | null;
    contentHtml?: string;
    deletedAt?: Date | null;
  },
) {
  const [issue] = await db
    .insert(issues)
    .values({
      orgId,
      title: fields.title ?? `Issue ${next()}`,
      ownerPersonId: fields.ownerPersonId,
      meetingId: fields.meetingId,
      status: fields.status ?? 'Open',
      solvedAt: fields.status === 'Solved' ? new Date() : null,
      priority: fields.priority ?? null,
      contentHtml: fields.contentHtml ?? '',
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  return issue;
}

/** A headline of the organisation in the meeting `meetingId`, owned by `ownerPersonId`; to review unless given. */
export async function buildHeadline(
  db: TDb,
  orgId: string,
  fields: {
    ownerPersonId: string | null;
    meetingId: string;
    title?: string;
    status?: THeadlineStatus;
    contentHtml?: string;
    cascadedFromHeadlineId?: string | null;
    deletedAt?: Date | null;
  },
) {
  const [headline] = await db
    .insert(headlines)
    .values({
      orgId,
      title: fields.title ?? `Headline ${next()}`,
      ownerPersonId: fields.ownerPersonId,
      meetingId: fields.meetingId,
      status: fields.status ?? 'ToReview',
      cascadedFromHeadlineId: fields.cascadedFromHeadlineId ?? null,
      contentHtml: fields.contentHtml ?? '',
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  return headline;
}

/**
 * A rock of the organisation owned by `ownerPersonId`, in the meetings `meetingIds` (the first
 * is the main one), delegated from `delegatedFromRockId` when given. On track, team type,
 * due 2030-03-31, no notes unless given.
 */
export async function buildRock(
  db: TDb,
  orgId: string,
  fields: {
    ownerPersonId: string | null;
    meetingIds: string[];
    title?: string;
    dueDate?: string;
    type?: TRockType;
    status?: TRockStatus;
    contentHtml?: string;
    delegatedFromRockId?: string | null;
    deletedAt?: Date | null;
  },
) {
  const [rock] = await db
    .insert(rocks)
    .values({
      orgId,
      title: fields.title ?? `Rock ${next()}`,
      ownerPersonId: fields.ownerPersonId,
      meetingId: fields.meetingIds[0],
      dueDate: fields.dueDate ?? '2030-03-31',
      type: fields.type ?? 'team',
      status: fields.status ?? 'OnTrack',
      completedAt: fields.status === 'Done' ? new Date() : null,
      contentHtml: fields.contentHtml ?? '',
      delegatedFromRockId: fields.delegatedFromRockId ?? null,
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  await db
    .insert(rockMeetings)
    .values(fields.meetingIds.map((meetingId) => ({ rockId: rock.id, meetingId, orgId })));
  return rock;
}
