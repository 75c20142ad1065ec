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

/** Issue 35 point 11: a new organisation's leaders see their first week, ticked from what exists. */
test('the dashboard’s first week ticks what the team has done and stays away once dismissed', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'First Week Co.');
  const l10Id = await createMeeting(request, team.owner.token, `Leadership ${team.run}`, [
    team.colleaguePersonId,
  ]);
  await createItem(request, team.owner.token, 'rocks', {
    title: 'Open the Leeds office',
    ownerId: team.ownerPersonId,
    dueDate: quarterSpan(quarterOf(new Date().toISOString().slice(0, 10))).to,
    type: 'company',
    tractionIds: [l10Id],
  });
  await signInThroughUi(page, team.owner.email, team.owner.password);

  // What the team has done is ticked (a colleague, a meeting, a rock); the rest links to its page.
  const firstWeek = page.getByRole('region', { name: 'Your first week in Cairn' });
  await expect(firstWeek.getByText('3 of 6 done.', { exact: false })).toBeVisible();
  await expect(firstWeek.getByText('Set rocks (done)')).toBeVisible();
  await expect(firstWeek.getByRole('link', { name: 'Add measurables' })).toBeVisible();
  await shootBothWidths(page, 'getting-started', { fullPage: false });

  // Dismissed, the first week stays away.
  await firstWeek.getByRole('button', { name: 'Dismiss' }).click();
  await expect(firstWeek).toBeHidden();
  await page.reload();
  // A reload boots the whole app again: on a busy machine that takes longer than one expect's wait.
  await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(firstWeek).toBeHidden();
});
