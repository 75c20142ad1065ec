import { expect, type Page, test } from '@playwright/test';
import { bearer, createOrg, PASSWORD, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { linkIn, waitForMail } from '../../support/mail.ts';
import { latestVerificationCode, uniqueEmail } from '../../support/outbox.ts';

const shots = (name: string) => `../docs/screenshots/${name}.png`;
const ORG_NAME = 'Harbour Works';
const NEW_NAME = 'Harbour & Co';

/** The organisation's primary colour as the theme applies it (Mantine's brand shade 6). */
const brandColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--mantine-color-brand-6')
      .trim()
      .toLowerCase(),
  );

/**
 * Takes a full-page screenshot at 375 px wide once the left menu has closed (it closes on phones),
 * with transitions finished, then returns to the desktop width.
 */
async function screenshotPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await page.screenshot({ path: shots(name), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the Owner renames the organisation, picks its colour and manages its people; a Member only looks', async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerUser(request, { firstName: 'Olga', lastName: 'Owner' });
  const orgId = await createOrg(request, owner.token, ORG_NAME);
  const rita = await registerUser(request, { firstName: 'Rita', lastName: 'Registered' });
  const miloEmail = uniqueEmail('milo');

  // The Owner opens the settings from the left menu.
  await signInThroughUi(page, owner.email, owner.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/detail/${orgId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Organization settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');

  // Detail tab: a new name and the blue theme.
  const nameField = page.getByLabel('Organization name');
  await expect(nameField).toHaveValue(ORG_NAME);
  await expect(page.getByRole('radio', { name: 'Orange', exact: true })).toBeChecked();
  expect(await brandColor(page)).toBe('#ff7900');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await nameField.fill(NEW_NAME);
  await page.getByRole('radio', { name: 'Blue' }).click();
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Orange', exact: true })).not.toBeChecked();
  await save.click();
  await expect(page.getByText(`Updated: ${NEW_NAME}`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Organization: ${NEW_NAME}. Switch or create an organization` }),
  ).toBeVisible();
  await expect.poll(() => brandColor(page)).toBe('#1c7ed6');
  await expect(save).toBeDisabled();
  await expect(page.getByText(`Updated: ${NEW_NAME}`)).toBeHidden({ timeout: 5000 });
  await page.screenshot({ path: shots('org-detail-wide'), fullPage: true });
  await screenshotPhone(page, 'org-detail-375');

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(nameField).toHaveValue(NEW_NAME);
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();

  // People tab: someone not registered yet is added and emailed a link to register.
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/detail/${orgId}/people$`));
  await expect(page.getByText(`1 person in ${NEW_NAME}`)).toBeVisible();
  const people = page.getByRole('list', { name: `People of ${NEW_NAME}` });
  await page.getByRole('button', { name: 'Add person' }).click();
  const addPanel = page.getByRole('dialog', { name: 'Add a person' });
  await addPanel.getByLabel('First name').fill('Milo');
  await addPanel.getByLabel('Last name').fill('Member');
  await addPanel.getByLabel('Email').fill(miloEmail);
  await expect(addPanel.getByRole('combobox', { name: 'Role' })).toHaveValue('Member');
  await addPanel.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('Milo Member was added.')).toBeVisible();
  await expect(addPanel).toBeHidden();
  const miloRow = people.getByRole('listitem').filter({ hasText: 'Milo Member' });
  await expect(miloRow).toContainText('Not registered yet');
  await expect(miloRow).toContainText(miloEmail);
  const joinMail = await waitForMail(request, miloEmail, `Join ${NEW_NAME} on Cairn`);
  const joinLink = linkIn(joinMail, '/register?email=');

  // A registered user joins at once, accepted, and is told by email.
  await page.getByRole('button', { name: 'Add person' }).click();
  await addPanel.getByLabel('First name').fill('Rita');
  await addPanel.getByLabel('Last name').fill('Registered');
  await addPanel.getByLabel('Email').fill(rita.email);
  await addPanel.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('Rita Registered was added.')).toBeVisible();
  const ritaRow = people.getByRole('listitem').filter({ hasText: 'Rita Registered' });
  await expect(ritaRow).toBeVisible();
  await expect(ritaRow).not.toContainText('Not registered yet');
  await waitForMail(request, rita.email, `You were added to ${NEW_NAME}`);
  await expect(page.getByText(`3 people in ${NEW_NAME}`)).toBeVisible();

  // Change Rita's role.
  const ritaRole = page.getByRole('combobox', { name: 'Role of Rita Registered' });
  await expect(ritaRole).toHaveValue('Member');
  await ritaRole.click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(page.getByText('Rita Registered is now Manager.')).toBeVisible();
  await expect(ritaRole).toHaveValue('Manager');
  await expect(page.getByText('Rita Registered is now Manager.')).toBeHidden({ timeout: 5000 });
  await page.screenshot({ path: shots('org-people-wide'), fullPage: true });
  await screenshotPhone(page, 'org-people-375');

  // Remove Rita after the confirmation; she is no longer part of the organisation.
  await ritaRow.getByRole('button', { name: 'Remove Rita Registered' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Rita Registered?' });
  await expect(confirm).toContainText(`Rita Registered will no longer be part of ${NEW_NAME}.`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed: Rita Registered')).toBeVisible();
  await expect(ritaRow).toHaveCount(0);
  await expect(page.getByText(`2 people in ${NEW_NAME}`)).toBeVisible();
  const ritaOrgs = await request.get('/api/v2/orgs', { headers: bearer(rita.token) });
  expect(((await ritaOrgs.json()) as { orgs: { id: string }[] }).orgs.map((o) => o.id)).not.toContain(orgId);

  // Milo registers with the emailed link in a browser of his own and is a Member at once.
  const miloContext = await browser.newContext();
  const milo = await miloContext.newPage();
  await milo.goto(joinLink);
  await expect(milo.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(milo.getByLabel('Email')).toHaveValue(miloEmail);
  await milo.getByLabel('First name').fill('Milo');
  await milo.getByLabel('Last name').fill('Member');
  await milo.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await milo.getByLabel('Confirm password').fill(PASSWORD);
  await milo.getByRole('checkbox').check();
  await milo.getByRole('button', { name: /create account/i }).click();
  await milo.getByLabel('Verification code').fill(await latestVerificationCode(request, miloEmail));
  await milo.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(milo.getByText(`You are in ${NEW_NAME} as Member.`)).toBeVisible();

  // The Member has no Settings entry; the settings page reads only, without people controls.
  const miloMenu = milo.getByRole('navigation', { name: 'Main' });
  await expect(miloMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(miloMenu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await milo.goto(`/org/detail/${orgId}`);
  await expect(milo.getByLabel('Organization name')).toHaveValue(NEW_NAME);
  await expect(milo.getByLabel('Organization name')).toHaveAttribute('readonly', '');
  await expect(milo.getByRole('radio', { name: 'Green' })).toBeDisabled();
  await expect(milo.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(
    milo.getByText("Only the organization's Owner and Admins can change these settings."),
  ).toBeVisible();
  await milo.getByRole('tab', { name: 'People' }).click();
  const miloPeople = milo.getByRole('list', { name: `People of ${NEW_NAME}` });
  await expect(miloPeople.getByRole('listitem')).toHaveCount(2);
  await expect(miloPeople.getByRole('listitem').filter({ hasText: 'Milo Member' })).toContainText('(you)');
  await expect(miloPeople.getByRole('listitem').filter({ hasText: 'Olga Owner' })).toContainText('Owner');
  await expect(milo.getByRole('button', { name: 'Add person' })).toHaveCount(0);
  await expect(milo.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(milo.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);

  // The Owner's list shows Milo as registered now.
  await page.reload();
  await expect(miloRow).toBeVisible();
  await expect(miloRow).not.toContainText('Not registered yet');
  await miloContext.close();
});
