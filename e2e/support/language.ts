import { expect, type Page } from '@playwright/test';

/**
 * Picks a language in Manage account > Preferences, as a person does (issue 33), and closes the
 * popup; `label` is the Language field's name in the chosen language ('Sprache' for Deutsch).
 */
export async function chooseLanguage(page: Page, language: string, label: string): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: language }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(language);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
