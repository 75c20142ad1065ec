import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { chooseOption, openSecondBrowser, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('two headlines added in a row, one cascaded to a colleague in another meeting, seen there live', async ({
  page,
  browser,
  request,
}) => {
  await setFeatureFlags(request, { CascadeHeadlines: true });
  const team = await createTeam(request, 'Headline News');
  const l10 = `Leadership L10 ${team.run}`;
  const sales = `Sales weekly ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const salesId = await createMeeting(request, team.owner.token, sales, [team.colleaguePersonId]);
  const first = `Acme renewed for two years ${team.run}`;
  const second = `Dana joins support on Monday ${team.run}`;

  const colleaguePage = await openSecondBrowser(browser, team.colleague, salesId);
  const colleagueHeadlines = colleaguePage.getByRole('region', { name: 'Headlines' });
  await expect(colleagueHeadlines.getByRole('heading', { name: 'No headlines to review' })).toBeVisible();

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();
  await page.keyboard.press('Alt+KeyH');
  const add = page.getByRole('dialog', { name: 'Add Headline' });
  await expect(add.getByRole('combobox', { name: 'Meeting' })).toHaveValue(l10);
  await add.getByLabel('Title').fill(first);
  await add.getByRole('button', { name: 'add and create another' }).click();
  await expect(page.getByText(`Created: ${first}`)).toBeVisible();
  // The popup stays, emptied of title, keeping the meeting.
  await expect(add.getByLabel('Title')).toHaveValue('');
  await expect(add.getByRole('combobox', { name: 'Meeting' })).toHaveValue(l10);
  await add.getByLabel('Title').fill(second);
  await add.getByRole('button', { name: 'add headline' }).click();
  await expect(add).toBeHidden();

  const headlines = page.getByRole('region', { name: 'Headlines' });
  await expect(headlines.getByRole('button', { name: `Edit ${first}` })).toBeVisible();
  await expect(headlines.getByRole('button', { name: `Edit ${second}` })).toBeVisible();

  // Cascade the first to the colleague in the sales meeting.
  await headlines.getByRole('button', { name: `Actions for ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Cascade' }).click();
  const cascade = page.getByRole('dialog', { name: 'Cascade Headline' });
  const cascadeButton = cascade.getByRole('button', { name: 'Cascade', exact: true });
  await expect(cascadeButton).toBeDisabled();
  const row = cascade.getByRole('group', { name: 'Row 1' });
  await chooseOption(page, row.getByRole('combobox', { name: 'Owner 1' }), team.colleagueName);
  await expect(cascadeButton).toBeDisabled();
  await row.getByRole('button', { name: /^Meetings 1/ }).click();
  await page.getByRole('checkbox', { name: sales }).check();
  await page.keyboard.press('Escape');
  await expect(cascade).toBeVisible();
  await expect(cascadeButton).toBeEnabled();
  await shootBothWidths(page, 'headline-cascade', { fullPage: false });
  await cascadeButton.click();
  await expect(page.getByText('Headline cascaded to 1 owner.')).toBeVisible();

  // The colleague's sales meeting shows the copy without a reload.
  const copy = colleagueHeadlines.getByRole('row', { name: new RegExp(first) });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('New', { exact: true })).toBeVisible();
  await colleaguePage.context().close();
});
