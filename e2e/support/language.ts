import { expect, type Page } from '@playwright/test';

/**
 * Picks a language in Manage account > Preferences, as a person does (issue 33), and closes the
 * popup; `label` is the Language field's name in the chosen language ('Sprache' for Deutsch).
 */
export async function chooseLanguage(page: Page, language: string, label: string): Promise<void> {
  // Right after sign-in the dashboard may still be drawing: a menu it re-renders can close before
  // its item is clicked, so the popup is asked for again until it is open.
  const preferences = page.getByRole('tab', { name: 'Preferences' });
  await expect(async () => {
    if (!(await preferences.isVisible())) {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Manage account' }).click({ timeout: 5_000 });
    }
    await expect(preferences).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await preferences.click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: language }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(language);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
