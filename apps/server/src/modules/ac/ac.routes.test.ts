import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import { describe, expect, it } from 'vitest';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { chartKit, fresh, type TRevision } from './ac-test-kit.ts';

const testApi = useTestApp(buildTeam);
const { app, team, call, get, post, put } = testApi;
const newChart = chartKit(testApi);

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
    // 002 §4: a removed chart can still be kept as a copy by a non-observer, never by an Observer.
    const kept = await put(team.owner.session, `${chart.base}/copy`, { title: 'Rescued' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().revision).toMatchObject({ title: 'Rescued', isPublished: false });
    expect(kept.json().revision.seats).toHaveLength(2);
    const observed = await put(team.observer.session, `${chart.base}/copy`, { title: 'Not mine' });
    expect(observed.statusCode).toBe(403);
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

  it("speaks the spec's shape (001 §3): pairs per audience, named people, the creator; reads the earlier shape too", async () => {
    const chart = await newChart();
    const member = team.member.person;
    const spec = await put(team.owner.session, `${chart.base}/visibility`, {
      lt: { canView: true, canEdit: true },
      org: { canView: true, canEdit: false },
      individuals: [
        { personId: member.id, person: 'ignored', canView: true, canEdit: true },
        // Neither view nor edit: not a choice, not kept.
        { personId: team.manager.person.id, canView: false, canEdit: false },
      ],
    });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().revision.visibility).toEqual({
      lt: { canView: true, canEdit: true },
      org: { canView: true, canEdit: false },
      individuals: [
        {
          personId: member.id,
          person: `${member.firstName} ${member.lastName}`,
          canView: true,
          canEdit: true,
        },
      ],
      createdById: team.owner.person.id,
    });
    const earlier = await put(team.owner.session, `${chart.base}/visibility`, {
      lt: 'view',
      org: 'none',
      individuals: [{ personId: member.id, canEdit: false }],
    });
    expect(earlier.json().revision.visibility).toMatchObject({
      lt: { canView: true, canEdit: false },
      org: { canView: false, canEdit: false },
      individuals: [{ personId: member.id, canView: true, canEdit: false }],
    });
    const bad = await put(team.owner.session, `${chart.base}/visibility`, {
      lt: { canView: 'yes', canEdit: false },
      org: 'sometimes',
      individuals: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['lt.canView', 'org']);
    expect((await get(team.owner.session, chart.base)).json().revision.visibility.org.canView).toBe(false);
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
    // The chart says so, so the popup can disable the leadership team's Edit (001 §5).
    expect(made.json().revision.hasLeadershipTeam).toBe(false);
    await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
      isLeadershipTeam: true,
    });
    expect((await get(team.owner.session, chart.base)).json().revision.hasLeadershipTeam).toBe(true);
    // The new chart starts with the leadership team editing; taking it away and granting it again needs invitees.
    const off = await put(lonely.session, `${base}/visibility`, { lt: 'view', org: 'none', individuals: [] });
    expect(off.statusCode).toBe(200);
    const lt = await put(lonely.session, `${base}/visibility`, { lt: 'edit', org: 'none', individuals: [] });
    expect(lt.statusCode).toBe(422);
    expect(firstMessage(lt)).toMatchObject({ field: 'lt', text: AC_TEXTS.ltEditNeedsInvitees });
  });
});
