import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('before the start the team ticks the checklist; the scribe joins, starts and moves on', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Live Shell');
  const title = `Leadership L10 ${team.run}`;
  const meetingId = await createMeeting(request, team.owner.token, title, [team.colleaguePersonId]);

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(`/meeting/live/${meetingId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();

  // The checklist: tick one, add one; a reload finds them saved.
  const checklist = page.getByRole('region', { name: 'Before the meeting' });
  const scorecardReady = checklist.getByRole('checkbox', { name: 'Scorecard filled in' });
  await scorecardReady.click();
  await expect(scorecardReady).toBeChecked();
  await expect(checklist.getByText('1 of 5 ready')).toBeVisible();
  await checklist.getByRole('textbox', { name: 'New checklist item' }).fill('Agenda sent to the team');
  await checklist.getByRole('textbox', { name: 'New checklist item' }).press('Enter');
  await expect(checklist.getByRole('checkbox', { name: 'Agenda sent to the team' })).not.toBeChecked();
  await expect(checklist.getByText('1 of 6 ready')).toBeVisible();
  await page.reload();
  await expect(checklist.getByRole('checkbox', { name: 'Scorecard filled in' })).toBeChecked();
  await expect(checklist.getByText('1 of 6 ready')).toBeVisible();
  await shootBothWidths(page, 'live-meeting-checklist');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Start meeting' }).click();
  await expect(page.getByText('Running')).toBeVisible();
  const agenda = page.getByRole('navigation', { name: 'Agenda' });
  await expect(agenda.getByRole('button', { name: /Segue/ })).toHaveAttribute('aria-current', 'step');

  await page.getByRole('button', { name: 'Next section' }).click();
  await expect(agenda.getByRole('button', { name: /Scorecard/ })).toHaveAttribute('aria-current', 'step');
  await shootBothWidths(page, 'live-meeting-shell');
});
