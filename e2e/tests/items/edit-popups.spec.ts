import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { overviewPath, shootBothWidths } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';

/** Creates an item through the API as the token's user; answers nothing (the list shows it). */
async function createItem(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/v2/${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
}

test('the edit popups of rocks, issues and headlines, and Personal To-Do, show their field messages', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Edit Everything');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const owner = { ownerId: team.ownerPersonId };
  const titles = {
    rock: `Hire a head of sales ${team.run}`,
    issue: `Onboarding takes too long ${team.run}`,
    headline: `Record month in October ${team.run}`,
  };
  await createItem(request, team.owner.token, 'rocks', {
    ...owner,
    title: titles.rock,
    dueDate: '2026-12-31',
    type: 'company',
    tractionIds: [l10Id],
  });
  await createItem(request, team.owner.token, 'issues', {
    ...owner,
    title: titles.issue,
    tractionId: l10Id,
    entityType: 'meeting',
  });
  await createItem(request, team.owner.token, 'headlines', {
    ...owner,
    title: titles.headline,
    tractionId: l10Id,
  });

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
    await shootBothWidths(page, shot, false);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'You have unsaved changes.' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  }

  // Personal To-Do from the sub-header's menu: no meeting, the caller owns it.
  await page.getByRole('toolbar', { name: 'Add items' }).getByRole('button', { name: 'Add To-Do' }).click();
  await page.getByRole('menuitem', { name: 'Personal To-Do' }).click();
  const personal = page.getByRole('dialog', { name: 'Personal To-Do' });
  await personal.getByLabel('Title').fill('x');
  await personal.getByLabel('Title').fill('');
  await personal.getByLabel('Due date').fill('');
  await expect(personal.getByText('Required', { exact: true }).first()).toBeVisible();
  await shootBothWidths(page, 'personal-todo-errors', false);
});
