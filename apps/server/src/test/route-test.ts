import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import { createTestApp, injectAs, type TTestApp } from './test-app.ts';

/** A session as the route tests pass it (null: none). */
export type TSession = { token: string } | null;

/** The methods the route tests call. */
export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/v2{url}` as the session. */
export function callAs(app: TTestApp, session: TSession, method: TMethod, url: string, payload?: object) {
  return injectAs(app, session, { method, url: `/api/v2${url}`, ...(payload ? { payload } : {}) });
}

/**
 * A stand-in for a value made later (in `beforeAll`): reading a property forwards to the
 * value once `read` answers it (methods bound to it); reading it earlier throws.
 */
export function lateBound<T extends object>(read: () => T | undefined, name: string): T {
  const target = () => {
    const value = read();
    if (!value) throw new Error(`useTestApp: ${name} is built in beforeAll`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The set-up the route test files share: one app on a fresh database for the file (closed
 * after it) with the file's team built on it, and spies restored before each test. Answers
 * `app` and `team` (stand-ins usable from `beforeAll` on) and call helpers on `/api/v2`.
 */
export function useTestApp<TTeam extends object>(
  buildTeam: (db: TDb) => Promise<TTeam>,
  overrides: Partial<TConfig> = {},
) {
  let built: { app: TTestApp; team: TTeam } | undefined;
  beforeAll(async () => {
    const app = await createTestApp(overrides);
    built = { app, team: await buildTeam(app.db) };
  });
  afterAll(async () => {
    await built?.app.close();
  });
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  const app = lateBound(() => built?.app, 'app');
  const call = (session: TSession, method: TMethod, url: string, payload?: object) =>
    callAs(app, session, method, url, payload);
  return {
    app,
    team: lateBound(() => built?.team, 'team'),
    call,
    get: (session: TSession, url: string) => call(session, 'GET', url),
    post: (session: TSession, url: string, payload: object) => call(session, 'POST', url, payload),
    put: (session: TSession, url: string, payload: object) => call(session, 'PUT', url, payload),
  };
}

/** The first message of an answer (usually a refusal): its field, id and text. */
export function firstMessage(res: {
  json: () => { messages: { field?: string; id: string; text: string }[] };
}) {
  const [message] = res.json().messages;
  return { field: message?.field, id: message?.id, text: message?.text };
}

/** The events rows of one entity, oldest first. */
export function entityEvents(db: TDb, entityType: string, entityId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(events.createdAt);
}

/** How many rows of a tenant table the organisation has stored (to check that refused calls stored nothing). */
export async function countOrgRows(db: TDb, table: PgTable & { orgId: AnyPgColumn }, orgId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(eq(table.orgId, orgId));
  return row?.n ?? 0;
}
