import { expect, type Page, test } from '@playwright/test';
import { setFeatureFlags } from '../../support/admin.ts';
import { createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

// The main e2e server has no model: with the ChatBot flag on, the menu has no EOS AI entry and
// /ai explains why (to a member: ask the administrator). Changes an instance flag.
test.describe.configure({ timeout: 240_000 });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible({ timeout: 30_000 });
}

test('without a model /ai says none is connected and the menu has no EOS AI', async ({ page, request }) => {
  await setFeatureFlags(request, { ChatBot: true });
  try {
    const team = await createTeam(request, 'No Model');
    await signIn(page, team.owner.email, team.owner.password);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'EOS AI' })).toHaveCount(0);
    await page.goto('/ai');
    const chat = page.getByRole('dialog', { name: "Let's Chat" });
    await expect(chat.getByText('No AI model is connected')).toBeVisible();
    await expect(chat.getByText('Ask the administrator of this Cairn to connect one.')).toBeVisible();
    await expect(chat.getByLabel('Your message')).toHaveCount(0);
    await shootBothWidths(page, 'chat-no-model', { fullPage: false });
  } finally {
    await setFeatureFlags(request, { ChatBot: false });
  }
});
