import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { makeDraft } from '../vto/vto.test-support.ts';
import { buildPdfTeam } from './pdf-test-support.ts';

/** A drop-in Dutch pack naming only the summary's title: English fills the rest. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-pdf-languages-'));
mkdirSync(path.join(dataDir, 'languages'));
writeFileSync(
  path.join(dataDir, 'languages', 'nl.json'),
  JSON.stringify({ 'pdf.summary.title': '{{title}}: verslag van de vergadering' }),
);

/** Issue 33: a PDF speaks the language of the person who asks, whatever their browser says. */
const { app, team, post, put } = useTestApp(buildPdfTeam, { dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Downloads a PDF as the Owner with an English browser, and reads it back. */
async function downloadAsOwner(url: string) {
  const res = await injectAs(app, team.owner.session, {
    method: 'GET',
    url: `/api/v2${url}`,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return readPdf(res.rawPayload);
}

describe('PDFs in the language of the person who asks', () => {
  it('prints a German account a meeting summary in German, with German dates and numbers', async () => {
    await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, team.owner.user.id));
    const { text } = await downloadAsOwner(
      `/traction/${team.meeting.id}/summary/pdf?meetingId=${team.held.id}`,
    );
    for (const expected of [
      `${team.meeting.title}: Meeting-Zusammenfassung`,
      '2. März 2026',
      '02.03.2026',
      'Agenda',
      'Abschnitt',
      '5 Min.',
      'Teilnehmer',
      'Neue To-Dos',
      'Gelöste Issues',
      'Verantwortlich',
      'Fällig',
      '15. Jan. 2030',
      'Nicht im Plan',
      '0 % (0 von 1)',
      'Gedruckt am',
      'Seite 1 von 1',
      'Noch nichts hier',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/DURCHSCHNITTLICHE BEWERTUNG .*\b9\b/);
    for (const english of [
      'meeting summary',
      'Attendees',
      'Off track',
      'Page 1 of',
      'Printed',
      'Jan 15, 2030',
    ]) {
      expect(text, english).not.toContain(english);
    }
  });

  it('prints a German account the V/TO with the section names of the German pack', async () => {
    await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, team.owner.user.id));
    const { base } = await makeDraft(post, team.owner.session, 'Plan 2030');
    await post(team.owner.session, `${base}/core-value`, { text: 'Bescheiden selbstbewusst', version: 0 });
    await put(team.owner.session, `${base}/three-year-picture`, {
      futureDate: '2029-12-31',
      financialMetrics: [{ title: 'Umsatz', value: '10 Mio. €', isVisibleToLtOnly: false }],
      version: 0,
    });
    const { pages, text } = await downloadAsOwner(`${base}/pdf`);
    expect(pages).toHaveLength(2);
    for (const expected of [
      'Plan 2030 · Vision',
      'Kernwerte',
      'Kernfokus',
      '10-Jahres-Ziel',
      'Marketingstrategie',
    ]) {
      expect(pages[0], expected).toContain(expected);
    }
    expect(pages[0]).toContain('3-Jahres-Bild');
    expect(pages[0]).toContain('Zieldatum: 31. Dez. 2029');
    expect(pages[0]).toMatch(/Entwurf · \d{1,2}\. \S+ \d{4}/);
    for (const expected of ['Plan 2030 · Traction', '1-Jahres-Plan', 'Quartals-Rocks', 'Themenliste']) {
      expect(pages[1], expected).toContain(expected);
    }
    for (const english of ['Core Values', 'Issues List', 'Draft', 'Future date']) {
      expect(text, english).not.toContain(english);
    }
  });

  it('prints a German account the lists and the scorecard in German, the count as a plural', async () => {
    await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, team.owner.user.id));
    const todos = await downloadAsOwner(`/traction/${team.meeting.id}/todos/pdf`);
    expect(todos.text).toContain(`${team.meeting.title}: To-Dos`);
    expect(todos.text).toMatch(/\b1 offen\b/);
    expect(todos.text).toContain('15. Jan. 2030');
    const scorecard = await downloadAsOwner(`/traction/${team.meeting.id}/scorecard/pdf`);
    expect(scorecard.text).toMatch(/Letzte 13 Perioden bis \d{1,2}\. \S+ \d{4}/);
    expect(scorecard.text).toContain('Wöchentlich');
    expect(scorecard.text).toContain('Kennzahl');
  });

  it('prints in a drop-in language: its texts, English for the keys it lacks, dates in its locale', async () => {
    await app.db.update(users).set({ userLocale: 'nl' }).where(eq(users.id, team.owner.user.id));
    const { text } = await downloadAsOwner(
      `/traction/${team.meeting.id}/summary/pdf?meetingId=${team.held.id}`,
    );
    expect(text).toContain(`${team.meeting.title}: verslag van de vergadering`);
    expect(text).toContain('Attendees');
    expect(text).toContain('2 mrt 2026');
  });
});
