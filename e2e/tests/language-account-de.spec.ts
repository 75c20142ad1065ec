import { readFileSync } from 'node:fs';
import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { createMessageIndex, findMessage } from '@cairn/domain/i18n/message-index';
import { expect, test } from '@playwright/test';
import { createOrg, invitePaidMember, registerUser, signInThroughUi } from '../support/accounts.ts';
import { chooseLanguage } from '../support/language.ts';
import { shootBothWidths } from '../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// Ten screenshots, each checked with axe, on a loaded 2-core machine.
test.setTimeout(240_000);

const readPack = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(`../packages/domain/src/i18n/locales/${language}.json`, 'utf8'));
const english = readPack('en');
const german = readPack('de');
const index = createMessageIndex(english);
/** The German pack's text of a message the domain writes in English (decision 0039). */
const inGerman = (text: string) => {
  const key = findMessage(text, index)?.key;
  if (!key || !german[key]) throw new Error(`no German for ${text}`);
  return german[key];
};

test('a German-speaking Owner finds account settings, their messages and billing in German (issue 33)', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Olga', lastName: 'Oberhaus' });
  const orgId = await createOrg(request, owner.token, `Konto GmbH ${run}`);
  // A paid invitation starts the free trial: the billing tab has a plan to show.
  await invitePaidMember(request, owner.token, 'Paul');

  await signInThroughUi(page, owner.email, owner.password);
  await chooseLanguage(page, 'Deutsch', 'Sprache');

  // Manage account, the profile: a cleared name is refused by the form in German.
  await page.getByRole('button', { name: /^Kontomenü für/ }).click();
  await page.getByRole('menuitem', { name: 'Konto verwalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto verwalten' });
  await expect(dialog.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
  const firstName = dialog.getByRole('textbox', { name: /^Vorname/ });
  await firstName.fill('');
  await expect(dialog.getByText(inGerman(ACCOUNT_TEXTS.required)).first()).toBeVisible();
  await firstName.fill('Olga');
  await shootBothWidths(page, 'language-account-profile-de', { fullPage: false });

  // The login tab: a wrong current password is refused by the server, in German.
  await dialog.getByRole('tab', { name: 'Anmeldung' }).click();
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await box('Aktuelles Passwort').fill('Not-My-Password-1');
  await box('Neues Passwort').fill('Quarterly-Rocks-2027');
  await box('Neues Passwort bestätigen').fill('Quarterly-Rocks-2027');
  await expect(dialog.getByRole('button', { name: 'Passwort zeigen oder verbergen' }).first()).toBeAttached();
  await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText(inGerman(ACCOUNT_TEXTS.currentPasswordWrong)).first()).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXTS.currentPasswordWrong)).toHaveCount(0);
  await shootBothWidths(page, 'language-account-login-de', { fullPage: false });

  await dialog.getByRole('tab', { name: 'Sicherheit' }).click();
  await expect(dialog.getByRole('tabpanel')).toBeVisible();
  await shootBothWidths(page, 'language-account-security-de', { fullPage: false });
  // The typed passwords are not thrown away unasked: the leave guard asks, in German.
  await page.keyboard.press('Escape');
  const guard = page.getByRole('dialog', { name: 'Sie haben ungespeicherte Änderungen.' });
  await guard.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Billing: the plan, its free trial and the invoices in German.
  await page.goto(`/org/detail/${orgId}/billing`);
  await expect(page.getByRole('tab', { name: 'Abrechnung', selected: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText('Kostenlose Testphase').first()).toBeVisible({ timeout: 30_000 });
  await shootBothWidths(page, 'language-billing-de');

  // The footer's and the resources' pages, in German too.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible({
    timeout: 30_000,
  });
  await shootBothWidths(page, 'language-privacy-de');
  await page.goto('/resources/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Wissensdatenbank' })).toBeVisible({
    timeout: 30_000,
  });
  await shootBothWidths(page, 'language-knowledge-base-de');
});
