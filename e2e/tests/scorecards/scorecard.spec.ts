import { expect as baseExpect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';
import {
  addCountMeasurable,
  cellOf,
  mondayOf,
  openScorecard,
  openScorecardInSecondBrowser,
  rowOf,
  scorecardIdOf,
  shootScorecard,
  weekLabel,
  weeklyTable,
} from './scorecard-support.ts';

/**
 * Waits for visible states up to 30 s: on the shared 2-core machine under load a lazy page or
 * chart chunk has taken more than the default 10 s to show (never a sleep; quiet runs pass at once).
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const OWNER_CHANGE =
  'This measurable will be removed from the meetings that the new Measurable Owner does not have access to.';

test.use({ viewport: { width: 1440, height: 900 } });

test('a team builds its scorecard: add with the preview, type and paste a week, a colleague sees it live, reorder, change the owner, chart, CSV import', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers through eight steps: on the loaded 2-core machine this has taken over two minutes.
  test.setTimeout(300_000);
  const team = await createTeam(request, 'Number Crunchers');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const scorecardId = await scorecardIdOf(request, team.owner.token, l10Id);
  const place = { scorecardId, meetingId: l10Id, ownerId: team.ownerPersonId };
  await addCountMeasurable(request, team.owner.token, place, 'Sales calls', 20);
  await addCountMeasurable(request, team.owner.token, place, 'Qualified leads', 10);

  const colleague = await openScorecardInSecondBrowser(browser, team.colleague, l10Id, l10);
  await expect(rowOf(colleague, 'Qualified leads')).toBeVisible();

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await openScorecard(page, l10Id, l10);
  await expect(rowOf(page, 'Qualified leads')).toBeVisible();

  // Add Measurable: the preview shows once comparison, goal, unit, scale and meeting are there.
  await page.getByRole('button', { name: 'Add Measurable' }).click();
  const add = page.getByRole('dialog', { name: 'Add Measurable' });
  await add.getByLabel('Title').fill('Revenue');
  const preview = add.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeHidden();
  await chooseOption(page, add.getByRole('combobox', { name: 'Comparison' }), '≥ Greater than or equal to');
  await add.getByRole('textbox', { name: 'Goal' }).fill('12.5');
  await chooseOption(page, add.getByRole('combobox', { name: 'Unit' }), 'Dollar ($)');
  await chooseOption(page, add.getByRole('combobox', { name: 'Scale' }), /^Thousand/);
  await add.getByRole('button', { name: 'More decimals' }).click();
  await expect(add.getByRole('status', { name: 'Decimals: 2' })).toBeVisible();
  await expect(preview.getByTestId('measurable-preview-goal')).toHaveText('≥ $12.50k');
  await add.getByRole('button', { name: 'Add Measurable' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, 'Revenue')).toBeVisible();
  await expect(rowOf(colleague, 'Revenue')).toBeVisible();

  // This week's column typed with the keyboard: click edits, Enter saves and moves down, and a
  // digit starts typing in the next cell.
  await cellOf(page, 'Sales calls', 0).click();
  await page.keyboard.type('23');
  await page.keyboard.press('Enter');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await page.keyboard.type('14.2');
  await page.keyboard.press('Enter');
  await expect(cellOf(page, 'Sales calls', 0)).toContainText('23');
  await expect(cellOf(page, 'Qualified leads', 0)).toContainText('8');
  await expect(cellOf(page, 'Revenue', 0)).toContainText('$14.20k');
  // On and off target carry a mark besides the colour.
  await expect(cellOf(page, 'Sales calls', 0).getByRole('img', { name: 'On Target' })).toBeVisible();
  await expect(cellOf(page, 'Qualified leads', 0).getByRole('img', { name: 'Off Target' })).toBeVisible();

  // Last week's column pasted from a spreadsheet (three lines, one per row).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('19\n12\n13.75\n'));
  await cellOf(page, 'Sales calls', 1).click();
  await expect(weeklyTable(page).getByRole('textbox')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(cellOf(page, 'Sales calls', 1)).toContainText('19');
  await expect(cellOf(page, 'Qualified leads', 1)).toContainText('12');
  await expect(cellOf(page, 'Revenue', 1)).toContainText('$13.75k');

  // The colleague's grid shows both columns without a reload.
  await expect(cellOf(colleague, 'Sales calls', 0)).toContainText('23');
  await expect(cellOf(colleague, 'Revenue', 0)).toContainText('$14.20k');
  await expect(cellOf(colleague, 'Qualified leads', 1)).toContainText('12');
  await expect(cellOf(colleague, 'Revenue', 1)).toContainText('$13.75k');
  await shootScorecard(page, 'scorecard-grid');

  // Reorder by dragging Revenue's handle onto the first row; the colleague's grid follows.
  await page.getByTitle('Drag to reorder Revenue').dragTo(rowOf(page, 'Sales calls'));
  const firstRow = (on: typeof page) => weeklyTable(on).locator('tbody tr').first();
  await expect(firstRow(page)).toContainText('Revenue');
  await expect(firstRow(colleague)).toContainText('Revenue');

  // Owner change: the 001 §4 question, then the reassign; the row's avatar names the new owner.
  await rowOf(page, 'Revenue').getByRole('button', { name: 'Revenue', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Measurable' });
  await chooseOption(page, edit.getByRole('combobox', { name: 'Owner' }), team.colleagueName);
  await edit.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Change the owner?' });
  await expect(question.getByText(OWNER_CHANGE)).toBeVisible();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'Revenue').getByTitle(team.colleagueName).first()).toBeVisible();
  await expect(rowOf(colleague, 'Revenue').getByTitle(team.colleagueName).first()).toBeVisible();
  // The focus handed back to the row's title leaves the newest weeks in view.
  await expect(weeklyTable(page).getByRole('columnheader', { name: weekLabel(0) })).toBeInViewport();

  // The chart of a row over the year, with its goal line.
  await rowOf(page, 'Revenue').getByRole('button', { name: 'Chart: Revenue' }).click();
  const chart = page.getByRole('dialog', { name: 'Revenue: the last 12 months' });
  await expect(chart.getByText('Goal: ≥ $12.50k')).toBeVisible();
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await shoot(page, 'scorecard-chart', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await shoot(page, 'scorecard-chart-375', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();
  await expect(weeklyTable(page).getByRole('columnheader', { name: weekLabel(0) })).toBeInViewport();

  // CSV import: the preview names the bad row and writes nothing; Import takes the good rows only.
  const twoWeeksAgo = mondayOf(2);
  const threeWeeksAgo = mondayOf(3);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import values from CSV' });
  await importer
    .getByLabel('or paste the CSV here')
    .fill(
      [
        'measurable,period,value',
        `Sales calls,${twoWeeksAgo},18`,
        `Qualified leads,${threeWeeksAgo},lots`,
        `Qualified leads,${twoWeeksAgo},11`,
      ].join('\n'),
    );
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText('1 row with errors (left out)')).toBeVisible();
  await expect(importer.getByText('Row 3: Enter a number')).toBeVisible();
  await expect(importer.getByText('2 changes')).toBeVisible();
  await shootScorecard(page, 'scorecard-import-preview', false);
  // The preview wrote nothing: the grid behind it still has the period empty.
  await expect(cellOf(page, 'Sales calls', 2).getByText('No value')).toBeAttached();
  await importer.getByRole('button', { name: 'Import 2 values' }).click();
  await expect(importer).toBeHidden();
  await expect(cellOf(page, 'Sales calls', 2)).toContainText('18');
  await expect(cellOf(page, 'Qualified leads', 2)).toContainText('11');
  await expect(cellOf(page, 'Qualified leads', 3).getByText('No value')).toBeAttached();
  await expect(cellOf(colleague, 'Sales calls', 2)).toContainText('18');
  await colleague.context().close();
});

test('the add and edit popups show their field messages; the empty scorecard invites a first measurable', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Careful Counters');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await openScorecard(page, l10Id, l10);
  await expect(page.getByRole('heading', { name: 'No measurables yet' })).toBeVisible();
  await shootScorecard(page, 'scorecard-empty');

  // Add: Required after the title is typed and cleared, the goal must be a number (a second dot
  // is not taken), a cent currency takes 0 or 2 decimals.
  await page.getByRole('button', { name: 'Add Measurable' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Measurable' });
  await add.getByLabel('Title').fill('x');
  await add.getByLabel('Title').fill('');
  await add.getByRole('textbox', { name: 'Goal' }).fill('-');
  await add.getByRole('button', { name: 'More decimals' }).click();
  await chooseOption(page, add.getByRole('combobox', { name: 'Unit' }), 'Euro (€)');
  await expect(add.getByText('Required', { exact: true })).toBeVisible();
  await expect(add.getByText(/0 or 2 decimal/)).toBeVisible();
  await expect(add.getByRole('button', { name: 'Add Measurable' })).toBeDisabled();
  await shootScorecard(page, 'scorecard-add-errors', false);
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'You have unsaved changes.' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(add).toBeHidden();

  // Edit: the owner is required, and the title too.
  const scorecardId = await scorecardIdOf(request, team.owner.token, l10Id);
  await addCountMeasurable(
    request,
    team.owner.token,
    { scorecardId, meetingId: l10Id, ownerId: team.ownerPersonId },
    'Sales calls',
    20,
  );
  await expect(rowOf(page, 'Sales calls')).toBeVisible();
  await rowOf(page, 'Sales calls').getByRole('button', { name: 'Sales calls', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Measurable' });
  await edit.getByLabel('Title').fill('');
  await edit.getByRole('textbox', { name: 'Goal' }).fill('');
  await expect(edit.getByText('Required', { exact: true }).first()).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shootScorecard(page, 'scorecard-edit-errors', false);
});
