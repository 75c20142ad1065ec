import { DASHBOARD_TEXTS } from '@cairn/domain/dashboard/dashboard.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboards } from '../../db/schema/index.ts';
import { buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';

const { app, team, get, put, post } = useTestApp(buildTeam);

type TWidgetBody = { i: string; x: number; y: number; w: number; h: number; type: string; filters?: object };
const widget = (fields: Partial<TWidgetBody> = {}): TWidgetBody => ({
  i: 'w1',
  x: 0,
  y: 0,
  w: 6,
  h: 4,
  type: 'Rocks',
  filters: {},
  ...fields,
});

/** A fresh member of the team's organisation, so each test starts from the default dashboard. */
const freshMember = (role: 'Member' | 'Observer' = 'Member') => buildMember(app.db, role, team.orgId);

describe('GET /api/v2/dashboard', () => {
  it('answers 401 without a session, and the default dashboard with version 0 to a new person', async () => {
    expect((await get(null, '/dashboard')).statusCode).toBe(401);
    const me = await freshMember();
    const res = await get(me.session, '/dashboard');
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard.version).toBe(0);
    expect(dashboard.widgetSettings.map((w: TWidgetBody) => w.type)).toEqual([
      'ToDos',
      'Rocks',
      'Issues',
      'Meetings',
      'Measurables',
    ]);
    expect(dashboard.widgetSettings[0].filters).toEqual({ 'owner-id': [me.person.id] });
  });

  it('falls back to the default when the stored layout is corrupt, keeping its version', async () => {
    const me = await freshMember();
    await app.db.insert(dashboards).values({
      personId: me.person.id,
      orgId: team.orgId,
      widgetSettings: [{ nonsense: true }] as never,
      version: 3,
    });
    const { dashboard } = (await get(me.session, '/dashboard')).json();
    expect(dashboard.version).toBe(3);
    expect(dashboard.widgetSettings).toHaveLength(5);
  });
});

describe('PUT /api/v2/dashboard', () => {
  it('replaces the layout, bumps the version and refuses a stale version with 409', async () => {
    const me = await freshMember();
    const layout = [
      widget(),
      widget({ i: 'w2', x: 6, type: 'Headlines', filters: { 'headline-status': ['Reviewed'] } }),
    ];
    const res = await put(me.session, '/dashboard', { widgetSettings: layout, version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().dashboard).toMatchObject({ version: 1, widgetSettings: [{ i: 'w1' }, { i: 'w2' }] });
    expect((await get(me.session, '/dashboard')).json().dashboard.version).toBe(1);
    const stale = await put(me.session, '/dashboard', { widgetSettings: [widget()], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await get(me.session, '/dashboard')).json().dashboard.widgetSettings).toHaveLength(2);
  });

  it('lets every role arrange their own dashboard, Observers too, each apart from the others', async () => {
    const observer = await freshMember('Observer');
    const res = await put(observer.session, '/dashboard', { widgetSettings: [widget()], version: 0 });
    expect(res.statusCode).toBe(200);
    const other = await freshMember();
    expect((await get(other.session, '/dashboard')).json().dashboard.version).toBe(0);
  });

  it('refuses bad layouts with the widget named, and stores nothing', async () => {
    const me = await freshMember();
    const stranger = await buildMember(app.db);
    const cases: [TWidgetBody[], string, string | undefined][] = [
      [[widget(), widget({ i: 'w2', x: 3 })], 'widgetSettings.1', DASHBOARD_TEXTS.overlap],
      [[widget({ x: 10, w: 3 })], 'widgetSettings.0', DASHBOARD_TEXTS.outside],
      [[widget(), widget({ i: 'w1', y: 10 })], 'widgetSettings.1', DASHBOARD_TEXTS.duplicateId],
      [
        [0, 1, 2, 3, 4].map((n) => widget({ i: `r${n}`, y: n * 4 })),
        'widgetSettings.4',
        DASHBOARD_TEXTS.typesAtMaximum(['Rocks']),
      ],
      [
        [widget({ type: 'Meetings', filters: { 'owner-id': [me.person.id] } })],
        'widgetSettings.0.filters.owner-id',
        DASHBOARD_TEXTS.filterNotForType,
      ],
      [
        [widget({ filters: { 'owner-id': [stranger.person.id] } })],
        'widgetSettings',
        DASHBOARD_TEXTS.ownerNotInOrg,
      ],
      [[widget({ x: -1 })], 'widgetSettings.0.x', undefined],
      [[widget({ type: 'Weather' })], 'widgetSettings.0.type', undefined],
    ];
    for (const [layout, field, text] of cases) {
      const res = await put(me.session, '/dashboard', { widgetSettings: layout, version: 0 });
      expect(res.statusCode, field).toBe(422);
      const message = firstMessage(res);
      expect(message.field).toBe(field);
      if (text) expect(message.text).toBe(text);
    }
    const [row] = await app.db.select().from(dashboards).where(eq(dashboards.personId, me.person.id));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/v2/default-dashboard', () => {
  it('puts the default layout back with a new version', async () => {
    const me = await freshMember();
    await put(me.session, '/dashboard', { widgetSettings: [widget()], version: 0 });
    expect((await post(null, '/default-dashboard', {})).statusCode).toBe(401);
    const res = await post(me.session, '/default-dashboard', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().dashboard.version).toBe(2);
    expect(res.json().dashboard.widgetSettings).toHaveLength(5);
  });
});
