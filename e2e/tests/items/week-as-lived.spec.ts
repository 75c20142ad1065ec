import { expect, type Locator, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * A popup as the screen shows it, scrolled to `focus` (its footer), at 1440 and at 375 px (each
 * checked with axe), then back to 1440.
 */
async function shootPopup(page: Page, name: string, focus: Locator) {
  await focus.scrollIntoViewIfNeeded();
  await shoot(page, name, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await focus.scrollIntoViewIfNeeded();
  await shoot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Issue 35 ("The week as a team lives it"): the traps a team fell into in its first week. */
test('double clicks send once, a disabled save says why, owners and to-do counts, robots.txt', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Acme Outdoor Co.');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  await signInThroughUi(page, team.owner.email, team.owner.password);

  // Point 1: a double click on Create meeting makes one meeting and no "name taken" message.
  const title = `Quarterly planning ${team.run}`;
  await page.goto('/meeting/new');
  const form = page.getByRole('dialog', { name: 'New meeting' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Create meeting' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/There's a meeting with this name|already/i)).toBeHidden();
  const search = await request.post('/api/v2/meetings/search', {
    headers: bearer(team.owner.token),
    data: { startIndex: 0, endIndex: 100, filters: {} },
  });
  const meetings = (await search.json()).items as { title: string }[];
  expect(meetings.filter((meeting) => meeting.title === title)).toHaveLength(1);

  // Point 3: picking the owner already chosen keeps them; a disabled Add Rock says why.
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();
  await page.keyboard.press('Alt+KeyR');
  const addRock = page.getByRole('dialog', { name: 'Add Rock' });
  await addRock.getByLabel('Title').fill('Open the Leeds office');
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Type', exact: true }), 'Company');
  const owner = addRock.getByRole('combobox', { name: 'Owner', exact: true });
  await expect(owner).toHaveValue('Olivia Owner');
  await chooseOption(page, owner, 'Olivia Owner');
  await expect(owner).toHaveValue('Olivia Owner');
  await expect(addRock.getByRole('button', { name: 'Add Rock' })).toBeEnabled();
  await addRock.getByLabel('Title').fill('');
  const add = addRock.getByRole('button', { name: 'Add Rock' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Fill in every field marked * (and fix any in red) first.');
  await shootPopup(page, 'issue35-add-rock-disabled-reason', addRock.getByText('Fill in every field marked'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(addRock).toBeHidden();

  // Point 4: choosing a colleague replaces the default owner; the popup says how many to-dos.
  await page.keyboard.press('Alt+KeyT');
  const addTodo = page.getByRole('dialog', { name: 'Add To-Do' });
  await addTodo.getByLabel('Title').fill('Call the bank');
  await expect(addTodo.getByText('Makes 1 to-do.')).toBeVisible();
  await chooseOption(page, addTodo.getByRole('combobox', { name: 'Owners' }), team.colleagueName);
  await expect(addTodo.getByText('Makes 1 to-do.')).toBeVisible();
  await chooseOption(page, addTodo.getByRole('combobox', { name: 'Owners' }), 'Olivia Owner');
  await expect(addTodo.getByText('Makes 2 to-dos, one for each owner.')).toBeVisible();
  await addTodo.getByRole('combobox', { name: 'Owners' }).press('Escape');
  await shootPopup(page, 'issue35-add-todo-owners', addTodo.getByRole('combobox', { name: 'Owners' }));

  // Point 13: a real robots.txt, not the app's page.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Disallow: /');
});
