import { isPaidRole, type TRole } from '@cairn/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { openDatabaseOrExit } from '../db/open-database-or-exit.ts';
import { meetings, orgs, people, users } from '../db/schema/index.ts';
import { buildMeeting, buildOrg, buildPerson, buildUser } from '../test/factories.ts';
import { createSeedContext } from './seed-context.ts';
import { seedDemoHeadlines } from './seed-headlines.ts';
import { seedDemoIssues } from './seed-issues.ts';
import { seedDemoRocks } from './seed-rocks.ts';
import { seedDemoTodos } from './seed-todos.ts';

/**
 * `npm run seed:demo`: a demo organisation with a dozen people in every role, its leadership
 * team meeting and a sales meeting, and a quarter of rocks, issues, headlines and to-dos in
 * them (made through the item services). Safe to run twice.
 */
const DEMO_ORG = 'Acme Demo Co.';
const PASSWORD = 'Demo-Password-1';
const TEAM: { first: string; last: string; role: TRole }[] = [
  { first: 'Olivia', last: 'Owens', role: 'Owner' },
  { first: 'Adam', last: 'Alvarez', role: 'Admin' },
  { first: 'Alice', last: 'Nakamura', role: 'Admin' },
  { first: 'Marcus', last: 'Reed', role: 'Manager' },
  { first: 'Maya', last: 'Patel', role: 'Manager' },
  { first: 'Miguel', last: 'Santos', role: 'Manager' },
  { first: 'Nora', last: 'Berg', role: 'Member' },
  { first: 'Noah', last: 'Kim', role: 'Member' },
  { first: 'Nina', last: 'Okafor', role: 'Member' },
  { first: 'Owen', last: 'Fischer', role: 'Observer' },
  { first: 'Orla', last: 'Quinn', role: 'Observer' },
  { first: 'Ivan', last: 'Implementer', role: 'Implementer' },
];
const emailOf = (p: { first: string; last: string }) => `${p.first}.${p.last}@acme.demo`.toLowerCase();
/** Meetings are scheduled in the time zone of the machine that seeds. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const SALES_TEAM = [
  'marcus.reed@acme.demo',
  'maya.patel@acme.demo',
  'nora.berg@acme.demo',
  'noah.kim@acme.demo',
  'owen.fischer@acme.demo',
];

/**
 * The leadership team meeting (Level 10, every paid person, Tuesday 09:00) and a sales
 * meeting run by a Manager (Thursday 14:00), unless the organisation has meetings already.
 */
async function seedMeetings(db: TDb, orgId: string) {
  const [existing] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.orgId, orgId))
    .limit(1);
  if (existing) return;
  const team = await db.select().from(people).where(eq(people.orgId, orgId));
  const byEmail = (email: string) => team.find((p) => p.email === email);
  const owner = team.find((p) => p.role === 'Owner') ?? team[0];
  await buildMeeting(db, orgId, {
    ownerPersonId: owner.id,
    inviteeIds: team.filter((p) => isPaidRole(p.role)).map((p) => p.id),
    title: 'Leadership Team',
    colorTag: 'Orange',
    schedule: { weekday: 2, time: '09:00', timeZone: TIME_ZONE },
    isLeadershipTeam: true,
  });
  const sales = SALES_TEAM.map(byEmail).filter((p) => p !== undefined);
  await buildMeeting(db, orgId, {
    ownerPersonId: sales[0]?.id ?? owner.id,
    inviteeIds: sales.map((p) => p.id),
    title: 'Sales Weekly',
    colorTag: 'Blue',
    schedule: { weekday: 4, time: '14:00', timeZone: TIME_ZONE },
  });
}

async function main() {
  const config = loadConfig();
  const { db, close } = await openDatabaseOrExit({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const [existing] = await db.select().from(orgs).where(eq(orgs.name, DEMO_ORG)).limit(1);
    if (!existing) {
      const [ownerSpec, ...others] = TEAM;
      const owner = await buildUser(db, {
        email: emailOf(ownerSpec),
        firstName: ownerSpec.first,
        lastName: ownerSpec.last,
        password: PASSWORD,
      });
      const { org } = await buildOrg(db, owner, DEMO_ORG);
      await db.update(users).set({ defaultOrgId: org.id }).where(eq(users.id, owner.id));
      for (const spec of others) {
        const user = await buildUser(db, {
          email: emailOf(spec),
          firstName: spec.first,
          lastName: spec.last,
          password: PASSWORD,
        });
        await db.update(users).set({ defaultOrgId: org.id }).where(eq(users.id, user.id));
        await buildPerson(db, org.id, { user, role: spec.role });
      }
    }
    const [demo] = await db.select().from(orgs).where(eq(orgs.name, DEMO_ORG)).limit(1);
    await seedMeetings(db, demo.id);
    const seed = await createSeedContext(db, demo.id);
    await seedDemoRocks(seed);
    await seedDemoIssues(seed);
    await seedDemoHeadlines(seed);
    await seedDemoTodos(seed);
    process.stdout.write(
      `Demo organisation "${DEMO_ORG}" is ready, with its Leadership Team and Sales Weekly meetings\n` +
        'and a quarter of rocks, issues, headlines and to-dos in them.\n',
    );
    process.stdout.write(`Sign in at ${config.appUrl}/login with any of these (password ${PASSWORD}):\n`);
    for (const spec of TEAM) process.stdout.write(`  ${spec.role.padEnd(12)} ${emailOf(spec)}\n`);
  } finally {
    await close();
  }
}

await main();
