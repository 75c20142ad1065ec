import { randomUUID } from 'node:crypto';
import { LEVEL_10_AGENDA, type TColorTag } from '@cairn/domain/meetings/meetings.constants';
import type { TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { accounts, meetingInvitees, meetings, orgs, people, sessions, users } from '../db/schema/index.ts';
import { hashPassword, newSessionToken, SESSION_TTL_MS } from '../modules/auth/index.ts';

let counter = 0;
/** A suffix no other call answers, for unique names and emails. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const TEST_PASSWORD = 'Correct-Horse-9';

/** A verified user with a password (TEST_PASSWORD unless given). */
export async function buildUser(
  db: TDb,
  fields: { email?: string; firstName?: string; lastName?: string; password?: string } = {},
) {
  const id = randomUUID();
  const firstName = fields.firstName ?? 'Test';
  const lastName = fields.lastName ?? `User${uniqueSuffix()}`;
  const email = (fields.email ?? `user-${uniqueSuffix()}@example.com`).toLowerCase();
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
    .values({ name: name ?? `Org ${uniqueSuffix()}` })
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
      lastName: fields.user?.lastName ?? `Person${uniqueSuffix()}`,
      email: fields.user?.email ?? fields.email ?? `person-${uniqueSuffix()}@example.com`,
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
 * A signed-in team of one fresh organisation: an Owner, an Admin, a Manager, a Member and an
 * Observer (each with a session), and a person without a user (`pending`).
 */
export async function buildTeam(db: TDb) {
  const owner = await buildMember(db);
  const orgId = owner.org.id;
  const admin = await buildMember(db, 'Admin', orgId);
  const manager = await buildMember(db, 'Manager', orgId);
  const member = await buildMember(db, 'Member', orgId);
  const observer = await buildMember(db, 'Observer', orgId);
  const pending = await buildPerson(db, orgId, { role: 'Member' });
  return { orgId, owner, admin, manager, member, observer, pending };
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
      title: fields.title ?? `Meeting ${uniqueSuffix()}`,
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
