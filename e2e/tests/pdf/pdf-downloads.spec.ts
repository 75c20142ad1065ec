import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { createVto } from '../../support/documents.ts';
import { createMeetingItems, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// Five documents drawn by the server on a loaded 2-core machine.
test.setTimeout(240_000);

/** Clicks what starts a download, saves the file and answers its text as pdftotext reads it. */
async function downloadText(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
  return { name: download.suggestedFilename(), text };
}

/** Holds a meeting through the API (join, start, end) so it has a summary; answers the occurrence. */
async function holdMeeting(
  request: APIRequestContext,
  token: string,
  meetingThreadId: string,
): Promise<string> {
  const act = async (action: string, data: object) => {
    const res = await request.post(`/api/v2/live-meeting/${action}`, { headers: bearer(token), data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { liveMeeting: { meetingId: string | null } };
  };
  await act('join', { meetingThreadId });
  const started = await act('start', { meetingThreadId });
  const meetingId = started.liveMeeting.meetingId ?? '';
  await act('end', { meetingThreadId, meetingId });
  return meetingId;
}

test.afterAll(async ({ request }) => {
  await setFeatureFlags(request, { MeetingPdfs: false });
});

test('a team downloads the PDFs it hands out: a meeting list, a held meeting’s summary, the scorecard over a range, the V/TO and the chart', async ({
  page,
  request,
}) => {
  await setFeatureFlags(request, { MeetingPdfs: true });
  const team = await createTeam(request, 'Print Co');
  const headers = bearer(team.owner.token);
  const meetingId = await createMeeting(request, team.owner.token, 'Weekly L10', [team.colleaguePersonId]);
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.colleaguePersonId, meetingId },
    {
      rock: 'Open the Ωmega office',
      issue: 'Hiring is slow',
      headline: 'Won Acme',
      todo: 'Send the Привет proposal',
    },
  );
  const occurrenceId = await holdMeeting(request, team.owner.token, meetingId);

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly L10' })).toBeVisible({ timeout: 45_000 });

  // The meeting's open to-dos, from the overview's Download PDF menu.
  await expect(page.getByRole('button', { name: 'Download PDF' }).first()).toBeVisible();
  await shoot(page, 'pdf-meeting-overview', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'pdf-meeting-overview-375', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Download PDF' }).first().click();
  const todos = await downloadText(page, () => page.getByRole('menuitem', { name: 'To-Dos' }).click());
  expect(todos.name).toMatch(/^Weekly L10 - todos - \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(todos.text).toContain('Send the Привет proposal');
  // A long name may wrap in its column: each word is there.
  for (const word of team.colleagueName.split(' ')) expect(todos.text).toContain(word);

  // The scorecard over a chosen range, from its range picker.
  const scorecard = page.getByRole('region', { name: 'Scorecard' });
  await scorecard.getByRole('button', { name: 'Download PDF' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('From').fill('2026-01-05');
  await picker.getByLabel('To').fill('2026-03-30');
  await shoot(page, 'pdf-scorecard-range', { fullPage: false });
  const sheet = await downloadText(page, () => picker.getByRole('button', { name: 'Download PDF' }).click());
  expect(sheet.name).toContain('2026-01-05 - 2026-03-30');
  expect(sheet.text).toContain('Jan 5, 2026 – Mar 30, 2026');

  // The held meeting's summary.
  await page.goto(`/traction/${meetingId}/${meetingId}/${occurrenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly L10' })).toBeVisible({ timeout: 45_000 });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await shoot(page, 'pdf-summary-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  const summary = await downloadText(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(summary.name).toMatch(/^Weekly L10 - summary - /);
  expect(summary.text).toContain('Weekly L10: meeting summary');
  expect(summary.text).toContain('Open the Ωmega office');

  // The V/TO.
  const plan = await createVto(request, team.owner.token, { folder: 'Plans', revision: 'Plan 2027' });
  await page.goto(`/vto/detail/${plan.collectionId}/${plan.revisionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan 2027' })).toBeVisible({ timeout: 45_000 });
  const vto = await downloadText(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(vto.name).toMatch(/^Plan 2027 - VTO - /);
  expect(vto.text).toContain('Plan 2027 · Vision');

  // The chart, two pages wide.
  const companyFolder = await (
    await request.get('/api/v2/ac/collections/company-folder', { headers })
  ).json();
  const chart = await (
    await request.put(`/api/v2/ac/collection/${companyFolder.collection.id}/revision/create`, {
      headers,
      data: { title: 'Wall chart' },
    })
  ).json();
  await page.goto(`/ac/collection/${companyFolder.collection.id}/revision/${chart.revision.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wall chart' })).toBeVisible({ timeout: 45_000 });
  await shoot(page, 'pdf-chart-editor', { fullPage: false });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const wall = await downloadText(page, () => page.getByRole('menuitem', { name: '2 pages wide' }).click());
  expect(wall.name).toMatch(/^Wall chart - chart - /);
  expect(wall.text).toContain('Wall chart');
});
