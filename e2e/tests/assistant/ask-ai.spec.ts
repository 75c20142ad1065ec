import { expect, type Page, test } from '@playwright/test';
import { setFeatureFlags } from '../../support/admin.ts';
import { overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

// Screenshots with accessibility checks at two widths make these journeys long on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** Signs in through the form; the first page loads its chunks, which a busy machine makes slow. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible({ timeout: 30_000 });
}

test('Ask AI turns a typed sentence into a to-do of the leadership meeting, and asks for a missing meeting', async ({
  page,
  request,
}) => {
  await setFeatureFlags(request, { VoiceAssistant: true });
  const team = await createTeam(request, 'Assistant');
  const leadershipId = await createMeeting(request, team.owner.token, 'Leadership', [team.colleaguePersonId]);
  await createMeeting(request, team.owner.token, `Sales ${team.run}`, [team.colleaguePersonId]);

  await signIn(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(leadershipId));
  // The first page after sign-in loads its chunks; a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /Ask AI/ });
  await expect(panel.getByText('No AI model is connected')).toBeVisible();
  const box = panel.getByLabel('What should I add?');
  await box.fill('to-do for the leadership meeting: send the budget by Friday');
  await box.press('Enter');
  await expect(panel.getByText('To-Do created: Send the budget')).toBeVisible();

  // The to-do is in the meeting's list, without a reload.
  const todos = page.getByRole('region', { name: 'To-Dos' });
  await expect(todos.getByText('Send the budget')).toBeVisible();

  // No meeting named: the assistant asks, the list answers.
  await box.fill('issue: the pricing page confuses buyers');
  await box.press('Enter');
  await expect(panel.getByText('No meeting found. Please select one below.')).toBeVisible();
  const meetings = panel.getByRole('group', { name: 'Meetings' });
  await expect(meetings.getByRole('button', { name: 'Leadership' })).toBeVisible();
  await shootBothWidths(page, 'ask-ai-panel', { fullPage: false });
  await meetings.getByRole('button', { name: 'Leadership' }).click();
  await expect(panel.getByText('Issue created: The pricing page confuses buyers')).toBeVisible();

  // Edit opens the item's edit popup; Escape closes it, and then the panel.
  await panel.getByRole('button', { name: 'Edit' }).last().click();
  const edit = page.getByRole('dialog', { name: 'Edit Issue' });
  await expect(edit.getByLabel('Title')).toHaveValue('The pricing page confuses buyers');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Issues' }).getByText('The pricing page confuses buyers'),
  ).toBeVisible();
});

test('the SMART check of Add Rock says what a basic check finds', async ({ page, request }) => {
  await setFeatureFlags(request, { SmartRocks: true });
  const team = await createTeam(request, 'Smart Rocks');
  const meetingId = await createMeeting(request, team.owner.token, `Rocks ${team.run}`, [
    team.colleaguePersonId,
  ]);
  await signIn(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1, name: `Rocks ${team.run}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Alt+KeyR');
  const addRock = page.getByRole('dialog', { name: 'Add Rock' });
  await addRock.getByLabel('Title').fill('Improve sales');
  const check = addRock.getByRole('alert', { name: /SMART/ });
  await expect(check.getByText('This rock is not SMART yet')).toBeVisible();
  await expect(check.getByText('Basic check', { exact: true })).toBeVisible();
  await expect(check.getByText(/cannot judge/)).toBeVisible();
  await shootBothWidths(page, 'smart-rock-check', { fullPage: false });
  await addRock.getByLabel('Title').fill('Grow monthly recurring revenue to $200k by March 31');
  await expect(check.getByText('Great job, this rock is SMART!')).toBeVisible();
});
