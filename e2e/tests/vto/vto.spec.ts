import { type Browser, expect, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi, type TTestUser } from '../../support/accounts.ts';
import { createVto } from '../../support/documents.ts';
import { chooseOption, createItem, overviewPath } from '../../support/items.ts';
import { liveRegistered } from '../../support/live.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// One long journey through two browsers and many saves: a loaded 2-core machine needs the room.
test.setTimeout(300_000);

/** A second signed-in browser on the revision's page, registered for live updates. */
async function openInSecondBrowser(browser: Browser, user: TTestUser, url: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  const registered = liveRegistered(page, { method: 'register' });
  await page.goto(url);
  // A full page load on a busy machine: the lazy page and its first call may take a while.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 45_000 });
  await registered;
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the leadership team builds a V/TO from an empty draft, a colleague sees edits live, it is published and copied as next quarter’s Traction', async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, 'Visionaries');
  const lt = await createMeeting(request, team.owner.token, `Leadership ${team.run}`, [
    team.colleaguePersonId,
  ]);
  const marked = await request.put(`/api/v2/org/leadershipteam/${lt}/true`, {
    headers: bearer(team.owner.token),
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.getByRole('link', { name: 'V/TO' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'V/TO' })).toBeVisible();
  const company = page.getByRole('region', { name: /Vision\/Traction Organizer/ });
  await expect(company.getByText('No V/TOs in this folder yet.')).toBeVisible();
  await shootBothWidths(page, 'vto-home-empty');

  // An empty draft, made from the company folder.
  await company.getByRole('button', { name: 'New V/TO' }).click();
  const dialog = page.getByRole('dialog', { name: 'New V/TO' });
  await dialog.getByLabel('V/TO name').fill('Q1 2027');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Q1 2027' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  const colleague = await openInSecondBrowser(browser, team.colleague, page.url(), 'Q1 2027');

  // Vision: every section, edited in place.
  const values = section(page, 'Core Values');
  for (const value of ['Be honest', 'Grow or die', 'Help first']) {
    await values.getByRole('textbox', { name: 'New core value' }).fill(value);
    await values.getByRole('button', { name: 'Add core value', exact: true }).click();
    await expect(values.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(section(colleague, 'Core Values').getByText('Help first', { exact: true })).toBeVisible();

  const focus = section(page, 'Core Focus');
  await focus.getByRole('button', { name: 'Edit Purpose' }).click();
  await focus.getByRole('textbox', { name: 'Purpose' }).fill('Help teams run well');
  await focus.getByRole('textbox', { name: 'Purpose' }).press('Enter');
  await expect(focus.getByText('Help teams run well')).toBeVisible();
  await focus.getByRole('button', { name: 'Edit Niche' }).click();
  await focus.getByRole('textbox', { name: 'Niche' }).fill('Firms of 10 to 250 people');
  await focus.getByRole('textbox', { name: 'Niche' }).press('Enter');
  await expect(focus.getByText('Firms of 10 to 250 people')).toBeVisible();

  const target = section(page, '10-Year Target');
  await target.getByRole('button', { name: 'Edit 10-year target' }).click();
  // The editor takes the cursor as it opens (issue 35): the first words typed land in it.
  await expect(target.getByRole('textbox', { name: '10-year target' })).toBeFocused();
  await page.keyboard.type('1,000 teams running on Cairn');
  await target.getByRole('button', { name: 'Done' }).click();
  await expect(target.getByText('1,000 teams running on Cairn')).toBeVisible();
  await expect(section(colleague, '10-Year Target').getByText('1,000 teams running on Cairn')).toBeVisible();

  const marketing = section(page, 'Marketing Strategy');
  await marketing.getByRole('textbox', { name: 'New unique' }).fill('Set up in a day');
  await marketing.getByRole('button', { name: 'Add unique', exact: true }).click();
  await expect(marketing.getByText('Set up in a day', { exact: true })).toBeVisible();

  const picture = section(page, '3-Year Picture');
  await picture.getByRole('textbox', { name: '3-Year Picture figure name' }).fill('Revenue');
  await picture.getByRole('textbox', { name: '3-Year Picture figure value' }).fill('$10M');
  await picture.getByRole('button', { name: 'Add figure', exact: true }).click();
  await expect(picture.getByText('$10M')).toBeVisible();
  await picture.getByRole('textbox', { name: 'New goal' }).fill('Three offices');
  await picture.getByRole('button', { name: 'Add goal', exact: true }).click();
  await expect(picture.getByText('Three offices', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'vto-vision');

  // Traction: the 1-Year Plan, a company rock and a long-term issue.
  await page.getByRole('tab', { name: 'Traction' }).click();
  const plan = section(page, '1-Year Plan');
  await expect(plan).toBeVisible();
  await plan.getByRole('textbox', { name: 'New goal' }).fill('Open Denver');
  await plan.getByRole('button', { name: 'Add goal', exact: true }).click();
  await expect(plan.getByText('Open Denver', { exact: true })).toBeVisible();
  const rocks = section(page, 'Rocks');
  await rocks.getByRole('textbox', { name: 'New rock' }).fill('Launch the mobile app');
  await rocks.getByRole('button', { name: 'Add rock', exact: true }).click();
  await expect(rocks.getByText('Launch the mobile app')).toBeVisible();
  await expect(rocks.getByText('On track')).toBeVisible();
  const issues = section(page, 'Issues List');
  await issues.getByRole('textbox', { name: 'New long-term issue' }).fill('Second office?');
  await issues.getByRole('button', { name: 'Add issue', exact: true }).click();
  await expect(issues.getByText('Second office?')).toBeVisible();

  // A meeting issue moved onto this V/TO's long-term list from the meeting page.
  const vtoUrl = page.url();
  await createItem(request, team.owner.token, 'issues', {
    title: 'Pricing for Europe',
    ownerId: team.ownerPersonId,
    tractionId: lt,
  });
  await page.goto(overviewPath(lt));
  const meetingIssues = page.getByRole('region', { name: 'Issues' });
  await meetingIssues.getByRole('button', { name: 'Actions for Pricing for Europe' }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const moveIssue = page.getByRole('dialog', { name: 'Move Issue' });
  await chooseOption(page, moveIssue.getByRole('combobox', { name: 'Destination' }), /^Q1 2027 \(/);
  await moveIssue.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(moveIssue).toBeHidden();
  await expect(meetingIssues.getByRole('heading', { name: 'No open issues' })).toBeVisible();
  await page.goto(vtoUrl);
  await expect(issues.getByText('Pricing for Europe')).toBeVisible();

  // A 1-Year Plan measurable, then the quarter's results beside the plan.
  await plan.getByRole('button', { name: 'Add measurable', exact: true }).click();
  const measurable = page.getByRole('dialog', { name: 'Add a 1-Year Plan measurable' });
  await measurable.getByRole('textbox', { name: 'Title' }).fill('Revenue');
  await measurable.getByRole('textbox', { name: 'Target' }).fill('12');
  await measurable.getByRole('combobox', { name: 'Scale' }).click();
  await page.getByRole('option', { name: 'Million (M)' }).click();
  await measurable.getByRole('button', { name: 'Add' }).click();
  await expect(measurable).toBeHidden();
  await expect(plan.getByText('12M')).toBeVisible();
  await page.getByRole('button', { name: 'Record quarterly results' }).click();
  const results = page.getByRole('dialog', { name: 'Record quarterly results' });
  await results.getByRole('textbox', { name: 'Result of Launch the mobile app' }).fill('80');
  await results.getByRole('button', { name: '1-Year Plan' }).click();
  await results.getByRole('textbox', { name: 'Result of Revenue' }).fill('9.5');
  await shootBothWidths(page, 'vto-quarterly-results');
  await results.getByRole('button', { name: 'Save results' }).click();
  await expect(results).toBeHidden();
  await expect(plan.getByText('actual 9.5M')).toBeVisible();

  // The Traction page for the leadership team only, and back.
  const ltOnly = page.getByRole('switch', { name: 'Traction for the leadership team only' });
  await ltOnly.check();
  await expect(ltOnly).toBeChecked();
  await ltOnly.uncheck();
  await expect(ltOnly).not.toBeChecked();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(colleague.getByText('Published', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'vto-traction');

  // Next quarter's draft with only Traction.
  await page.getByRole('button', { name: 'Copy' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy V/TO' });
  await copy.getByLabel('Name of the copy').fill('Q2 2027');
  await copy.getByRole('checkbox', { name: 'Vision' }).uncheck();
  await expect(copy.getByRole('checkbox', { name: 'Core Values' })).not.toBeChecked();
  await copy.getByRole('checkbox', { name: 'Traction' }).uncheck();
  await expect(copy.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await copy.getByRole('checkbox', { name: 'Rocks' }).check();
  await expect(copy.getByRole('checkbox', { name: 'Traction' })).toBeChecked();
  await copy.getByRole('checkbox', { name: '1-Year Plan' }).check();
  await shootBothWidths(page, 'vto-copy');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Q2 2027' })).toBeVisible();
  await expect(section(page, 'Rocks').getByText('Launch the mobile app')).toBeVisible();
  await expect(section(page, 'Issues List').getByText('No long-term issues')).toBeVisible();
  await page.getByRole('tab', { name: 'Vision' }).click();
  await expect(section(page, 'Core Values').getByText('Be honest')).toHaveCount(0);

  // What changed from Q1 to Q2: the Vision left behind shows as removed.
  await page.getByRole('button', { name: 'Compare' }).click();
  const picker = page.getByRole('dialog', { name: 'Compare with another V/TO' });
  await picker.getByRole('combobox', { name: 'V/TO to compare with' }).click();
  await page.getByRole('option', { name: 'Q1 2027' }).click();
  await picker.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { name: 'Q1 2027 → Q2 2027' })).toBeVisible();
  const coreValues = page.getByRole('listitem', { name: 'Core Values: Core values' });
  await expect(coreValues.getByText('Be honest')).toHaveCSS('text-decoration-line', 'line-through');
  await shootBothWidths(page, 'vto-compare');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('tab', { name: 'Vision' })).toBeVisible();

  // The home lists both, each with its state.
  await page.getByRole('link', { name: 'V/TO' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'V/TO' })).toBeVisible();
  await expect(company.getByRole('link', { name: 'Q2 2027' })).toBeVisible();
  await expect(company.getByRole('row', { name: /Q1 2027/ }).getByText('Published')).toBeVisible();
  await shootBothWidths(page, 'vto-home');

  // The print preview: the Vision page without the shell or edit controls.
  await company.getByRole('link', { name: 'Q1 2027' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Q1 2027' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await shoot(page, 'vto-print-preview');
  await page.emulateMedia({ media: 'screen' });
  await colleague.context().close();
});

test('V/TOs are renamed, moved to a new folder and deleted from the folder lists; a folder is renamed and, empty, deleted', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'VTO Folders Co');
  const { collectionId: c } = await createVto(request, team.owner.token, {
    folder: 'Plans 2027',
    revision: 'Draft A',
  });
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(`/vto/folder/${c}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans 2027' })).toBeVisible();

  // Rename the draft from its menu.
  await page.getByRole('button', { name: 'Actions for Draft A' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename V/TO' });
  await expect(rename.getByLabel('V/TO name')).toHaveValue('Draft A');
  await expect(rename.getByText('*Required Field')).toBeVisible();
  await rename.getByLabel('V/TO name').fill('Q1 2027 plan');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('link', { name: 'Q1 2027 plan' })).toBeVisible();
  await shoot(page, 'vto-folder-actions');

  // Move it to a new folder: this folder is empty then, and can be deleted.
  await page.getByRole('button', { name: 'Actions for Q1 2027 plan' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  const move = page.getByRole('dialog', { name: 'Move Q1 2027 plan' });
  await move.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'A new folder…' }).click();
  await move.getByLabel('New folder name').fill('Archive 2027');
  await move.getByRole('button', { name: 'Move' }).click();
  // What lasts, not the 2-second toast (on a loaded machine it can come and go between polls).
  await expect(move).toBeHidden();
  await expect(page.getByText('No V/TOs in this folder yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for the folder Plans 2027' }).click();
  await page.getByRole('menuitem', { name: 'Rename folder' }).click();
  const renameFolder = page.getByRole('dialog', { name: 'Rename folder' });
  // The prompt dialog (002 §5) refuses a name another folder has, in any case and with spaces.
  await renameFolder.getByLabel('Folder name').fill(' archive 2027 ');
  await expect(
    renameFolder.getByText(
      'A folder with this name already exists. Please choose a different name for the folder.',
    ),
  ).toBeVisible();
  await expect(renameFolder.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await shootBothWidths(page, 'vto-rename-folder-prompt', { fullPage: false });
  await renameFolder.getByLabel('Folder name').fill('Plans 2028');
  await renameFolder.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans 2028' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for the folder Plans 2028' }).click();
  await page.getByRole('menuitem', { name: 'Delete folder' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the folder Plans 2028?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/vto$/);

  // On the folder list: the moved draft is in its new folder, and is deleted from there.
  const archive = page.getByRole('region', { name: 'Archive 2027' });
  await expect(archive.getByRole('link', { name: 'Q1 2027 plan' })).toBeVisible();
  await archive.getByRole('button', { name: 'Actions for Q1 2027 plan' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Q1 2027 plan?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted: Q1 2027 plan')).toBeVisible();
  await expect(archive.getByText('No V/TOs in this folder yet.')).toBeVisible();
});
