import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acSeats, vtoSections } from '../../db/schema/index.ts';
import { buildAcChart } from '../../test/ac-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { readPdf, setFlags } from '../../test/pdf-text.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildVtoTeam, makeDraft } from '../vto/vto.test-support.ts';

/** Issue 31: the V/TO and accountability chart PDFs, read back with pdftotext. */
const { app, team, get, post, put } = useTestApp(async (db) => {
  const vtoTeam = await buildVtoTeam(db);
  return { ...vtoTeam, outsider: await buildMember(db) };
});

describe('GET /api/v2/vto/collection/{c}/revision/{r}/pdf', () => {
  it('prints the Vision and Traction pages; leadership-only figures only for the leadership team', async () => {
    const { base, revision } = await makeDraft(post, team.owner.session, 'Plan Ωmega 2030');
    await post(team.owner.session, `${base}/core-value`, { text: 'Be humbly confident', version: 0 });
    await put(team.owner.session, `${base}/three-year-picture`, {
      futureDate: '2029-12-31',
      financialMetrics: [
        { title: 'Revenue', value: '$10M', isVisibleToLtOnly: false },
        { title: 'Profit', value: '$2M', isVisibleToLtOnly: true },
      ],
      version: 0,
    });
    await put(team.owner.session, `${base}/publish`, { version: revision.version });
    const res = await get(team.member.session, `${base}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Plan mega 2030 - VTO - \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const insider = await readPdf(res.rawPayload);
    expect(insider.pages).toHaveLength(2);
    expect(insider.pages[0]).toContain('Plan Ωmega 2030 · Vision');
    expect(insider.pages[0]).toContain('Be humbly confident');
    expect(insider.pages[0]).toContain('Revenue: $10M');
    expect(insider.pages[0]).toContain('Profit: $2M');
    expect(insider.pages[1]).toContain('Plan Ωmega 2030 · Traction');
    expect(insider.pages[1]).toContain('Issues List');
    // The Manager is not on the leadership team: the LT-only figure is not printed for them.
    const outside = await readPdf((await get(team.manager.session, `${base}/pdf`)).rawPayload);
    expect(outside.text).toContain('Revenue: $10M');
    expect(outside.text).not.toContain('Profit');
  });

  it('still renders a V/TO with 100 core values, the list running onto more pages', async () => {
    const { base, r } = await makeDraft(post, team.owner.session);
    const items = Array.from({ length: 100 }, (_, index) => ({
      id: randomUUID(),
      text: `Value number ${index + 1}`,
      sequence: index,
    }));
    await app.db
      .update(vtoSections)
      .set({ content: { items } })
      .where(and(eq(vtoSections.revisionId, r), eq(vtoSections.kind, 'core_values')));
    const res = await get(team.owner.session, `${base}/pdf`);
    expect(res.statusCode).toBe(200);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(text).toContain('Value number 1 ');
    expect(text).toContain('Value number 100');
    expect(pages.length).toBeGreaterThan(2);
  });

  it("answers 404 for another organisation's revision and 401 without a session", async () => {
    const { base } = await makeDraft(post, team.owner.session);
    expect((await get(team.outsider.session, `${base}/pdf`)).statusCode).toBe(404);
    expect((await get(null, `${base}/pdf`)).statusCode).toBe(401);
  });

  it('answers 403 when VisionPdf is switched off', async () => {
    const { base } = await makeDraft(post, team.owner.session);
    await setFlags(app.db, { VisionPdf: false });
    try {
      const res = await get(team.owner.session, `${base}/pdf`);
      expect(res.statusCode).toBe(403);
      expect(firstMessage(res).text).toBe('V/TO PDFs are switched off for this Cairn.');
    } finally {
      await setFlags(app.db, {});
    }
  });
});

describe('GET /api/v2/ac/collection/{c}/revision/{r}/pdf', () => {
  it('prints each seat with its holder, roles and the LT badge of a leadership seat', async () => {
    const chart = await buildAcChart(app.db, team.orgId, team.owner.person.id);
    await app.db
      .update(acSeats)
      .set({ assignedToPersonId: team.member.person.id, roles: ['Run the weekly L10', 'Hire and fire'] })
      .where(eq(acSeats.id, chart.seat.id));
    const url = `/ac/collection/${chart.collection.id}/revision/${chart.revision.id}/pdf`;
    const res = await get(team.owner.session, url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${chart.revision.title} - chart - `);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Visionary',
      'Integrator',
      team.member.user.firstName,
      'Run the weekly L10',
      'LT',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const wide = await get(team.owner.session, `${url}?pages=3`);
    expect(wide.statusCode).toBe(200);
  });

  it('still renders a 500-seat chart (too wide for one page even at the smallest scale: more pages across)', async () => {
    const chart = await buildAcChart(app.db, team.orgId, team.owner.person.id);
    const ids = [chart.root.id, chart.seat.id];
    const rows = [];
    for (let key = 3; key <= 500; key += 1) {
      const id = randomUUID();
      const parentId = ids[Math.floor((key - 2) / 4)] ?? chart.root.id;
      rows.push({
        id,
        orgId: team.orgId,
        revisionId: chart.revision.id,
        key,
        title: `Seat ${key}`,
        parentId,
        roles: ['Own the numbers'],
      });
      ids.push(id);
    }
    await app.db.insert(acSeats).values(rows);
    const res = await get(
      team.owner.session,
      `/ac/collection/${chart.collection.id}/revision/${chart.revision.id}/pdf`,
    );
    expect(res.statusCode).toBe(200);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(text).toContain('Seat 500');
    expect(pages.length).toBeGreaterThan(1);
  });

  it('prints a wide chart on the pages across asked for, larger', async () => {
    const chart = await buildAcChart(app.db, team.orgId, team.owner.person.id);
    const rows = Array.from({ length: 10 }, (_, index) => ({
      orgId: team.orgId,
      revisionId: chart.revision.id,
      key: index + 3,
      title: `Branch ${index + 1}`,
      parentId: chart.root.id,
      roles: [],
    }));
    await app.db.insert(acSeats).values(rows);
    const url = `/ac/collection/${chart.collection.id}/revision/${chart.revision.id}/pdf`;
    const one = await readPdf((await get(team.owner.session, url)).rawPayload);
    const four = await readPdf((await get(team.owner.session, `${url}?pages=4`)).rawPayload);
    expect(one.pages).toHaveLength(1);
    expect(four.pages.length).toBeGreaterThanOrEqual(4);
    expect(four.pages[0]).toContain('Page 1 of');
    expect(four.text).toContain('Branch 10');
  });

  it('refuses a page count outside 1 to 4 (422) and answers 404 to another organisation', async () => {
    const chart = await buildAcChart(app.db, team.orgId, team.owner.person.id);
    const url = `/ac/collection/${chart.collection.id}/revision/${chart.revision.id}/pdf`;
    const res = await get(team.owner.session, `${url}?pages=5`);
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'pages', text: 'Between 1 and 4 pages wide' });
    expect((await get(team.outsider.session, url)).statusCode).toBe(404);
  });
});
