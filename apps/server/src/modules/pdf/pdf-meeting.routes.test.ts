import { describe, expect, it } from 'vitest';
import { buildTodo } from '../../test/item-factories.ts';
import { readPdf, setFlags } from '../../test/pdf-text.ts';
import { callAs, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildPdfTeam, nameOf } from './pdf-test-support.ts';

/** Issue 31: the meeting's PDFs, read back with pdftotext. */
const { app, team, get } = useTestApp(buildPdfTeam);
/** A name may wrap inside its table column: each of its words is printed. */
const expectWords = (text: string, name: string) => {
  for (const word of name.split(' ')) expect(text).toContain(word);
};
const pdfOf = (type: string, query = '') => `/traction/${team.meeting.id}/${type}/pdf${query}`;

async function download(url: string, session = team.member.session) {
  const res = await get(session, url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, ...(await readPdf(res.rawPayload)) };
}

describe('GET /api/v2/traction/{meetingId}/{type}/pdf', () => {
  it('prints the open to-dos with their owners, due dates, notes and every script typed', async () => {
    const { res, text } = await download(pdfOf('todos'));
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${team.meeting.title} - todos - \\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    expect(text).toContain('Call Ωmega Λtd about the Привет order');
    expectWords(text, nameOf(team.member));
    expect(text).toContain('Jan 15, 2030');
    expect(text).toContain('Ask for the signed copy');
    expect(text).toContain('before Friday');
    expect(text).toContain(`${team.meeting.title}: To-Dos`);
    expect(text).toMatch(/Page 1 of 1/);
  });

  it.each([
    ['issues', 'Hiring is slow'],
    ['rocks', 'Launch the new website'],
    ['headlines', 'Won the Acme account'],
  ])('prints the open %s', async (type, title) => {
    const { text } = await download(pdfOf(type));
    expect(text).toContain(title);
    expectWords(text, nameOf(team.member));
  });

  it('prints the rock status and the scorecard with its measurable and owner', async () => {
    expect((await download(pdfOf('rocks'))).text).toContain('Off track');
    const { text } = await download(pdfOf('scorecard'));
    expect(text).toContain(team.measurable.title);
    expectWords(text, nameOf(team.member));
    expect(text).toContain('≥ 10');
  });

  it('repeats the table header on every page a long list runs onto', async () => {
    const { db } = app;
    const meeting = team.other;
    for (let index = 0; index < 90; index += 1) {
      await buildTodo(db, team.orgId, {
        ownerPersonId: team.owner.person.id,
        meetingId: meeting.id,
        title: `Long list ${index}`,
      });
    }
    const res = await get(team.owner.session, `/traction/${meeting.id}/todos/pdf`);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      for (const label of ['To-do', 'Owner', 'Due', 'Status']) expect(page).toContain(label);
    expect(pages.join(' ')).toContain('Long list 89');
  });

  it('prints "Nothing here yet" for an empty list', async () => {
    const res = await get(team.owner.session, `/traction/${team.other.id}/headlines/pdf`);
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Nothing here yet');
  });

  it("prints a held meeting's summary: agenda times, attendees, ratings, to-dos with owners and due dates", async () => {
    const { res, text } = await download(pdfOf('summary', `?meetingId=${team.held.id}`));
    expect(res.headers['content-disposition']).toContain(`${team.meeting.title} - summary - 2026-03-02.pdf`);
    for (const expected of [
      'Segue',
      '5 min',
      '7:00',
      '48:00',
      '1:35:00',
      'Call Ωmega Λtd about the Привет order',
      'Jan 15, 2030',
      'Hiring is slow',
      'Won the Acme account',
      'Launch the new website',
      'Off track',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectWords(text, nameOf(team.member));
    expect(text).toMatch(/AVERAGE RATING .*\b9\b/);
  });

  it('refuses a summary without its meeting (422) and an occurrence of another series (404)', async () => {
    const res = await get(team.member.session, pdfOf('summary'));
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).field).toBe('meetingId');
    const other = await get(
      team.owner.session,
      `/traction/${team.other.id}/summary/pdf?meetingId=${team.held.id}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('answers 422 for an unknown type and 401 without a session', async () => {
    const res = await get(team.member.session, pdfOf('minutes'));
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).field).toBe('type');
    expect((await get(null, pdfOf('todos'))).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's meeting and for a meeting the caller is not in", async () => {
    expect(
      (await get(team.member.session, `/traction/${team.outsiderMeeting.id}/todos/pdf`)).statusCode,
    ).toBe(404);
    expect((await get(team.outsider.session, pdfOf('todos'))).statusCode).toBe(404);
    expect(
      (await get(team.outsider.session, pdfOf('summary', `?meetingId=${team.held.id}`))).statusCode,
    ).toBe(404);
    // The Member is not invited to the other meeting.
    expect((await get(team.member.session, `/traction/${team.other.id}/todos/pdf`)).statusCode).toBe(404);
  });

  it('lets an Observer invited to the meeting print what the page shows them', async () => {
    const { text } = await download(pdfOf('issues'), team.observer.session);
    expect(text).toContain('Hiring is slow');
  });

  it('answers 403 while MeetingPdfs is off (the default)', async () => {
    await setFlags(app.db, {});
    try {
      const res = await get(team.member.session, pdfOf('todos'));
      expect(res.statusCode).toBe(403);
      expect(firstMessage(res).text).toBe('Meeting PDFs are switched off for this Cairn.');
    } finally {
      await setFlags(app.db, { MeetingPdfs: true });
    }
  });
});

describe('POST /api/v2/traction/scorecard/pdf/{scorecardId}', () => {
  const post = (body: object, session = team.member.session, id = team.scorecardId) =>
    callAs(app, session, 'POST', `/traction/scorecard/pdf/${id}`, body);

  it('prints a chosen range: the measurable, its owner and its value in that week', async () => {
    const res = await post({ from: '2026-09-07', to: '2026-12-28', orientation: 'portrait' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`- 2026-09-07 - 2026-12-28.pdf`);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(team.measurable.title);
    expectWords(text, nameOf(team.member));
    expect(text).toContain('Nov 23');
    expect(text).toMatch(/\b12\b/);
    expect(text).toContain('Sep 7, 2026 – Dec 28, 2026');
  });

  it('keeps only the measurables asked for', async () => {
    const res = await post({ from: '2026-11-02', to: '2026-11-30', measurableIds: [crypto.randomUUID()] });
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).field).toBe('measurableIds');
  });

  it('refuses a range of more than 260 periods or running backwards (422), and changes nothing', async () => {
    const long = await post({ from: '2020-01-06', to: '2025-01-06' });
    expect(long.statusCode).toBe(422);
    expect(firstMessage(long).text).toBe('A range of at most 260 periods');
    const backwards = await post({ from: '2026-05-01', to: '2026-04-01' });
    expect(backwards.statusCode).toBe(422);
    expect(firstMessage(backwards).field).toBe('to');
  });

  it("answers 404 for another organisation's scorecard and one the caller's meetings do not hold", async () => {
    expect(
      (await post({ from: '2026-11-02', to: '2026-11-30' }, team.member.session, team.outsiderScorecardId))
        .statusCode,
    ).toBe(404);
    expect(
      (await post({ from: '2026-11-02', to: '2026-11-30' }, team.member.session, team.otherScorecardId))
        .statusCode,
    ).toBe(404);
  });
});
