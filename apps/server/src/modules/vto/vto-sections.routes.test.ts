import { randomUUID } from 'node:crypto';
import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildVtoTeam, makeDraft } from './vto.test-support.ts';

const { app, team, call, get, post, put } = useTestApp(buildVtoTeam);

describe('V/TO sections', () => {
  it('core values: add, edit, reorder and delete, each with the section version (409 when stale)', async () => {
    const { base } = await makeDraft(post, team.member.session);
    const live = vi.spyOn(app.live, 'entity');
    const first = await post(team.member.session, `${base}/core-value`, { text: 'Be honest', version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().section).toMatchObject({ version: 1, items: [{ text: 'Be honest', sequence: 1 }] });
    // A draft: heard by the leadership team (the creator is in it), not the organisation.
    const leadership = [team.owner, team.member, team.observer].map((m) => m.person.id).sort();
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ type: 'vtorevision', orgId: team.orgId }),
      expect.any(Array),
    );
    expect([...(live.mock.calls[0][2] as string[])].sort()).toEqual(leadership);
    const second = (
      await post(team.member.session, `${base}/core-value`, { text: 'Grow', version: 1 })
    ).json().section;
    const [a, b] = second.items;
    expect(
      (await post(team.member.session, `${base}/core-value`, { text: 'Late', version: 1 })).statusCode,
    ).toBe(409);

    const edited = await put(team.member.session, `${base}/core-value/${a.id}`, {
      text: 'Be very honest',
      version: 2,
    });
    expect(edited.json().section.items[0].text).toBe('Be very honest');
    const reordered = await put(team.member.session, `${base}/core-value/reorder`, {
      coreValueIds: [b.id, a.id],
      version: 3,
    });
    expect(reordered.json().section.items.map((i: { text: string }) => i.text)).toEqual([
      'Grow',
      'Be very honest',
    ]);
    const bad = await put(team.member.session, `${base}/core-value/reorder`, {
      coreValueIds: [b.id],
      version: 4,
    });
    expect(firstMessage(bad)).toMatchObject({ field: 'coreValueIds', text: VTO_TEXTS.reorderMismatch });
    const removed = await call(team.member.session, 'DELETE', `${base}/core-value/${b.id}?version=4`);
    expect(removed.json().section.items).toEqual([
      expect.objectContaining({ text: 'Be very honest', sequence: 1 }),
    ]);
    expect((await call(team.member.session, 'DELETE', `${base}/core-value/${b.id}`)).statusCode).toBe(404);

    for (const [text, message] of [
      ['  ', VTO_TEXTS.required],
      ['x'.repeat(10_000), VTO_TEXTS.lineTooLong],
    ]) {
      const refused = await post(team.member.session, `${base}/core-value`, { text, version: 5 });
      expect(refused.statusCode).toBe(422);
      expect(firstMessage(refused)).toMatchObject({ field: 'text', text: message });
    }
    const after = (await get(team.member.session, base)).json().revision.coreValues;
    expect(after).toMatchObject({ version: 5, items: [{ text: 'Be very honest' }] });
  });

  it('refuses people outside the leadership team (403 with the spec text), Observers, other organisations and no session', async () => {
    const { base, revision } = await makeDraft(post, team.owner.session);
    await put(team.owner.session, `${base}/publish`, { version: revision.version });
    const body = { text: 'Nope', version: 0 };
    const manager = await post(team.manager.session, `${base}/core-value`, body);
    expect(manager.statusCode).toBe(403);
    expect(firstMessage(manager).text).toBe(VTO_TEXTS.cannotEdit);
    expect((await post(team.admin.session, `${base}/core-value`, body)).statusCode).toBe(403);
    expect((await post(team.observer.session, `${base}/core-value`, body)).statusCode).toBe(403);
    expect((await post(null, `${base}/core-value`, body)).statusCode).toBe(401);
    const outsider = await buildMember(app.db);
    expect((await post(outsider.session, `${base}/core-value`, body)).statusCode).toBe(404);
    const other = await makeDraft(post, team.owner.session);
    const coreValue = (await post(team.owner.session, `${other.base}/core-value`, body)).json().section
      .items[0];
    const crossed = await put(team.owner.session, `${base}/core-value/${coreValue.id}`, {
      text: 'x',
      version: 0,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('rich text of every section is sanitised: the XSS payloads come back harmless', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    const paths = ['core-values-speech', 'ten-year-target', 'target-market', 'proven-process', 'guarantee'];
    const versions: Record<string, number> = { 'core-values-speech': 0, 'ten-year-target': 0, marketing: 0 };
    for (const [index, { payload }] of XSS_PAYLOADS.payloads.entries()) {
      const path = paths[index % paths.length] as string;
      const key = path in versions ? path : 'marketing';
      const res = await put(team.owner.session, `${base}/${path}`, {
        contentHtml: payload,
        version: versions[key],
      });
      expect(res.statusCode, payload).toBe(200);
      versions[key] = res.json().section.version;
      const { section } = res.json();
      const stored = section.contentHtml ?? section.targetMarket + section.provenProcess + section.guarantee;
      expect(harmfulParts(stored), payload).toEqual([]);
    }
    const plan = await put(team.owner.session, `${base}/three-year-picture`, {
      futureDate: '2029-12-31',
      contentHtml: '<p onclick="x()">Notes<script>alert(1)</script></p>',
      version: 0,
    });
    expect(plan.json().section.contentHtml).toBe('<p>Notes</p>');
  });

  it('core focus and the marketing strategy’s uniques', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    const focus = await put(team.owner.session, `${base}/core-focus`, {
      customTitle: 'Our why',
      description: 'Help teams run well',
      niche: 'Small firms',
      version: 0,
    });
    expect(focus.json().section).toMatchObject({
      title: 'Core Focus',
      customTitle: 'Our why',
      niche: 'Small firms',
      version: 1,
    });
    expect(
      (
        await put(team.owner.session, `${base}/core-focus`, {
          description: 'x'.repeat(10_000),
          niche: '',
          version: 1,
        })
      ).statusCode,
    ).toBe(422);
    const unique = (
      await post(team.owner.session, `${base}/target-market/unique`, { text: 'Fast', version: 0 })
    ).json().section;
    const [entry] = unique.uniques;
    const edited = await put(team.owner.session, `${base}/target-market/unique/${entry.id}`, {
      text: 'Fastest',
      version: 1,
    });
    expect(edited.json().section.uniques).toEqual([{ id: entry.id, text: 'Fastest', sequence: 1 }]);
    const gone = await call(
      team.owner.session,
      'DELETE',
      `${base}/target-market/unique/${entry.id}?version=2`,
    );
    expect(gone.json().section.uniques).toEqual([]);
    expect(
      (await call(team.owner.session, 'DELETE', `${base}/target-market/unique/${entry.id}?version=1`))
        .statusCode,
    ).toBe(409);
  });

  it('plans: financial metrics marked LT-only are hidden from everyone outside the leadership team', async () => {
    const { base, revision } = await makeDraft(post, team.owner.session);
    const res = await put(team.owner.session, `${base}/three-year-picture`, {
      futureDate: '2029-12-31',
      financialMetrics: [
        { title: 'Revenue', value: '$10M', isVisibleToLtOnly: false },
        { title: 'Profit', value: '$2M', isVisibleToLtOnly: true },
      ],
      measurables: [{ title: 'Clients', value: 500 }],
      goals: [{ text: 'Three offices' }],
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().section.financialMetrics).toHaveLength(2);
    expect(
      (await put(team.owner.session, `${base}/three-year-picture`, { futureDate: '2029-02-30', version: 1 }))
        .statusCode,
    ).toBe(422);
    await put(team.owner.session, `${base}/publish`, { version: revision.version });
    const manager = (await get(team.manager.session, base)).json().revision;
    expect(manager.threeYearPicture.financialMetrics.map((m: { title: string }) => m.title)).toEqual([
      'Revenue',
    ]);
    expect(manager.permissions.canSeeLtOnly).toBe(false);
    const member = (await get(team.member.session, base)).json().revision;
    expect(member.threeYearPicture.financialMetrics).toHaveLength(2);
    expect(member.threeYearPicture.measurables[0]).toMatchObject({
      title: 'Clients',
      value: 500,
      unitOfMeasure: 'Number',
    });

    const shared = await put(team.owner.session, `${base}/sharing`, { isTractionLtOnly: true });
    expect(shared.json().revision.isTractionLtOnly).toBe(true);
    const limited = (await get(team.manager.session, base)).json().revision;
    expect(limited).toMatchObject({ oneYearPlan: null, quarterlyPlan: null, longTermIssues: null });
    expect(limited.coreValues).toBeDefined();
  });

  it('quarterly plan: measurables and goals one by one', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    const plan = await put(team.owner.session, `${base}/quarterly-plan`, {
      futureDate: '2027-03-31',
      version: 0,
    });
    expect(plan.json().section).toMatchObject({
      kind: 'quarterly_plan',
      futureDate: '2027-03-31',
      version: 1,
    });
    const measurable = await post(team.owner.session, `${base}/quarterly-plan/measurable`, {
      title: 'Revenue',
      value: 2.5,
      unitOfMeasure: 'Dollar',
      valueScale: 'Million',
      decimalPlaces: 1,
      version: 1,
    });
    const [m] = measurable.json().section.measurables;
    expect(m).toMatchObject({ title: 'Revenue', value: 2.5, valueScale: 'Million', actual: null });
    const edited = await put(team.owner.session, `${base}/quarterly-plan/measurable/${m.id}`, {
      title: 'Sales',
      value: 3,
      version: 2,
    });
    expect(edited.json().section.measurables[0]).toMatchObject({ id: m.id, title: 'Sales', value: 3 });
    const goal = await post(team.owner.session, `${base}/quarterly-plan/goal`, {
      text: 'Hire a COO',
      version: 3,
    });
    const [g] = goal.json().section.goals;
    const goalEdit = await put(team.owner.session, `${base}/quarterly-plan/goal/${g.id}`, {
      text: 'Hire a CFO',
      version: 4,
    });
    expect(goalEdit.json().section.goals[0].text).toBe('Hire a CFO');
    expect(
      (await call(team.owner.session, 'DELETE', `${base}/quarterly-plan/goal/${randomUUID()}`)).statusCode,
    ).toBe(404);
    const left = await call(
      team.owner.session,
      'DELETE',
      `${base}/quarterly-plan/measurable/${m.id}?version=5`,
    );
    expect(left.json().section).toMatchObject({ measurables: [], goals: [{ text: 'Hire a CFO' }] });
  });
});
