import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, openSecondBrowser, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';

test("a to-do added from the meeting's list and completed inline shows up, then leaves the open list, in a colleague's browser", async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, 'Done Deal');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const todoTitle = `Call the three biggest customers ${team.run}`;

  const colleaguePage = await openSecondBrowser(browser, team.colleague, l10Id);
  const colleagueTodos = colleaguePage.getByRole('region', { name: 'To-Dos' });
  await expect(colleagueTodos.getByRole('heading', { name: 'No open to-dos' })).toBeVisible();

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  const todos = page.getByRole('region', { name: 'To-Dos' });
  await todos.getByRole('button', { name: 'Add To-Do' }).click();
  const add = page.getByRole('dialog', { name: 'Add To-Do' });
  await expect(add.getByRole('combobox', { name: 'Meeting' })).toHaveValue(l10);
  await add.getByLabel('Title').fill(todoTitle);
  // The first pick replaces the default owner (issue 35); picking oneself again adds a second.
  await chooseOption(page, add.getByRole('combobox', { name: 'Owners' }), team.colleagueName);
  await expect(add.getByText('Makes 1 to-do.')).toBeVisible();
  await chooseOption(page, add.getByRole('combobox', { name: 'Owners' }), 'Olivia Owner');
  await expect(add.getByText('Makes 2 to-dos, one for each owner.')).toBeVisible();
  await add.getByRole('combobox', { name: 'Owners' }).press('Escape');
  await add.getByRole('button', { name: 'Add To-Do' }).click();
  await expect(add).toBeHidden();

  // One to-do per owner: both arrive in the colleague's list, marked New; the owner's are not.
  const arrived = colleagueTodos.getByRole('row', { name: new RegExp(todoTitle) });
  await expect(arrived).toHaveCount(2);
  await expect(arrived.first().getByText('New', { exact: true })).toBeVisible();
  await expect(
    todos
      .getByRole('row', { name: new RegExp(todoTitle) })
      .first()
      .getByText('New', { exact: true }),
  ).toBeHidden();

  // Completing one inline takes it off the colleague's open list without a reload.
  await todos
    .getByRole('checkbox', { name: `Complete ${todoTitle}` })
    .first()
    .click();
  await expect(arrived).toHaveCount(1);
  await expect(colleaguePage.getByRole('radio', { name: 'Done (1)' })).toBeAttached();
  await colleaguePage.context().close();
});
