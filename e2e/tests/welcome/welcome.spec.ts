import { expect, test } from '@playwright/test';
import { registerUser, signInThroughUi } from '../../support/accounts.ts';
import { createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('the welcome routes guide a new user to an organisation, and a member to the places their week lives', async ({
  page,
  request,
}) => {
  // Without an organisation: the set-up guide starts with creating one.
  const newcomer = await registerUser(request, { firstName: 'Nina', lastName: 'New' });
  await signInThroughUi(page, newcomer.email, newcomer.password);
  await page.goto('/welcome/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Cairn, Nina' })).toBeVisible();
  const guide = page.getByRole('region', { name: 'Get your team going in four steps' });
  await expect(guide.getByRole('button', { name: 'Create organization' })).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Invite people' })).toHaveCount(0);
  await shootBothWidths(page, 'welcome-tools');
  await guide.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // An Owner with an organisation: the first step is ticked, the next ones are a click away.
  const team = await createTeam(request, 'Welcome Co');
  await page.context().clearCookies();
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto('/welcome/tools');
  await expect(page.getByText(`You are in Welcome Co ${team.run}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Invite people' }).click();
  await expect(page).toHaveURL(/\/org\/detail\/[0-9a-f-]{36}\/people$/);

  // A member's welcome: three ways in, each leading where it says.
  await page.goto('/welcome/tools/user');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to Welcome Co ${team.run}` }),
  ).toBeVisible();
  await shootBothWidths(page, 'welcome-tools-user');
  await page.getByRole('link', { name: 'See my to-dos' }).click();
  await expect(page).toHaveURL(/\/todos$/);

  // The new home page is the dashboard.
  await page.goto('/new');
  await expect(page.getByRole('region', { name: 'To-Dos widget' })).toBeVisible();
});
