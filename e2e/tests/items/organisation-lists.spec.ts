import { quarterLabel, quarterOf, quarterSpan, shiftQuarter } from '@cairn/domain/rocks/rock-quarters';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, createItem } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Issue 35 point 11: rocks, issues and scorecards live inside meetings, so a team could not see
 * the quarter's rocks or everything waiting to be solved without opening each meeting. The left
 * menu's Rocks, Issues and Scorecards pages show them across every meeting.
 */
test('the Rocks, Issues and Scorecards pages show every meeting’s, by quarter, owner and meeting', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Lists Co.');
  const token = team.owner.token;
  const l10 = `Leadership ${team.run}`;
  const sales = `Sales ${team.run}`;
  const l10Id = await createMeeting(request, token, l10, [team.colleaguePersonId]);
  const salesId = await createMeeting(request, token, sales, [team.colleaguePersonId]);
  const today = new Date().toISOString().slice(0, 10);
  const thisQuarter = quarterOf(today);
  const nextQuarter = shiftQuarter(thisQuarter, 1);
  const rock = (title: string, ownerId: string, meetingId: string, dueDate: string) =>
    createItem(request, token, 'rocks', {
      title,
      ownerId,
      dueDate,
      type: 'company',
      tractionIds: [meetingId],
    });
  await rock('Open the Leeds office', team.ownerPersonId, l10Id, quarterSpan(thisQuarter).to);
  await rock('Hire two reps', team.colleaguePersonId, salesId, quarterSpan(thisQuarter).to);
  await rock('Launch the spring range', team.ownerPersonId, l10Id, quarterSpan(nextQuarter).to);
  const issue = (title: string, tractionId: string) =>
    createItem(request, token, 'issues', {
      title,
      ownerId: team.ownerPersonId,
      tractionId,
      entityType: 'meeting',
    });
  await issue('Cash flow is tight', l10Id);
  await issue('Leads go cold', salesId);
  await signInThroughUi(page, team.owner.email, team.owner.password);
  const menu = page.getByRole('navigation', { name: 'Main' });

  // Rocks: this quarter's of both meetings, everyone's; next quarter's on asking; one owner's.
  await menu.getByRole('link', { name: 'Rocks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rocks' })).toBeVisible();
  await expect(page.getByText('Open the Leeds office')).toBeVisible();
  await expect(page.getByText('Hire two reps')).toBeVisible();
  await expect(page.getByText('Launch the spring range')).toBeHidden();
  await shootBothWidths(page, 'org-rocks');
  await chooseOption(page, page.getByRole('combobox', { name: 'Owner' }), team.colleagueName);
  await expect(page.getByText('Hire two reps')).toBeVisible();
  await expect(page.getByText('Open the Leeds office')).toBeHidden();
  await page.getByRole('combobox', { name: 'Owner' }).fill('');
  await page.goto('/rocks');
  await chooseOption(page, page.getByRole('combobox', { name: 'Quarter' }), quarterLabel(nextQuarter));
  await expect(page.getByText('Launch the spring range')).toBeVisible();
  await expect(page.getByText('Open the Leeds office')).toBeHidden();

  // Issues: every meeting's open issues with their meeting, then one meeting's.
  await menu.getByRole('link', { name: 'Issues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Cash flow is tight.*${l10}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Leads go cold.*${sales}`) })).toBeVisible();
  await shootBothWidths(page, 'org-issues');
  await chooseOption(page, page.getByRole('combobox', { name: 'Meeting' }), sales);
  await expect(page.getByText('Leads go cold')).toBeVisible();
  await expect(page.getByText('Cash flow is tight')).toBeHidden();

  // Scorecards: one per meeting, each opening its meeting's scorecard.
  await menu.getByRole('link', { name: 'Scorecards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
  await expect(page.getByRole('link', { name: l10 })).toBeVisible();
  await expect(page.getByText('0 measurables · 2 people').first()).toBeVisible();
  await shootBothWidths(page, 'org-scorecards');
  await page.getByRole('link', { name: sales }).click();
  await expect(page).toHaveURL(new RegExp(`/traction/${salesId}/${salesId}/scorecard`));
});
