import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, openSecondBrowser, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('an issue added from the sub-header is moved to another meeting; a colleague sees it come and go live', async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, 'Issue Solvers');
  const l10 = `Leadership L10 ${team.run}`;
  const sales = `Sales weekly ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  await createMeeting(request, team.owner.token, sales, [team.colleaguePersonId]);
  const issueTitle = `Churn is up in the north region ${team.run}`;

  const colleaguePage = await openSecondBrowser(browser, team.colleague, l10Id);
  const colleagueIssues = colleaguePage.getByRole('region', { name: 'Issues' });
  await expect(colleagueIssues.getByRole('heading', { name: 'No open issues' })).toBeVisible();

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  await page.getByRole('toolbar', { name: 'Add items' }).getByRole('button', { name: 'Add Issue' }).click();
  const addIssue = page.getByRole('dialog', { name: 'Add Issue' });
  await expect(addIssue.getByRole('combobox', { name: 'Meeting' })).toHaveValue(l10);
  // A 10,000-character title is cut at 256 by the field; an emptied one says Required.
  const title = addIssue.getByLabel('Title');
  await title.fill('y'.repeat(10_000));
  await expect(title).toHaveValue('y'.repeat(256));
  await title.fill('');
  await expect(addIssue.getByText('Required', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'issue-add-errors', { fullPage: false });
  await title.fill(issueTitle);
  await addIssue.getByRole('button', { name: 'Add Issue' }).click();
  await expect(addIssue).toBeHidden();
  await expect(page.getByText(`Created: ${issueTitle}`)).toBeVisible();

  const issues = page.getByRole('region', { name: 'Issues' });
  await expect(issues.getByRole('button', { name: `Edit ${issueTitle}` })).toBeVisible();
  const arrived = colleagueIssues.getByRole('row', { name: new RegExp(issueTitle) });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByText('New', { exact: true })).toBeVisible();

  // Move it to the owner's other meeting.
  await issues.getByRole('button', { name: `Actions for ${issueTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move Issue' });
  await chooseOption(page, move.getByRole('combobox', { name: 'Destination' }), sales);
  await shootBothWidths(page, 'issue-move', { fullPage: false });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`Your issue was moved to ${sales}.`)).toBeVisible();
  await expect(move).toBeHidden();
  await expect(issues.getByRole('heading', { name: 'No open issues' })).toBeVisible();
  await expect(colleagueIssues.getByRole('row', { name: new RegExp(issueTitle) })).toBeHidden();
  await colleaguePage.context().close();
});
