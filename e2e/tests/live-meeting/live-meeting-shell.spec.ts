import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('the scribe joins and starts the live meeting and moves to the next section; the agenda shows its times', async ({
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

  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Start meeting' }).click();
  await expect(page.getByText('Running')).toBeVisible();
  const agenda = page.getByRole('navigation', { name: 'Agenda' });
  await expect(agenda.getByRole('button', { name: /Segue/ })).toHaveAttribute('aria-current', 'step');

  await page.getByRole('button', { name: 'Next section' }).click();
  await expect(agenda.getByRole('button', { name: /Scorecard/ })).toHaveAttribute('aria-current', 'step');
  await shootBothWidths(page, 'live-meeting-shell');
});
