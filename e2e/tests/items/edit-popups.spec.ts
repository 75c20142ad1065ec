import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { createMeetingItems, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('the edit popups of rocks, issues and headlines, and Personal To-Do, show their field messages', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Edit Everything');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const titles = {
    rock: `Hire a head of sales ${team.run}`,
    issue: `Onboarding takes too long ${team.run}`,
    headline: `Record month in October ${team.run}`,
  };
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.ownerPersonId, meetingId: l10Id },
    titles,
  );

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  for (const [region, dialogName, title, shot] of [
    ['Rocks', 'Edit Rock', titles.rock, 'rock-edit-errors'],
    ['Issues', 'Edit Issue', titles.issue, 'issue-edit-errors'],
    ['Headlines', 'Edit Headline', titles.headline, 'headline-edit-errors'],
  ] as const) {
    await page
      .getByRole('region', { name: region })
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByLabel('Title').fill('');
    await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await shootBothWidths(page, shot, { fullPage: false });
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'You have unsaved changes.' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  }

  // Personal To-Do from the arrow beside the sub-header's Add To-Do: no meeting, the caller owns it.
  await page
    .getByRole('toolbar', { name: 'Add items' })
    .getByRole('button', { name: 'More kinds of to-do' })
    .click();
  await page.getByRole('menuitem', { name: 'Personal To-Do' }).click();
  const personal = page.getByRole('dialog', { name: 'Personal To-Do' });
  await personal.getByLabel('Title').fill('x');
  await personal.getByLabel('Title').fill('');
  await personal.getByLabel('Due date').fill('');
  await expect(personal.getByText('Required', { exact: true }).first()).toBeVisible();
  await shootBothWidths(page, 'personal-todo-errors', { fullPage: false });
});

test('an item popup has its own address: a colleague opens the pasted link, Back and Escape close it', async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, 'Linked Popups');
  const l10Id = await createMeeting(request, team.owner.token, `L10 ${team.run}`, [team.colleaguePersonId]);
  const titles = {
    rock: `Open the Denver office ${team.run}`,
    issue: `Churn in the first month ${team.run}`,
    headline: `New pricing is live ${team.run}`,
  };
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.ownerPersonId, meetingId: l10Id },
    titles,
  );

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  const issues = page.getByRole('region', { name: 'Issues' });
  await issues.getByRole('button', { name: `Edit ${titles.issue}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Issue' });
  await expect(dialog.getByLabel('Title')).toHaveValue(titles.issue);
  await expect(page).toHaveURL(/[?&]edit=issue-[0-9a-f-]{36}$/);
  const link = page.url();
  // Back closes it, as it would leave any page; the list stays.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(issues.getByRole('button', { name: `Edit ${titles.issue}` })).toBeVisible();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await signInThroughUi(colleague, team.colleague.email, team.colleague.password);
  await colleague.goto(link);
  const theirs = colleague.getByRole('dialog', { name: 'Edit Issue' });
  await expect(theirs.getByLabel('Title')).toHaveValue(titles.issue);
  await colleague.keyboard.press('Escape');
  await expect(theirs).toBeHidden();
  await expect(colleague).not.toHaveURL(/edit=/);
  await context.close();
});
