import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, openSecondBrowser, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test('an Owner adds a rock with two delegated rocks, sees the chain, and a colleague sees it arrive live', async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, 'Rock Solid');
  const invitees = [team.colleaguePersonId];
  const l10 = `Leadership L10 ${team.run}`;
  const sales = `Sales weekly ${team.run}`;
  const ops = `Ops weekly ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, invitees);
  await createMeeting(request, team.owner.token, sales, invitees);
  await createMeeting(request, team.owner.token, ops, invitees);
  const rockTitle = `Launch the partner programme ${team.run}`;

  const colleaguePage = await openSecondBrowser(browser, team.colleague, l10Id);
  const colleagueRocks = colleaguePage.getByRole('region', { name: 'Rocks' });
  await expect(colleagueRocks.getByRole('heading', { name: 'No open rocks' })).toBeVisible();

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();

  // Alt+R opens Add Rock with this meeting chosen.
  await page.keyboard.press('Alt+KeyR');
  const addRock = page.getByRole('dialog', { name: 'Add Rock' });
  await expect(addRock).toBeVisible();
  await expect(addRock.getByText(l10)).toBeVisible();

  // Errors first: a title typed and cleared says Required, and Add stays disabled.
  const title = addRock.getByLabel('Title');
  await title.fill('x');
  await title.fill('');
  await expect(addRock.getByText('Required', { exact: true })).toBeVisible();
  await expect(addRock.getByRole('button', { name: 'Add Rock' })).toBeDisabled();
  await shootBothWidths(page, 'rock-add-errors', { fullPage: false });

  await title.fill(rockTitle);
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Type', exact: true }), 'Company');
  await addRock.getByRole('button', { name: 'Add delegated rock' }).click();
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Meeting of delegated rock 1' }), sales);
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Type of delegated rock 1' }), 'Individual');
  await chooseOption(
    page,
    addRock.getByRole('combobox', { name: 'Owner of delegated rock 1' }),
    team.colleagueName,
  );
  await addRock.getByRole('button', { name: 'Add delegated rock' }).click();
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Meeting of delegated rock 2' }), ops);
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Type of delegated rock 2' }), 'Team');
  await chooseOption(
    page,
    addRock.getByRole('combobox', { name: 'Owner of delegated rock 2' }),
    'Olivia Owner',
  );
  // The 2 s success toast can come and go while the popup closes: watch for it from the click on.
  const created = expect(page.getByText(`Created: ${rockTitle}`)).toBeVisible();
  await addRock.getByRole('button', { name: 'Add Rock' }).click();
  await expect(addRock).toBeHidden();
  await created;

  // The rock lists with its two delegated rocks; the chain shows all three.
  const rocks = page.getByRole('region', { name: 'Rocks' });
  await expect(rocks.getByRole('button', { name: `Edit ${rockTitle}` })).toBeVisible();
  await rocks.getByRole('button', { name: /Delegated · 2/ }).click();
  const chain = page.getByRole('list', { name: 'Delegation chain' });
  await expect(chain).toBeVisible();
  await expect(chain.getByText(sales)).toBeVisible();
  await expect(chain.getByText(ops)).toBeVisible();
  await shoot(page, 'rock-chain', { fullPage: false });
  await page.keyboard.press('Escape');

  // The colleague's overview shows the new rock without a reload, marked New.
  const arrived = colleagueRocks.getByRole('row', { name: new RegExp(rockTitle) });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByText('New', { exact: true })).toBeVisible();

  // A status change travels too.
  await chooseOption(page, rocks.getByRole('combobox', { name: `Status of ${rockTitle}` }), 'Off track');
  await expect(colleagueRocks.getByRole('combobox', { name: `Status of ${rockTitle}` })).toHaveValue(
    'Off track',
  );
  await shootBothWidths(page, 'meeting-overview-items');
  await colleaguePage.context().close();
});
