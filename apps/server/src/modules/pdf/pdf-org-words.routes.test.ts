import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { buildPdfTeam } from './pdf-test-support.ts';

/** Issue 33: a PDF's texts follow the organisation's own words; what the team typed does not. */
const { app, team, put } = useTestApp(buildPdfTeam);

/** Downloads a PDF as the Owner and reads it back. */
async function downloadAsOwner(url: string) {
  const res = await injectAs(app, team.owner.session, { method: 'GET', url: `/api/v2${url}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return readPdf(res.rawPayload);
}

const summaryUrl = () => `/traction/${team.meeting.id}/summary/pdf?meetingId=${team.held.id}`;

describe("PDFs in the organisation's own words", () => {
  beforeAll(async () => {
    const renamed = await put(team.owner.session, '/org/terms', {
      terms: { rock: { singular: 'Goal', plural: 'Goals' }, todo: { singular: 'Action', plural: 'Actions' } },
    });
    expect(renamed.statusCode).toBe(200);
    await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
      title: 'Update the Rocks page',
    });
  });

  it('prints the summary and the lists with the words, the typed titles as they are', async () => {
    await app.db.update(users).set({ userLocale: 'en' }).where(eq(users.id, team.owner.user.id));
    const summary = await downloadAsOwner(summaryUrl());
    for (const expected of [
      'GOALS ON TRACK',
      'Actions made',
      'Actions done',
      'Goals Goal Owner Due Status',
    ]) {
      expect(summary.text, expected).toContain(expected);
    }
    for (const usual of ['ROCKS ON TRACK', 'To-dos made', 'To-dos done']) {
      expect(summary.text, usual).not.toContain(usual);
    }
    // Words not renamed stay the usual ones.
    expect(summary.text).toContain('Issues solved');

    const todos = await downloadAsOwner(`/traction/${team.meeting.id}/todos/pdf`);
    expect(todos.text).toContain(`${team.meeting.title}: Actions`);
    expect(todos.text).toContain('Update the Rocks page');
    const rocks = await downloadAsOwner(`/traction/${team.meeting.id}/rocks/pdf`);
    expect(rocks.text).toContain(`${team.meeting.title}: Goals`);
  });

  it('prints a German account the words in German texts', async () => {
    await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, team.owner.user.id));
    const { text } = await downloadAsOwner(summaryUrl());
    for (const expected of ['GOALS IM PLAN', 'Neue Actions', 'Erledigte Actions', 'Gelöste Issues']) {
      expect(text, expected).toContain(expected);
    }
    for (const usual of ['ROCKS IM PLAN', 'Neue To-Dos']) expect(text, usual).not.toContain(usual);
  });
});
