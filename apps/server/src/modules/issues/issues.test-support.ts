import { and, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events, issues } from '../../db/schema/index.ts';
import type { TTestApp } from '../../test/test-app.ts';
import { injectAs } from '../../test/test-app.ts';

/** A session as the tests pass it (null: none). */
export type TSession = { token: string } | null;

/** Calls `/api/v2{url}` as the session. */
export function callAs(
  app: TTestApp,
  session: TSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return injectAs(app, session, { method, url: `/api/v2${url}`, ...(payload ? { payload } : {}) });
}

/** The first message of an answer: field, id and text. */
export function firstMessage(res: {
  json: () => { messages: { field?: string; id: string; text: string }[] };
}) {
  const [message] = res.json().messages;
  return { field: message?.field, id: message?.id, text: message?.text };
}

/** The stored issue row (deleted ones too), to compare before and after a call. */
export async function readIssue(db: TDb, id: string) {
  return (await db.select().from(issues).where(eq(issues.id, id)))[0];
}

/** The events rows of one item kind and id, oldest first. */
export function itemEvents(db: TDb, entityType: 'issue' | 'headline', entityId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(events.createdAt);
}

/** How many issues the organisation has stored (to check that refused calls stored nothing). */
export async function countIssues(db: TDb, orgId: string): Promise<number> {
  return (await db.select({ n: count() }).from(issues).where(eq(issues.orgId, orgId)))[0].n;
}
