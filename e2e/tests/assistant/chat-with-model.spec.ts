import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerUser, signInApi } from '../../support/accounts.ts';
import { ADMIN, setFeatureFlags } from '../../support/admin.ts';
import { overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

// Runs in the `ai-model` project: a second Cairn connected to the scripted stub model
// (support/ai-stub.ts), so the chat's HTTP, streaming and tools all run for real.
test.describe.configure({ timeout: 240_000 });

/** The first user of this server administers it (flags); registered once. */
async function ensureAdmin(request: APIRequestContext) {
  const signedIn = await request.post('/api/v2/session', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  if (signedIn.status() !== 200) await registerUser(request, ADMIN);
  await signInApi(request, ADMIN.email, ADMIN.password);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible({ timeout: 30_000 });
}

test('EOS AI chats with the model, which proposes a to-do the person adds to the meeting', async ({
  page,
  request,
}) => {
  await ensureAdmin(request);
  await setFeatureFlags(request, { ChatBot: true });
  const team = await createTeam(request, 'Chat');
  const leadershipId = await createMeeting(request, team.owner.token, 'Leadership', [team.colleaguePersonId]);

  await signIn(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(leadershipId));
  await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible({ timeout: 30_000 });

  // The menu's EOS AI opens the "Let's Chat" popup over the meeting (the /ai modal route).
  await page.getByRole('link', { name: 'EOS AI' }).click();
  await expect(page).toHaveURL(/\/ai$/);
  const chat = page.getByRole('dialog', { name: "Let's Chat" });
  const box = chat.getByLabel('Your message');

  // Enter with nothing typed sends nothing; the model's markup never reaches the page.
  await box.press('Enter');
  await expect(chat.getByRole('log').getByText('You', { exact: true })).toHaveCount(0);
  await box.fill('Hi');
  await box.press('Enter');
  await expect(chat.getByText('Hello from the stub model. Ask me to add a to-do.')).toBeVisible();

  await box.fill('Add a to-do for the leadership meeting: send the budget');
  // The reply shows while its stream is still open; Enter sends nothing until it has ended.
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
  await box.press('Enter');
  await expect(chat.getByText('To-Do in Leadership: Send the budget')).toBeVisible();
  await expect(chat.getByText('I proposed the to-do below; add it when it looks right.')).toBeVisible();
  await shootBothWidths(page, 'chat-popup', { fullPage: false });

  // Nothing is stored until the person confirms; then it is in the meeting's list.
  const todos = page.getByRole('region', { name: 'To-Dos' });
  await expect(todos.getByText('Send the budget')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Add it' }).click();
  await expect(chat.getByText('Added.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${overviewPath(leadershipId)}$`));
  await expect(todos.getByText('Send the budget')).toBeVisible();
});
