import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sessions } from '../db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson, buildSession } from './factories.ts';
import {
  BODY_EXAMPLES,
  NOT_EXERCISED,
  ROW_FIXTURES,
  type TRowFixture,
  type TVictim,
  VALUE_PARAMS,
} from './isolation-fixtures.ts';
import { buildHeadline, buildIssue, buildTodo } from './item-factories.ts';
import { buildRecordingTestApp, type TRecordedRoute } from './route-recorder.ts';
import { sampleInput } from './sample-input.ts';
import { injectAs, type TTestApp } from './test-app.ts';

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
 * until a fixture is added (isolation-fixtures.ts) or the route is listed in NOT_EXERCISED with the reason.
 */

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
  // Billing on the test provider, so its routes are walked too (with `none` they answer BILLING_OFF).
  ({ app, routes } = await buildRecordingTestApp({ billingProvider: 'test' }));
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
