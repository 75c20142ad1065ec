import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test('an Owner exports the organisation, downloads it, imports it as a new one and finds the same meeting there', async ({
  page,
  request,
}) => {
  // Two exports, an import and two organisations' pages: longer than most journeys on a busy machine.
  test.setTimeout(240_000);
  const team = await createTeam(request, 'Exporters');
  const title = `Weekly L10 ${team.run}`;
  const meetingId = await createMeeting(request, team.owner.token, title, [team.colleaguePersonId]);
  const todo = await request.post('/api/v2/todos', {
    headers: bearer(team.owner.token),
    data: { title: `Renew the lease ${team.run}`, ownerIds: [team.colleaguePersonId], tractionId: meetingId },
  });
  expect(todo.status(), await todo.text()).toBe(201);
  const session = await request.get('/api/v2/session', { headers: bearer(team.owner.token) });
  const orgId = ((await session.json()) as { orgId: string }).orgId;

  // Settings > Export and import: ask for an export and watch it finish.
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(`/org/detail/${orgId}/export`);
  await expect(page.getByRole('tab', { name: 'Export and import' })).toHaveAttribute(
    'aria-selected',
    'true',
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('button', { name: 'Export organization' }).click();
  const exportCard = page.getByTestId('org-export').first();
  await expect(exportCard.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 30_000 });
  await expect(exportCard.getByText('done')).toBeVisible();
  await shootBothWidths(page, 'org-export');

  // Download the zip.
  const downloading = page.waitForEvent('download');
  await exportCard.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cairn-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = (await download.path()) as string;
  const bytes = await readFile(zipPath);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // Import it: the preview counts first, nothing made yet.
  const choosing = page.waitForEvent('filechooser');
  await page.getByLabel('Export file (.zip)').click();
  await (await choosing).setFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: bytes });
  await page.getByRole('button', { name: 'Preview import' }).click();
  const counts = page.getByTestId('import-counts');
  await expect(counts.getByRole('row', { name: 'meetings 1' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'todos 1' })).toBeVisible();
  await expect(counts.getByRole('columnheader', { name: 'Would make' })).toBeVisible();
  // The header is fixed: a full-page shot taken scrolled down would paint it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootBothWidths(page, 'org-import-preview');

  // Then the real import, and into the new organisation.
  await page.getByRole('button', { name: 'Import as a new organization' }).click();
  await expect(page.getByText('The organization was imported')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'org-import-done');
  await page.getByRole('button', { name: 'Open the new organization' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The same meeting is there, in an organisation that is not the exported one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' }).click();
  const meetingLink = page.getByRole('link', { name: title });
  await expect(meetingLink).toBeVisible();
  await meetingLink.click();
  await expect(page).toHaveURL(/\/traction\/[0-9a-f-]+\/[0-9a-f-]+\/meetingoverview$/);
  expect(page.url()).not.toContain(meetingId);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(`Renew the lease ${team.run}`)).toBeVisible();
  await shoot(page, 'org-import-meeting');
});
