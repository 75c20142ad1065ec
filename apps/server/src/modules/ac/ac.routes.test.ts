import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';

const { app, team, call, get, post, put } = useTestApp(buildTeam);

type TSeat = {
  id: string;
  parentId: string | null;
  isRoot: boolean;
  isLT: boolean;
  version: number;
  title: string;
  roles: string[];
};
type TRevision = { id: string; collectionId: string; version: number; seats: TSeat[]; canEdit: boolean };

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;

/** A new chart in a new folder, made by the Owner. */
async function newChart() {
  const folder = await post(team.owner.session, '/ac/collections', { title: fresh('Folder') });
  expect(folder.statusCode, folder.body).toBe(201);
  const collectionId = folder.json().collection.id as string;
  const made = await put(team.owner.session, `/ac/collection/${collectionId}/revision/create`, {
    title: 'Q1 chart',
  });
  expect(made.statusCode, made.body).toBe(200);
  const revision = made.json().revision as TRevision;
  const base = `/ac/collection/${collectionId}/revision/${revision.id}`;
  const root = revision.seats[0];
  const addSeat = async (body: object) => {
    const res = await put(team.owner.session, `${base}/create-seat`, { title: 'Seat', roles: [], ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().seat as TSeat;
  };
  const read = async () => (await get(team.owner.session, base)).json().revision as TRevision;
  return { collectionId, revision, base, root, addSeat, read };
}

describe('Accountability Chart folders and charts', () => {
  it("makes the company folder '{org} Accountability Chart' on first use; 401 without a session", async () => {
    expect((await get(null, '/ac/collections')).statusCode).toBe(401);
    const res = await get(team.member.session, '/ac/collections/company-folder');
    expect(res.statusCode).toBe(200);
    expect(res.json().collection).toMatchObject({ isCompanyFolder: true });
    expect(res.json().collection.title).toMatch(/ Accountability Chart$/);
    const list = (await get(team.owner.session, '/ac/collections')).json().collections;
    expect(list.filter((c: { isCompanyFolder: boolean }) => c.isCompanyFolder)).toHaveLength(1);
  });

  it('refuses a second folder of the same name (any case) and Observers', async () => {
    const title = fresh('Sales');
    expect((await post(team.owner.session, '/ac/collections', { title })).statusCode).toBe(201);
    const twice = await post(team.admin.session, '/ac/collections', { title: `  ${title.toUpperCase()} ` });
    expect(twice.statusCode).toBe(422);
    expect(firstMessage(twice)).toMatchObject({ field: 'title', id: 'VALIDATION_UNIQUE_AC_FOLDER_TITLE' });
    expect((await post(team.observer.session, '/ac/collections', { title: fresh('Obs') })).statusCode).toBe(
      403,
    );
  });

  it('makes a draft with a top seat; publishes, renames, copies and deletes it', async () => {
    const chart = await newChart();
    expect(chart.revision.seats).toEqual([expect.objectContaining({ isRoot: true, parentId: null })]);
    const child = await chart.addSeat({ parentId: chart.root.id, title: 'Integrator' });
    const published = await put(team.owner.session, `${chart.base}/publish`, {});
    expect(published.json().revision.isPublished).toBe(true);
    const renamed = await put(team.owner.session, `${chart.base}/rename`, { title: 'Q2 chart' });
    expect(renamed.json().revision.title).toBe('Q2 chart');
    const copy = await put(team.owner.session, `${chart.base}/copy`, {});
    expect(copy.statusCode).toBe(200);
    const copied = copy.json().revision as TRevision & { title: string };
    expect(copied.title).toBe('Q2 chart (copy)');
    expect(copied.seats).toHaveLength(2);
    const copiedChild = copied.seats.find((seat) => !seat.isRoot);
    expect(copiedChild?.id).not.toBe(child.id);
    expect(copiedChild?.parentId).toBe(copied.seats.find((seat) => seat.isRoot)?.id);
    expect((await call(team.owner.session, 'DELETE', chart.base)).statusCode).toBe(200);
    const gone = await get(team.owner.session, chart.base);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messages[0]).toMatchObject({ id: 'AC_REMOVED', text: AC_TEXTS.removed });
  });

  it('moves a chart to another folder or a new one, and copies one into another folder', async () => {
    const chart = await newChart();
    const other = await newChart();
    const move = (body: object) => put(team.owner.session, `${chart.base}/move`, body);
    // Exactly one of the two; not the folder it is in; not a folder of another organisation.
    expect(firstMessage(await move({}))).toMatchObject({
      field: 'collectionId',
      text: AC_TEXTS.moveNeedsFolder,
    });
    const same = await move({ collectionId: chart.collectionId });
    expect(firstMessage(same)).toMatchObject({ field: 'collectionId', text: AC_TEXTS.sameFolder });
    const stranger = await buildMember(app.db);
    const theirs = (await post(stranger.session, '/ac/collections', { title: fresh('Theirs') })).json()
      .collection;
    expect(firstMessage(await move({ collectionId: theirs.id }))).toMatchObject({
      field: 'collectionId',
      text: AC_TEXTS.folderNotFound,
    });
    // The other folder already has a "Q1 chart": the name clash is refused and nothing moves.
    const clash = await move({ collectionId: other.collectionId });
    expect(clash.statusCode).toBe(422);
    expect((await chart.read()).collectionId).toBe(chart.collectionId);
    // A taken folder name for a new folder is refused on that field.
    const taken = (await get(team.owner.session, `/ac/collection/${other.collectionId}`)).json().collection;
    expect(firstMessage(await move({ newFolderTitle: taken.title }))).toMatchObject({
      field: 'newFolderTitle',
      id: 'VALIDATION_UNIQUE_AC_FOLDER_TITLE',
    });
    const moved = await move({ newFolderTitle: fresh('Archive') });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedTo = moved.json().revision.collectionId as string;
    expect(movedTo).not.toBe(chart.collectionId);
    expect((await get(team.owner.session, chart.base)).statusCode).toBe(404);
    const there = await get(team.owner.session, `/ac/collection/${movedTo}/revision/${chart.revision.id}`);
    expect(there.json().revision.seats).toHaveLength(1);
    expect(
      (
        await put(team.observer.session, `/ac/collection/${movedTo}/revision/${chart.revision.id}/move`, {
          collectionId: chart.collectionId,
        })
      ).statusCode,
    ).toBe(403);

    const copy = await put(team.owner.session, `${other.base}/copy`, {
      title: 'Q1 chart, for the archive',
      collectionId: movedTo,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().revision.collectionId).toBe(movedTo);
    const copyElsewhere = await put(team.owner.session, `${other.base}/copy`, { collectionId: theirs.id });
    expect(firstMessage(copyElsewhere)).toMatchObject({
      field: 'collectionId',
      text: AC_TEXTS.folderNotFound,
    });
  });

  it('deletes an empty folder only, never the company folder, and not for Observers', async () => {
    const chart = await newChart();
    const folderPath = `/ac/collection/${chart.collectionId}`;
    const full = await call(team.owner.session, 'DELETE', folderPath);
    expect(full.statusCode).toBe(409);
    expect(firstMessage(full)?.text).toBe(AC_TEXTS.folderNotEmpty);
    expect((await call(team.owner.session, 'DELETE', chart.base)).statusCode).toBe(200);
    expect((await call(team.observer.session, 'DELETE', folderPath)).statusCode).toBe(403);
    const stranger = await buildMember(app.db);
    expect((await call(stranger.session, 'DELETE', folderPath)).statusCode).toBe(404);
    const deleted = await call(team.owner.session, 'DELETE', folderPath);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(chart.collectionId);
    expect((await get(team.owner.session, folderPath)).statusCode).toBe(404);
    const company = (await get(team.owner.session, '/ac/collections/company-folder')).json().collection;
    const kept = await call(team.owner.session, 'DELETE', `/ac/collection/${company.id}`);
    expect(kept.statusCode).toBe(409);
    expect(firstMessage(kept)?.text).toBe(AC_TEXTS.companyFolderKept);
  });

  it("answers 404 for another organisation's charts and seats", async () => {
    const chart = await newChart();
    const stranger = await buildMember(app.db);
    expect((await get(stranger.session, chart.base)).statusCode).toBe(404);
    expect((await get(stranger.session, `/ac/collection/${chart.collectionId}`)).statusCode).toBe(404);
    const edit = await put(stranger.session, `${chart.base}/edit-seat/${chart.root.id}`, {
      title: 'Mine',
      version: 0,
    });
    expect(edit.statusCode).toBe(404);
    expect((await chart.read()).seats[0].title).toBe('Visionary');
  });
});

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

describe('Accountability Chart visibility', () => {
  it('lets the organisation read a published chart and only editors change it; drafts stay with editors', async () => {
    const chart = await newChart();
    expect((await get(team.member.session, chart.base)).statusCode).toBe(404);
    await put(team.owner.session, `${chart.base}/publish`, {});
    const seen = await get(team.member.session, chart.base);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().revision.canEdit).toBe(false);
    const refused = await put(team.member.session, `${chart.base}/create-seat`, {
      title: 'Mine',
      parentId: chart.root.id,
    });
    expect(refused.statusCode).toBe(403);
    const granted = await put(team.owner.session, `${chart.base}/visibility`, {
      lt: 'view',
      org: 'view',
      individuals: [{ personId: team.member.person.id, canEdit: true }],
    });
    expect(granted.statusCode).toBe(200);
    expect((await get(team.member.session, chart.base)).json().revision.canEdit).toBe(true);
  });

  it('never gives Observers edit, and needs leadership invitees before the leadership team edits', async () => {
    const chart = await newChart();
    const observer = await put(team.owner.session, `${chart.base}/visibility`, {
      lt: 'view',
      org: 'view',
      individuals: [{ personId: team.observer.person.id, canEdit: true }],
    });
    expect(observer.statusCode).toBe(422);
    expect(firstMessage(observer).text).toBe(AC_TEXTS.observerCannotEdit);
    const lonely = await buildMember(app.db);
    const folder = await post(lonely.session, '/ac/collections', { title: fresh('Solo') });
    const made = await put(lonely.session, `/ac/collection/${folder.json().collection.id}/revision/create`, {
      title: 'Solo chart',
    });
    const base = `/ac/collection/${folder.json().collection.id}/revision/${made.json().revision.id}`;
    // The new chart starts with the leadership team editing; taking it away and granting it again needs invitees.
    const off = await put(lonely.session, `${base}/visibility`, { lt: 'view', org: 'none', individuals: [] });
    expect(off.statusCode).toBe(200);
    const lt = await put(lonely.session, `${base}/visibility`, { lt: 'edit', org: 'none', individuals: [] });
    expect(lt.statusCode).toBe(422);
    expect(firstMessage(lt)).toMatchObject({ field: 'lt', text: AC_TEXTS.ltEditNeedsInvitees });
  });
});
