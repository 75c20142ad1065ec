import { expect as baseExpect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, createMeetingItems, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import {
  addCountMeasurable,
  openScorecard,
  rowOf,
  scorecardIdOf,
  shootScorecard,
} from './scorecard-support.ts';

/** Visible states may take a while on the shared 2-core machine (never a sleep). */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ viewport: { width: 1440, height: 900 } });

test('a measurable tracks a rock (001 §3 linkedItemId): picked in Edit, shown on the row, and the rock says which measurables track it', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Linked Numbers');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const rock = `Launch the new website ${team.run}`;
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.ownerPersonId, meetingId: l10Id },
    { rock, issue: `Slow pages ${team.run}`, headline: `Design approved ${team.run}` },
  );
  const scorecardId = await scorecardIdOf(request, team.owner.token, l10Id);
  const place = { scorecardId, meetingId: l10Id, ownerId: team.ownerPersonId };
  await addCountMeasurable(request, team.owner.token, place, 'Pages live', 12);

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await openScorecard(page, l10Id, l10);
  await rowOf(page, 'Pages live').getByRole('button', { name: 'Pages live', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Measurable' });
  await chooseOption(page, edit.getByRole('combobox', { name: 'Tracks' }), rock);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'Pages live').getByTestId('linked-item')).toHaveText(`Tracks rock: ${rock}`);
  await shootScorecard(page, 'scorecard-linked-item');

  // The rock's popup names the measurable that tracks it.
  await page.goto(overviewPath(l10Id));
  await page
    .getByRole('region', { name: 'Rocks' })
    .getByRole('button', { name: `Edit ${rock}` })
    .click();
  const rockPopup = page.getByRole('dialog', { name: 'Edit Rock' });
  await expect(rockPopup.getByTestId('tracked-by')).toHaveText('Tracked by the measurable Pages live');
  await shootScorecard(page, 'rock-tracked-by', false);
});
