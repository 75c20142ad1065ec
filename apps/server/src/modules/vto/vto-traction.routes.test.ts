import { randomUUID } from 'node:crypto';
import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { describe, expect, it } from 'vitest';
import { vtoLongTermIssues } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { harmfulParts } from '../../test/harmful-html.ts';
import { buildIssue, buildRock } from '../../test/item-factories.ts';
import { countOrgRows, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildVtoTeam, makeDraft } from './vto.test-support.ts';

const { app, team, call, get, post, put } = useTestApp(buildVtoTeam);

describe('V/TO long-term issues', () => {
  it('POST long-term-issue answers newLongTermIssue.id; notes are sanitised; bad input stores nothing', async () => {
    const { base } = await makeDraft(post, team.member.session);
    const res = await post(team.member.session, `${base}/long-term-issue`, {
      title: 'Second office?',
      ownerId: team.member.person.id,
      contentHtml: '<p>Think<img src=x onerror=alert(1)></p>',
    });
    expect(res.statusCode).toBe(201);
    const { newLongTermIssue, longTermIssue } = res.json();
    expect(longTermIssue).toMatchObject({
      id: newLongTermIssue.id,
      title: 'Second office?',
      contentHtml: '<p>Think</p>',
    });
    expect(harmfulParts(longTermIssue.contentHtml)).toEqual([]);
    const listed = (await get(team.member.session, base)).json().revision.longTermIssues;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([newLongTermIssue.id]);

    const before = await countOrgRows(app.db, vtoLongTermIssues, team.orgId);
    const outsider = await buildMember(app.db);
    for (const [fields, field] of [
      [{ title: ' ' }, 'title'],
      [{ ownerId: outsider.person.id }, 'ownerId'],
      [{ ownerId: team.observer.person.id }, 'ownerId'],
      [{ ownerId: 'nope' }, 'ownerId'],
    ] as const) {
      const bad = await post(team.member.session, `${base}/long-term-issue`, {
        title: 'T',
        ownerId: team.member.person.id,
        ...fields,
      });
      expect(bad.statusCode, JSON.stringify(fields)).toBe(422);
      expect(firstMessage(bad).field).toBe(field);
    }
    const body = { title: 'T', ownerId: team.member.person.id };
    expect((await post(team.observer.session, `${base}/long-term-issue`, body)).statusCode).toBe(403);
    expect((await post(outsider.session, `${base}/long-term-issue`, body)).statusCode).toBe(404);
    expect((await post(null, `${base}/long-term-issue`, body)).statusCode).toBe(401);
    expect(await countOrgRows(app.db, vtoLongTermIssues, team.orgId)).toBe(before);

    const url = `${base}/long-term-issue/${newLongTermIssue.id}`;
    const edited = await put(team.member.session, url, {
      title: 'Third office?',
      ownerId: team.owner.person.id,
      version: 0,
    });
    expect(edited.json().longTermIssue).toMatchObject({
      title: 'Third office?',
      ownerId: team.owner.person.id,
      version: 1,
    });
    expect((await put(team.member.session, url, { ...body, version: 0 })).statusCode).toBe(409);
    expect((await call(team.member.session, 'DELETE', `${url}?version=1`)).statusCode).toBe(200);
    expect((await call(team.member.session, 'DELETE', url)).statusCode).toBe(404);
  });

  it('POST issues with entityType vto adds to the revision’s long-term list (000 §3)', async () => {
    const { c, r, base } = await makeDraft(post, team.member.session);
    const res = await post(team.member.session, '/issues', {
      title: 'Open a second office?',
      ownerIds: [team.member.person.id],
      entityType: 'vto',
      collectionId: c,
      revisionId: r,
    });
    expect(res.statusCode).toBe(201);
    const { newLongTermIssue, longTermIssue } = res.json();
    expect(longTermIssue).toMatchObject({ id: newLongTermIssue.id, title: 'Open a second office?' });
    const listed = (await get(team.member.session, base)).json().revision.longTermIssues;
    expect(listed.map((i: { id: string }) => i.id)).toContain(newLongTermIssue.id);
    // The same rules as the section's own call: an Observer may not, another organisation 404.
    const body = {
      title: 'T',
      ownerId: team.member.person.id,
      entityType: 'vto',
      collectionId: c,
      revisionId: r,
    };
    expect((await post(team.observer.session, '/issues', body)).statusCode).toBe(403);
    const outsider = await buildMember(app.db);
    expect(
      (await post(outsider.session, '/issues', { ...body, ownerId: outsider.person.id })).statusCode,
    ).toBe(404);
    expect(
      (await post(team.member.session, '/issues', { ...body, revisionId: randomUUID() })).statusCode,
    ).toBe(404);
  });

  it('Move Issue lists the V/TOs both the caller and the chosen owner may change (000 §2.4)', async () => {
    const { c, r } = await makeDraft(post, team.member.session);
    const issue = await buildIssue(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
      title: 'Where to',
    });
    const destinations = (ownerId: string) =>
      get(team.member.session, `/issue/${issue.id}/move-destinations?ownerId=${ownerId}`);
    // The Member wrote the draft and sits on the leadership team: both may change it.
    const own = (await destinations(team.member.person.id)).json();
    expect(own.vtos).toContainEqual(
      expect.objectContaining({ collectionId: c, revisionId: r, isPublished: false }),
    );
    // The Manager is neither its author nor on the leadership team: not a destination for them.
    expect((await destinations(team.manager.person.id)).json().vtos).toEqual([]);
    // Someone of another organisation: nothing.
    const outsider = await buildMember(app.db);
    expect((await destinations(outsider.person.id)).json().vtos).toEqual([]);
  });

  it('a refused move changes neither side: one transaction (issue 13)', async () => {
    const { c, r, base } = await makeDraft(post, team.member.session);
    const issue = await buildIssue(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
      title: 'Stale',
    });
    const listed = async () => (await get(team.member.session, base)).json().revision.longTermIssues.length;
    const before = await listed();
    // A stale version: the meeting side refuses after the list side wrote; both roll back.
    const stale = await post(team.member.session, `/issue/${issue.id}/move-to-vto`, {
      collectionId: c,
      revisionId: r,
      version: issue.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(await listed()).toBe(before);
    expect((await get(team.member.session, `/issue/${issue.id}`)).statusCode).toBe(200);

    // And back out: a destination the owner is not invited to refuses; the entry stays on the list.
    const added = await post(team.member.session, `${base}/long-term-issue`, {
      title: 'Stays',
      ownerId: team.member.person.id,
    });
    const id = added.json().newLongTermIssue.id;
    const refused = await post(team.member.session, `${base}/long-term-issue/${id}/move`, {
      destinationId: team.leadership.id,
      destinationType: 'meeting',
      ownerId: team.manager.person.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(await listed()).toBe(before + 1);
  });

  it('moves a meeting issue onto the long-term list, and from there to a meeting', async () => {
    const { base, c, r, revision } = await makeDraft(post, team.owner.session);
    await put(team.owner.session, `${base}/publish`, { version: revision.version });
    const issue = await buildIssue(app.db, team.orgId, {
      meetingId: team.meeting.id,
      ownerPersonId: team.member.person.id,
      title: 'Pricing',
      contentHtml: '<p>Too low</p>',
    });
    const refused = await post(team.manager.session, `/issue/${issue.id}/move-to-vto`, {
      collectionId: c,
      revisionId: r,
    });
    expect(refused.statusCode).toBe(403);
    expect(firstMessage(refused).text).toBe(VTO_TEXTS.cannotEdit);
    const moved = await post(team.owner.session, `/issue/${issue.id}/move-to-vto`, {
      collectionId: c,
      revisionId: r,
    });
    expect(moved.statusCode).toBe(200);
    const lti = moved.json().longTermIssue;
    expect(lti).toMatchObject({
      title: 'Pricing',
      ownerId: team.member.person.id,
      contentHtml: '<p>Too low</p>',
    });
    expect((await get(team.owner.session, `/issue/${issue.id}`)).statusCode).toBe(404);
    expect(
      (await post(null, `/issue/${issue.id}/move-to-vto`, { collectionId: c, revisionId: r })).statusCode,
    ).toBe(401);
    const outsider = await buildMember(app.db);
    expect(
      (await post(outsider.session, `/issue/${issue.id}/move-to-vto`, { collectionId: c, revisionId: r }))
        .statusCode,
    ).toBe(404);

    const out = await post(team.owner.session, `${base}/long-term-issue/${lti.id}/move`, {
      destinationId: team.meeting.id,
      destinationType: 'meeting',
      ownerId: team.manager.person.id,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().issue).toMatchObject({
      title: 'Pricing',
      tractionId: team.meeting.id,
      ownerId: team.manager.person.id,
    });
    expect((await get(team.owner.session, base)).json().revision.longTermIssues).toEqual([]);
    const wrongType = await post(team.owner.session, `${base}/long-term-issue/${lti.id}/move`, {
      destinationId: team.meeting.id,
      destinationType: 'vto',
      ownerId: team.manager.person.id,
    });
    expect(wrongType.statusCode).toBe(422);
  });
});

describe('V/TO quarterly rocks and results', () => {
  it('links real rocks (their status shows live) or makes a company rock in the leadership team meeting', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    const rock = await buildRock(app.db, team.orgId, {
      meetingIds: [team.leadership.id],
      ownerPersonId: team.member.person.id,
    });
    const linked = await post(team.owner.session, `${base}/quarterly-plan/rock`, {
      rockId: rock.id,
      version: 0,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().section).toMatchObject({ version: 1, rocks: [{ id: rock.id, status: 'OnTrack' }] });
    const twice = await post(team.owner.session, `${base}/quarterly-plan/rock`, {
      rockId: rock.id,
      version: 1,
    });
    expect(firstMessage(twice)).toMatchObject({ field: 'rockId', text: VTO_TEXTS.rockAlreadyOnPlan });
    const stale = await post(team.owner.session, `${base}/quarterly-plan/rock`, {
      rockId: rock.id,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);

    await put(team.owner.session, `/rock/${rock.id}/status`, { status: 'OffTrack' });
    const seen = (await get(team.owner.session, base)).json().revision.quarterlyPlan.rocks;
    expect(seen[0]).toMatchObject({ id: rock.id, status: 'OffTrack' });

    const made = await post(team.owner.session, `${base}/quarterly-plan/rock`, {
      title: 'Launch the app',
      ownerId: team.member.person.id,
      dueDate: '2027-03-31',
      version: 1,
    });
    expect(made.statusCode).toBe(200);
    const newRock = made.json().section.rocks[1];
    expect(newRock).toMatchObject({ title: 'Launch the app', ownerId: team.member.person.id });
    const stored = (await get(team.owner.session, `/rock/${newRock.id}`)).json().rock;
    expect(stored).toMatchObject({ type: 'company', tractionId: team.leadership.id });
    const missing = await post(team.owner.session, `${base}/quarterly-plan/rock`, {
      title: 'No owner',
      version: 2,
    });
    expect(missing.statusCode).toBe(422);

    const unlinked = await call(
      team.owner.session,
      'DELETE',
      `${base}/quarterly-plan/rock/${rock.id}?version=2`,
    );
    expect(unlinked.json().section.rocks.map((x: { id: string }) => x.id)).toEqual([newRock.id]);
    expect((await get(team.owner.session, `/rock/${rock.id}`)).statusCode).toBe(200);
  });

  it('records quarterly results for the plans’ measurables, goals and rocks', async () => {
    const { base, revision } = await makeDraft(post, team.owner.session);
    const oneYear = await put(team.owner.session, `${base}/one-year-plan`, {
      futureDate: '2027-12-31',
      measurables: [
        { title: 'Revenue', value: 12, unitOfMeasure: 'Dollar', valueScale: 'Million', decimalPlaces: 1 },
      ],
      goals: [{ text: 'Open Denver' }],
      version: 0,
    });
    const plan = oneYear.json().section;
    const rock = await buildRock(app.db, team.orgId, {
      meetingIds: [team.leadership.id],
      ownerPersonId: team.member.person.id,
    });
    const quarter = (
      await post(team.owner.session, `${base}/quarterly-plan/rock`, { rockId: rock.id, version: 0 })
    ).json().section;
    const res = await post(team.owner.session, `${base}/metrics/actual-values`, {
      actualResults: [
        {
          planId: plan.id,
          associatedItemId: plan.measurables[0].id,
          isMeasurable: true,
          value: 11.5,
          valueScale: 'Million',
          decimalPlaces: 1,
        },
        {
          planId: plan.id,
          associatedItemId: plan.goals[0].id,
          isMeasurable: false,
          value: 1,
          valueScale: 'One',
          decimalPlaces: 0,
        },
        {
          planId: quarter.id,
          associatedItemId: rock.id,
          isMeasurable: false,
          value: 100,
          valueScale: 'One',
          decimalPlaces: 0,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { revision: after } = res.json();
    expect(after.oneYearPlan.measurables[0].actual).toEqual({
      value: 11.5,
      valueScale: 'Million',
      decimalPlaces: 1,
    });
    expect(after.oneYearPlan.goals[0].actual).toMatchObject({ value: 1 });
    expect(after.quarterlyPlan.rocks[0].actual).toMatchObject({ value: 100 });

    const wrong = await post(team.owner.session, `${base}/metrics/actual-values`, {
      actualResults: [
        {
          planId: revision.threeYearPicture.id,
          associatedItemId: randomUUID(),
          isMeasurable: true,
          value: 1,
        },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    expect(firstMessage(wrong).field).toBe('actualResults.0.planId');
    const unknown = await post(team.owner.session, `${base}/metrics/actual-values`, {
      actualResults: [{ planId: plan.id, associatedItemId: randomUUID(), isMeasurable: true, value: 1 }],
    });
    expect(firstMessage(unknown).field).toBe('actualResults.0.associatedItemId');
    const observer = await post(team.observer.session, `${base}/metrics/actual-values`, {
      actualResults: [],
    });
    expect(observer.statusCode).toBe(403);
    expect((await post(null, `${base}/metrics/actual-values`, { actualResults: [] })).statusCode).toBe(401);
  });
});
