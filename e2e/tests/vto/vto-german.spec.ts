import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { createVto } from '../../support/documents.ts';
import { chooseLanguage } from '../../support/language.ts';
import { createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// Five screenshots, each checked with axe, on a loaded 2-core machine.
test.setTimeout(300_000);

test('a German-speaking team reads and edits its V/TO in German (issue 33)', async ({ page, request }) => {
  const team = await createTeam(request, 'Vision GmbH');
  const vto = await createVto(request, team.owner.token, { folder: 'Firma', revision: 'Q1 2027' });
  await signInThroughUi(page, team.owner.email, team.owner.password);

  // The language is the person's choice in Manage account > Preferences.
  await chooseLanguage(page, 'Deutsch', 'Sprache');

  await page.goto(`/vto/detail/${vto.collectionId}/${vto.revisionId}/vision`);
  await expect(page.getByRole('heading', { level: 1, name: 'Q1 2027' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Entwurf', { exact: true })).toBeVisible();
  const values = page.getByRole('region', { name: 'Kernwerte' });
  await values.getByRole('textbox', { name: 'Neuer Kernwert' }).fill('Ehrlich sein');
  await values.getByRole('button', { name: 'Kernwert hinzufügen', exact: true }).click();
  await expect(values.getByText('Ehrlich sein', { exact: true })).toBeVisible();
  for (const name of ['Kernfokus', '10-Jahres-Ziel', 'Marketingstrategie', '3-Jahres-Bild']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByText('Drei Alleinstellungsmerkmale')).toBeVisible();
  await shootBothWidths(page, 'language-vto-vision-de');

  await page.getByRole('tab', { name: 'Traction' }).click();
  const plan = page.getByRole('region', { name: '1-Jahres-Plan' });
  await plan.getByRole('button', { name: 'Kennzahl hinzufügen', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Kennzahl hinzufügen: 1-Jahres-Plan' });
  await popup.getByRole('textbox', { name: 'Titel' }).fill('Umsatz');
  await popup.getByRole('textbox', { name: 'Zielwert' }).fill('1234.5');
  await popup.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(popup).toBeHidden();
  // Plan numbers in the person's locale: 1.234,5 in German.
  await expect(plan.getByText('1.234,5', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quartals-Rocks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Themenliste' })).toBeVisible();
  await shootBothWidths(page, 'language-vto-traction-de');

  await page.getByRole('button', { name: 'Quartalsergebnisse erfassen' }).click();
  await expect(page.getByRole('dialog', { name: 'Quartalsergebnisse erfassen' })).toBeVisible();
  await shoot(page, 'language-vto-results-de', { fullPage: false });
});
