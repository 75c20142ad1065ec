import { companyFolderTitle, VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { describe, expect, it, vi } from 'vitest';
import { vtoCollections, vtoRevisions } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { countOrgRows, entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildVtoTeam, makeDraft } from './vto.test-support.ts';

const { app, team, call, get, post, put } = useTestApp(buildVtoTeam);

describe('V/TO folders', () => {
  it('GET vto/collections makes the company folder on first use, first, with the default name', async () => {
    expect((await get(null, '/vto/collections')).statusCode).toBe(401);
    const res = await get(team.observer.session, '/vto/collections');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().collections;
    expect(first).toMatchObject({ title: companyFolderTitle(team.owner.org.name), isCompanyFolder: true });
    const company = await get(team.member.session, '/vto/collections/company-folder');
    expect(company.json().collection.id).toBe(first.id);
    expect((await get(null, '/vto/collections/company-folder')).statusCode).toBe(401);
  });

  it('POST vto/collections makes a folder; titles are required and unique after trimming, any case', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(team.manager.session, '/vto/collections', { title: 'Plans 2027' });
    expect(res.statusCode).toBe(201);
    const { collection } = res.json();
    expect(collection).toMatchObject({ title: 'Plans 2027', isCompanyFolder: false, revisions: [] });
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: collection.id, type: 'vto' }),
    );
    expect((await entityEvents(app.db, 'vto', collection.id)).map((e) => e.action)).toEqual(['created']);

    const before = await countOrgRows(app.db, vtoCollections, team.orgId);
    for (const [title, text] of [
      ['  plans 2027 ', VTO_TEXTS.folderExists],
      ['   ', VTO_TEXTS.required],
      ['x'.repeat(10_000), VTO_TEXTS.titleTooLong],
    ]) {
      const bad = await post(team.owner.session, '/vto/collections', { title });
      expect(bad.statusCode).toBe(422);
      expect(firstMessage(bad)).toMatchObject({ field: 'title', text });
    }
    const dup = await post(team.owner.session, '/vto/collections', { title: 'PLANS 2027' });
    expect(firstMessage(dup).id).toBe('VALIDATION_UNIQUE_VTO_FOLDER_TITLE');
    expect(await countOrgRows(app.db, vtoCollections, team.orgId)).toBe(before);
    expect((await post(team.observer.session, '/vto/collections', { title: 'Mine' })).statusCode).toBe(403);
    expect((await post(null, '/vto/collections', { title: 'Mine' })).statusCode).toBe(401);
  });

  it('renames with a current version (409 when stale, 404 for another organisation, 403 for an Observer)', async () => {
    const made = (await post(team.owner.session, '/vto/collections', { title: 'Old name' })).json()
      .collection;
    const url = `/vto/collection/${made.id}/rename`;
    const res = await put(team.owner.session, url, { title: 'New name', version: made.version });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection).toMatchObject({ title: 'New name', version: made.version + 1 });
    expect((await put(team.owner.session, url, { title: 'Newer', version: made.version })).statusCode).toBe(
      409,
    );
    expect((await put(team.observer.session, url, { title: 'Newer' })).statusCode).toBe(403);
    const outsider = await buildMember(app.db);
    expect((await put(outsider.session, url, { title: 'Newer' })).statusCode).toBe(404);
    expect((await put(null, url, { title: 'Newer' })).statusCode).toBe(401);
    const clash = await put(team.owner.session, url, { title: ' plans 2027' });
    expect(firstMessage(clash)).toMatchObject({ field: 'title', text: VTO_TEXTS.folderExists });
  });

  it('DELETE removes an empty folder only, never the company folder', async () => {
    const { c } = await makeDraft(post, team.owner.session);
    expect((await call(team.owner.session, 'DELETE', `/vto/collection/${c}`)).statusCode).toBe(409);
    const company = (await get(team.owner.session, '/vto/collections/company-folder')).json().collection;
    const refused = await call(team.owner.session, 'DELETE', `/vto/collection/${company.id}`);
    expect(firstMessage(refused).text).toBe(VTO_TEXTS.companyFolderKept);
    const empty = (await post(team.owner.session, '/vto/collections', { title: 'Empty one' })).json()
      .collection;
    expect((await call(team.observer.session, 'DELETE', `/vto/collection/${empty.id}`)).statusCode).toBe(403);
    const outsider = await buildMember(app.db);
    expect((await call(outsider.session, 'DELETE', `/vto/collection/${empty.id}`)).statusCode).toBe(404);
    expect((await call(null, 'DELETE', `/vto/collection/${empty.id}`)).statusCode).toBe(401);
    expect((await call(team.owner.session, 'DELETE', `/vto/collection/${empty.id}`)).statusCode).toBe(200);
    expect((await get(team.owner.session, `/vto/collection/${empty.id}`)).statusCode).toBe(404);
  });
});

