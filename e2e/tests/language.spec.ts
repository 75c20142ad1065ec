import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../support/accounts.ts';
import { createItem } from '../support/items.ts';
import { createMeeting, createTeam, type TTeam } from '../support/meetings.ts';
import { OPERATOR } from '../support/operator-settings.ts';
import { shootBothWidths } from '../support/screenshots.ts';

/** A meeting of the team with one to-do of the owner's in it: a row on My To-Dos. */
async function createTodo(request: APIRequestContext, team: TTeam, title: string) {
  const meetingId = await createMeeting(request, team.owner.token, `Weekly ${team.run}`, [
    team.colleaguePersonId,
  ]);
  await createItem(request, team.owner.token, 'todos', {
    title,
    ownerIds: [team.ownerPersonId],
    tractionId: meetingId,
  });
}

test('a person switches to German and sees the shell and the dashboard in German', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Sprache GmbH');
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await expect(page.getByRole('button', { name: 'Add widget' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v2/user/profile') && res.request().method() === 'PUT',
  );
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  expect((await saved).status()).toBe(200);
  // The pack loads once, from the language call, and the app follows at once.
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('link', { name: 'Startseite', exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  for (const entry of ['Dashboard', 'Meetings', 'To-Dos', 'Rocks', 'Issues', 'Einstellungen']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Widget hinzufügen' })).toBeVisible();
  await expect(page.getByText(/^Sie sind in Sprache GmbH .* als Inhaber\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Widget To-Dos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await shootBothWidths(page, 'language-dashboard-de');

  // My To-Dos in German: the page, its table and the Add To-Do menu.
  await createTodo(request, team, 'Angebot schicken');
  await menu.getByRole('link', { name: 'To-Dos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Meine To-Dos' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Angebot schicken erledigen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To-Do hinzufügen', exact: true })).toBeVisible();
  await shootBothWidths(page, 'language-todos-de');

  // The choice stays with the person: a new sign-in opens in German, whatever the browser says.
  const session = await request.get('/api/v2/session', { headers: bearer(team.owner.token) });
  expect((await session.json()).user).toMatchObject({ localePreference: 'de' });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the sign-in page in German before anyone signs in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Konto erstellen' })).toBeVisible();
    await shootBothWidths(page, 'language-sign-in-de');
  });
});

/** Dates are the locale's (Intl), not texts: the pseudo-locale formats them as English. */
const DATES = ['[data-cell="due"]'];

/**
 * Every visible text in the shell and the dashboard that has three Latin letters in a row is not
 * from a key: the pseudo-locale accents every letter of every text that is. Data (the names the
 * team typed) is left out by its exact value.
 */
async function textsNotFromKeys(
  page: Page,
  data: readonly string[],
  skipped: readonly string[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ data, skip }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || (skip.length > 0 && parent.closest(skip.join(',')))) continue;
        if (parent.closest('script, style, noscript, [aria-hidden="true"]')) continue;
        const rect = parent.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2 || !parent.checkVisibility({ visibilityProperty: true }))
          continue;
        let text = node.textContent ?? '';
        for (const value of data) text = text.split(value).join('');
        if (/[A-Za-z]{3,}/.test(text)) found.push(text.trim());
      }
      return found;
    },
    { data, skip: [...skipped] },
  );
}

test('in the pseudo-locale every text of the shell, the sign-in page, the dashboard and My To-Dos comes from a key', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Pseudo Co');
  const orgName = `Pseudo Co ${team.run}`;
  const chosen = await request.put('/api/v2/user/profile', {
    headers: bearer(team.owner.token),
    data: { firstName: team.owner.firstName, lastName: team.owner.lastName, userLocale: 'en-XA' },
  });
  expect(chosen.status()).toBe(200);

  // Signed out the browser's English shows; signed in, the person's pseudo-locale.
  await page.goto('/login');
  await page.getByLabel('Email').fill(team.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(team.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^\[Åðð ŵîðĝéţ/ })).toBeVisible();
  // The operator's social links are their names, not Cairn's texts.
  const social = OPERATOR.socialLinks.map((link) => link.name);
  const data = [
    orgName,
    team.owner.firstName,
    team.owner.lastName,
    team.owner.email,
    'Cairn',
    'EOS',
    ...social,
  ];
  expect(await textsNotFromKeys(page, data)).toEqual([]);
  // Long texts still fit: the bracket that closes every text is on screen.
  await expect(page.getByRole('button', { name: /^\[Åðð ŵîðĝéţ.*\]$/ })).toBeVisible();
  await shootBothWidths(page, 'language-dashboard-pseudo');

  // A converted area: My To-Dos, its rows and its Add To-Do menu, all from keys.
  const todoTitle = `Send the quote ${team.run}`;
  await createTodo(request, team, todoTitle);
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: /^\[Ṁý Ţö-Ðöš/ })).toBeVisible();
  await expect(page.getByText(todoTitle)).toBeVisible();
  await page.getByRole('button', { name: /^\[Ṁöŕé ķîñðš/ }).click();
  await expect(page.getByRole('menuitem', { name: /^\[Þéŕšöñåļ Ţö-Ðö/ })).toBeVisible();
  const listData = [...data, todoTitle, `Weekly ${team.run}`];
  expect(await textsNotFromKeys(page, listData, DATES)).toEqual([]);
  await page.keyboard.press('Escape');
  await shootBothWidths(page, 'language-todos-pseudo');

  // The form's validation text and the server's answer come from keys too (decision 0039).
  await page.getByRole('button', { name: /^\[Ṁöŕé ķîñðš/ }).click();
  await page.getByRole('menuitem', { name: /^\[Þéŕšöñåļ Ţö-Ðö/ }).click();
  const popup = page.getByRole('dialog');
  const titleBox = popup.getByRole('textbox').first();
  await titleBox.fill('x');
  await titleBox.fill('');
  await expect(popup.locator('.mantine-InputWrapper-error').first()).toHaveText(/^\[.*\]$/);
  expect(await textsNotFromKeys(page, listData, DATES)).toEqual([]);
  const personalTitle = `Call the bank ${team.run}`;
  await titleBox.fill(personalTitle);
  await popup.locator('button[type="submit"]').click();
  const toast = page.getByRole('alert').filter({ hasText: personalTitle });
  await expect(toast).toContainText('Çŕéåţéð');
  expect(await textsNotFromKeys(page, [...listData, personalTitle], DATES)).toEqual([]);

  // Signed out, the sign-in page follows the browser: the pseudo-locale when the browser asks for it.
  const context = await page.context().browser()?.newContext({ locale: 'en-XA' });
  if (!context) throw new Error('no browser');
  const signedOut = await context.newPage();
  await signedOut.goto('/login');
  await expect(signedOut.getByRole('heading', { name: /^\[Šîĝñ îñ/ })).toBeVisible();
  expect(await textsNotFromKeys(signedOut, ['Cairn', ...social])).toEqual([]);
  await context.close();
});
