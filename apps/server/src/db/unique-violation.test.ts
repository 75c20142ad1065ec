import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMeeting, buildMember } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { TDatabase } from './client.ts';
import { isUniqueViolation, uniqueViolationOf } from './unique-violation.ts';

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('uniqueViolationOf', () => {
  it('names the broken unique index, through Drizzle’s wrapper, on this database', async () => {
    const { org, person } = await buildMember(database.db);
    await buildMeeting(database.db, org.id, { ownerPersonId: person.id, title: 'Weekly' });
    const error = await buildMeeting(database.db, org.id, {
      ownerPersonId: person.id,
      title: 'WEEKLY',
    }).catch((e) => e);
    expect(uniqueViolationOf(error)).toBe('meetings_org_title_active_idx');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('answers undefined for anything else', () => {
    expect(uniqueViolationOf(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationOf({ code: '23503' })).toBeUndefined();
    expect(uniqueViolationOf(null)).toBeUndefined();
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
