import { expect, test } from '@playwright/test';
import { bearer, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('a person creates an access token, sees it once, uses it, and revokes it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await registerUser(request, { firstName: 'Pat', lastName: 'Token' });
  await createOrg(request, user.token, 'Tokens Work');
  await signInThroughUi(page, user.email, user.password);

  await page.goto(`/user/detail/${user.userId}/tokens`);
  const dialog = page.getByRole('dialog', { name: 'Manage account' });
  const panel = dialog.getByRole('tabpanel', { name: 'Access tokens' });
  // The first open loads the dashboard beneath and the account popup: slow on a loaded machine.
  await expect(panel.getByText('You have no access tokens in this organization.')).toBeVisible({
    timeout: 30_000,
  });
  // Where AI agents connect with a token (docs/api-mcp.md).
  await expect(panel.getByText(/AI agents .* connect to/)).toContainText(`${new URL(page.url()).origin}/mcp`);
  await shootBothWidths(page, 'access-tokens-empty', { fullPage: false });

  // A name is required; scopes too.
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(panel.getByText('Give the token a name.')).toBeVisible();
  await panel.getByLabel('Name').fill('Weekly report');
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(panel.getByText('Choose at least one scope.')).toBeVisible();
  await panel.getByRole('radiogroup', { name: 'To-Dos' }).getByText('Read').click();
  await panel.getByLabel('Expires after').click();
  await page.getByRole('option', { name: '90 days' }).click();
  await panel.getByRole('button', { name: 'Create token' }).click();

  // Shown once, to copy.
  const shown = panel.getByTestId('new-access-token');
  await expect(shown).toHaveText(/^cairn_pat_/);
  const token = (await shown.innerText()).trim();
  await expect(panel.getByText('Copy it now: it is not shown again.')).toBeVisible();
  const row = panel
    .getByRole('table', { name: 'Your access tokens' })
    .getByRole('row', { name: /Weekly report/ });
  await expect(row).toContainText('todos:read');
  await expect(row).toContainText('Never');
  await shootBothWidths(page, 'access-tokens-created', { fullPage: false });

  // It works as the person, within its scope.
  const read = await request.post('/api/v2/todos/search', {
    headers: bearer(token),
    data: { startIndex: 0, endIndex: 10 },
  });
  expect(read.status()).toBe(200);
  const write = await request.post('/api/v2/todos/personal', {
    headers: bearer(token),
    data: { title: 'Nope' },
  });
  expect(write.status()).toBe(403);

  // Once dismissed, the secret is gone from the page; the list shows the last use.
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByTestId('new-access-token')).toHaveCount(0);
  await page.reload();
  await expect(row).not.toContainText('Never');
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoked, it stops at once.
  // After the reload the list refetches; a click that lands while it re-renders opened nothing in
  // a full CI run (twice), though the journey passes alone: click again until the question shows.
  const question = page.getByRole('dialog', { name: 'Revoke “Weekly report”?' });
  await expect(async () => {
    await panel.getByRole('button', { name: 'Revoke Weekly report' }).click();
    await expect(question).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await question.getByRole('button', { name: 'Revoke' }).click();
  await expect(panel.getByText('You have no access tokens in this organization.')).toBeVisible();
  const after = await request.post('/api/v2/todos/search', {
    headers: bearer(token),
    data: { startIndex: 0, endIndex: 10 },
  });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { messages: { text: string }[] }).messages[0].text).toBe(
    'This access token was revoked.',
  );
});
