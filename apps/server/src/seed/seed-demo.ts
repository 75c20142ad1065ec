import type { TRole } from '@cairn/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { orgs, users } from '../db/schema/index.ts';
import { buildOrg, buildPerson, buildUser } from '../test/factories.ts';

/** `npm run seed:demo`: a demo organisation with a dozen people in every role. Safe to run twice. */
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

async function main() {
  const config = loadConfig();
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
    process.stdout.write(`Demo organisation "${DEMO_ORG}" is ready.\n`);
    process.stdout.write(`Sign in at ${config.appUrl}/login with any of these (password ${PASSWORD}):\n`);
    for (const spec of TEAM) process.stdout.write(`  ${spec.role.padEnd(12)} ${emailOf(spec)}\n`);
  } finally {
    await close();
  }
}

await main();