describe('V/TO revisions', () => {
  it('POST .../revision makes an empty draft of the caller with every section', async () => {
    const { c } = await makeDraft(post, team.member.session);
    const res = await post(team.member.session, `/vto/collection/${c}/revision`, { title: 'Q1 2027' });
    expect(res.statusCode).toBe(201);
    const { revision } = res.json();
    expect(revision).toMatchObject({
      title: 'Q1 2027',
      isPublished: false,
      createdById: team.member.person.id,
      updatedById: team.member.person.id,
      linkedTractionId: team.leadership.id,
      permissions: { canEdit: true, canSeeTraction: true, canSeeLtOnly: true },
      coreValues: { items: [], version: 0 },
      coreFocus: { description: '', niche: '', customTitle: null },
      threeYearPicture: { kind: 'three_year_picture', financialMetrics: [] },
      quarterlyPlan: { kind: 'quarterly_plan', rocks: [] },
      longTermIssues: [],
    });
    const dup = await post(team.member.session, `/vto/collection/${c}/revision`, { title: ' q1 2027 ' });
    expect(firstMessage(dup)).toMatchObject({ field: 'title', text: VTO_TEXTS.revisionExists });
    expect((await post(team.member.session, `/vto/collection/${c}/revision`, { title: '' })).statusCode).toBe(
      422,
    );
    expect(
      (await post(team.observer.session, `/vto/collection/${c}/revision`, { title: 'Obs' })).statusCode,
    ).toBe(403);
    const outsider = await buildMember(app.db);
    expect((await post(outsider.session, `/vto/collection/${c}/revision`, { title: 'X' })).statusCode).toBe(
      404,
    );
    expect((await post(null, `/vto/collection/${c}/revision`, { title: 'X' })).statusCode).toBe(401);
  });

  it('a draft is the insiders’ until published; then everyone reads it and only insiders change it', async () => {
    const { base, revision, c } = await makeDraft(post, team.owner.session);
    expect((await get(team.manager.session, base)).statusCode).toBe(404);
    expect((await get(team.observer.session, base)).statusCode).toBe(200);
    const folder = (await get(team.manager.session, `/vto/collection/${c}`)).json().collection;
    expect(folder.revisions).toEqual([]);

    const published = await put(team.member.session, `${base}/publish`, { version: revision.version });
    expect(published.statusCode).toBe(200);
    expect(published.json().revision).toMatchObject({
      isPublished: true,
      updatedById: team.member.person.id,
    });
    expect(
      (await put(team.owner.session, `${base}/unpublish`, { version: revision.version })).statusCode,
    ).toBe(409);

    const seen = await get(team.manager.session, base);
    expect(seen.json().revision).toMatchObject({ isPublished: true, permissions: { canEdit: false } });
    const refused = await put(team.manager.session, `${base}/unpublish`, {});
    expect(refused.statusCode).toBe(403);
    expect(firstMessage(refused).text).toBe(VTO_TEXTS.cannotEdit);
    expect((await put(team.observer.session, `${base}/unpublish`, {})).statusCode).toBe(403);
    expect((await put(null, `${base}/unpublish`, {})).statusCode).toBe(401);
    const outsider = await buildMember(app.db);
    expect((await get(outsider.session, base)).statusCode).toBe(404);
    expect((await put(outsider.session, `${base}/publish`, {})).statusCode).toBe(404);
    const other = await makeDraft(post, team.owner.session);
    expect(
      (await get(team.owner.session, `/vto/collection/${other.c}/revision/${revision.id}`)).statusCode,
    ).toBe(404);
  });

  it('renames within the folder (unique there)', async () => {
    const { base, c } = await makeDraft(post, team.owner.session, 'First');
    await post(team.owner.session, `/vto/collection/${c}/revision`, { title: 'Second' });
    const clash = await put(team.owner.session, `${base}/rename`, { title: 'SECOND' });
    expect(firstMessage(clash)).toMatchObject({ field: 'title', text: VTO_TEXTS.revisionExists });
    const res = await put(team.owner.session, `${base}/rename`, { title: 'Renamed', version: 0 });
    expect(res.json().revision.title).toBe('Renamed');
    expect((await put(team.owner.session, `${base}/rename`, { title: 'Again', version: 0 })).statusCode).toBe(
      409,
    );
  });

  it('copies with only Traction as a new draft of the caller; a copy of nothing is 422', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    await post(team.owner.session, `${base}/core-value`, { text: 'Be honest', version: 0 });
    await put(team.owner.session, `${base}/one-year-plan`, {
      futureDate: '2027-12-31',
      goals: [{ text: 'Open Denver' }],
      version: 0,
    });
    const copy = await put(team.member.session, `${base}/copy`, {
      newRevisionName: 'Next quarter',
      includeTraction: true,
      includeOneYearPlan: true,
      includeRocks: true,
      includeIssuesList: true,
      includeCoreValues: true,
    });
    expect(copy.statusCode).toBe(201);
    const { revision } = copy.json();
    expect(revision).toMatchObject({
      title: 'Next quarter',
      isPublished: false,
      createdById: team.member.person.id,
    });
    expect(revision.coreValues.items).toEqual([]);
    expect(revision.oneYearPlan).toMatchObject({
      futureDate: '2027-12-31',
      goals: [{ text: 'Open Denver' }],
    });

    const before = await countOrgRows(app.db, vtoRevisions, team.orgId);
    const nothing = await put(team.owner.session, `${base}/copy`, {
      newRevisionName: 'Empty',
      includeCoreValues: true,
    });
    expect(nothing.statusCode).toBe(422);
    expect(firstMessage(nothing).text).toBe(VTO_TEXTS.copyNeedsSomething);
    const noName = await put(team.owner.session, `${base}/copy`, {
      newRevisionName: ' ',
      includeVision: true,
    });
    expect(firstMessage(noName).field).toBe('newRevisionName');
    expect(await countOrgRows(app.db, vtoRevisions, team.orgId)).toBe(before);
    expect(
      (await put(team.observer.session, `${base}/copy`, { newRevisionName: 'O', includeVision: true }))
        .statusCode,
    ).toBe(403);
  });

  it('moves to another folder or to a new one by name; the new name must be unique', async () => {
    const { base, c } = await makeDraft(post, team.owner.session);
    const target = (await post(team.owner.session, '/vto/collections', { title: 'Archive 2026' })).json()
      .collection;
    expect((await put(team.owner.session, `${base}/move`, {})).statusCode).toBe(422);
    const dup = await put(team.owner.session, `${base}/move`, { newFolderTitle: ' archive 2026' });
    expect(firstMessage(dup)).toMatchObject({ field: 'newFolderTitle', text: VTO_TEXTS.folderExists });
    const same = await put(team.owner.session, `${base}/move`, { collectionId: c });
    expect(firstMessage(same).text).toBe(VTO_TEXTS.sameFolder);
    const moved = await put(team.owner.session, `${base}/move`, { collectionId: target.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().revision).toMatchObject({ collectionId: target.id, collectionTitle: 'Archive 2026' });
    const r = moved.json().revision.id;
    const again = await put(team.owner.session, `/vto/collection/${target.id}/revision/${r}/move`, {
      newFolderTitle: 'Brand new folder',
    });
    expect(again.json().revision.collectionTitle).toBe('Brand new folder');
  });

  it('DELETE removes a revision: others then read "removed by another user", non-observers may still copy it', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    expect((await call(team.manager.session, 'DELETE', base)).statusCode).toBe(404);
    expect((await call(team.observer.session, 'DELETE', base)).statusCode).toBe(403);
    const live = vi.spyOn(app.live, 'entity');
    expect((await call(team.owner.session, 'DELETE', base)).statusCode).toBe(200);
    // The deleted draft's id reaches those who could read it: the leadership team and its creator.
    expect(live).toHaveBeenCalledWith(
      'Deleted',
      expect.objectContaining({ type: 'vtorevision' }),
      expect.arrayContaining([team.owner.person.id, team.member.person.id]),
    );
    expect(live.mock.calls[0][2]).not.toContain(team.manager.person.id);
    const gone = await get(team.member.session, base);
    expect(gone.statusCode).toBe(404);
    expect(firstMessage(gone)).toMatchObject({ id: 'VTO_REMOVED', text: VTO_TEXTS.removed });
    const copy = await put(team.member.session, `${base}/copy`, {
      newRevisionName: 'Saved',
      includeVision: true,
      includeCoreValues: true,
    });
    expect(copy.statusCode).toBe(201);
    expect(
      (await put(team.observer.session, `${base}/copy`, { newRevisionName: 'No', includeVision: true }))
        .statusCode,
    ).toBe(403);
  });
});
