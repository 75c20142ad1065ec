import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { chartKit, type TSeat } from './ac-test-kit.ts';

const testApi = useTestApp(buildTeam);
const { app, team, call, put } = testApi;
const newChart = chartKit(testApi);

describe('Accountability Chart seats', () => {
  it('adds below, inserts above, moves, and refuses cycles and moving the top seat', async () => {
    const chart = await newChart();
    const a = await chart.addSeat({ parentId: chart.root.id, title: 'Sales' });
    const b = await chart.addSeat({ parentId: a.id, title: 'Account executive' });
    const inserted = await put(team.owner.session, `${chart.base}/insert-seat`, {
      title: 'Sales ops',
      childId: b.id,
    });
    expect(inserted.statusCode).toBe(200);
    const ops = inserted.json().seat as TSeat;
    expect(ops.parentId).toBe(a.id);
    const seats = (await chart.read()).seats;
    expect(seats.find((seat) => seat.id === b.id)?.parentId).toBe(ops.id);

    const current = seats.find((seat) => seat.id === a.id) as TSeat;
    const cycle = await put(team.owner.session, `${chart.base}/edit-seat/${a.id}`, {
      parentId: b.id,
      version: current.version,
    });
    expect(cycle.statusCode).toBe(422);
    expect(firstMessage(cycle)).toMatchObject({ field: 'parentId', text: AC_TEXTS.cycle });
    const self = await put(team.owner.session, `${chart.base}/edit-seat/${a.id}`, {
      parentId: a.id,
      version: current.version,
    });
    expect(self.statusCode).toBe(422);
    const root = await put(team.owner.session, `${chart.base}/edit-seat/${chart.root.id}`, {
      parentId: a.id,
      version: 0,
    });
    expect(firstMessage(root).text).toBe(AC_TEXTS.rootCannotMove);

    const moved = await put(team.owner.session, `${chart.base}/edit-seat/${b.id}`, {
      parentId: chart.root.id,
      version: (seats.find((seat) => seat.id === b.id) as TSeat).version,
    });
    expect(moved.json().seat.parentId).toBe(chart.root.id);
    const stale = await put(team.owner.session, `${chart.base}/edit-seat/${b.id}`, {
      title: 'Late',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('renames, moves and hands on a seat that has a holder (the holder is checked inside the change)', async () => {
    const chart = await newChart();
    const sales = await chart.addSeat({ parentId: chart.root.id, title: 'Sales' });
    const held = await chart.addSeat({
      parentId: chart.root.id,
      title: 'Operations',
      assignedToId: team.member.person.id,
    });
    const renamed = await put(team.owner.session, `${chart.base}/edit-seat/${held.id}`, {
      title: 'Operations and delivery',
      version: held.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().seat).toMatchObject({
      title: 'Operations and delivery',
      assignedToId: team.member.person.id,
    });
    const moved = await put(team.owner.session, `${chart.base}/edit-seat/${held.id}`, {
      parentId: sales.id,
      version: renamed.json().seat.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().seat).toMatchObject({ parentId: sales.id, assignedToId: team.member.person.id });
    const handedOn = await put(team.owner.session, `${chart.base}/edit-seat/${held.id}`, {
      assignedToId: team.admin.person.id,
      version: moved.json().seat.version,
    });
    expect(handedOn.json().seat).toMatchObject({ assignedToId: team.admin.person.id });
    const stranger = await put(team.owner.session, `${chart.base}/edit-seat/${held.id}`, {
      assignedToId: '00000000-0000-4000-8000-000000000000',
      version: handedOn.json().seat.version,
    });
    expect(firstMessage(stranger)).toMatchObject({ field: 'assignedToId', text: AC_TEXTS.holderNotInOrg });
  });

  it('deletes a middle seat (its reports move up), removes a holder, and keeps the top seat', async () => {
    const chart = await newChart();
    const middle = await chart.addSeat({
      parentId: chart.root.id,
      title: 'Operations',
      assignedToId: team.member.person.id,
    });
    const below = await chart.addSeat({ parentId: middle.id, title: 'Delivery' });
    const holder = await call(
      team.owner.session,
      'DELETE',
      `${chart.base}/remove-seat/${middle.id}?holderOnly=true`,
    );
    expect(holder.json().seat).toMatchObject({ id: middle.id, assignedToId: null, assignedTo: null });
    const removed = await call(
      team.owner.session,
      'DELETE',
      `${chart.base}/remove-seat/${middle.id}?holderOnly=false`,
    );
    expect(removed.statusCode).toBe(200);
    const seats = (await chart.read()).seats;
    expect(seats.map((seat) => seat.id)).not.toContain(middle.id);
    expect(seats.find((seat) => seat.id === below.id)?.parentId).toBe(chart.root.id);
    const top = await call(team.owner.session, 'DELETE', `${chart.base}/remove-seat/${chart.root.id}`);
    expect(top.statusCode).toBe(422);
    expect(firstMessage(top).text).toBe(AC_TEXTS.rootCannotBeDeleted);
  });

  it('drops empty role rows instead of refusing the seat (issue 35), on create and edit', async () => {
    const chart = await newChart();
    const seat = await chart.addSeat({ parentId: chart.root.id, roles: ['Sell', '  ', '', ' Hire '] });
    expect(seat.roles).toEqual(['Sell', 'Hire']);
    const edited = await put(team.owner.session, `${chart.base}/edit-seat/${seat.id}`, {
      roles: ['', 'Lead'],
      version: seat.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().seat.roles).toEqual(['Lead']);
    // Eight rows of which two are empty are six roles: within the limit of 7.
    const many = await chart.addSeat({
      parentId: chart.root.id,
      roles: ['1', '2', '', '3', '4', '5', ' ', '6'],
    });
    expect(many.roles).toHaveLength(6);
  });

  it('refuses bad seats with the field named, storing nothing', async () => {
    const chart = await newChart();
    const stranger = await buildMember(app.db);
    const cases: [object, string, string | undefined][] = [
      [{ roles: ['1', '2', '3', '4', '5', '6', '7', '8'] }, 'roles', AC_TEXTS.tooManyRoles],
      [
        { assignedToId: team.member.person.id, placeholderName: 'Someone' },
        'placeholderName',
        AC_TEXTS.holderOrPlaceholder,
      ],
      [{ assignedToId: stranger.person.id }, 'assignedToId', AC_TEXTS.holderNotInOrg],
      [{ title: 'x'.repeat(10_000) }, 'title', undefined],
      [{ title: '' }, 'title', undefined],
    ];
    for (const [fields, field, text] of cases) {
      const res = await put(team.owner.session, `${chart.base}/create-seat`, {
        title: 'Seat',
        parentId: chart.root.id,
        ...fields,
      });
      expect(res.statusCode, field).toBe(422);
      expect(firstMessage(res).field).toBe(field);
      if (text) expect(firstMessage(res).text).toBe(text);
    }
    const other = await newChart();
    const foreignParent = await put(team.owner.session, `${chart.base}/create-seat`, {
      title: 'Seat',
      parentId: other.root.id,
    });
    expect(foreignParent.statusCode).toBe(404);
    expect((await chart.read()).seats).toHaveLength(1);
  });

  it('keeps notes harmless and marks holders invited to the leadership team meeting LT', async () => {
    await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.admin.person.id],
      isLeadershipTeam: true,
    });
    const chart = await newChart();
    const seat = await chart.addSeat({
      parentId: chart.root.id,
      assignedToId: team.admin.person.id,
      roles: ['Lead'],
    });
    expect(seat.isLT).toBe(true);
    const member = await chart.addSeat({ parentId: chart.root.id, assignedToId: team.member.person.id });
    expect(member.isLT).toBe(false);
    for (const { title, payload } of XSS_PAYLOADS.payloads) {
      const res = await put(team.owner.session, `${chart.base}/edit-seat/${seat.id}/notes`, {
        notes: payload,
      });
      expect(res.statusCode, title).toBe(200);
      expect(harmfulParts(res.json().seat.notes), title).toEqual([]);
    }
  });
});
