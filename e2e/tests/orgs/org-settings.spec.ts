import { expect, type Page, test } from '@playwright/test';
import { addMember, bearer, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shoot } from '../../support/screenshots.ts';

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
  await shoot(page, name);
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
  const milo = await registerUser(request, { firstName: 'Milo', lastName: 'Member' });

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
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await nameField.fill(NEW_NAME);
  // The company's website and US phone number (002 §5 URL and phone rules).
  const website = page.getByLabel('Website');
  const phone = page.getByLabel('Phone number');
  await website.fill('northwind');
  await phone.pressSequentially('212 555 01ab');
  await expect(phone).toHaveValue('212 555 01');
  await phone.blur();
  await expect(page.getByText('Invalid Website URL')).toBeVisible();
  await expect(page.getByText('Invalid Phone Number')).toBeVisible();
  await expect(save).toBeDisabled();
  await screenshotPhone(page, 'org-detail-invalid-375');
  await website.fill('northwind.example.com/about');
  await phone.fill('212 555 0100');
  await expect(page.getByText('Invalid Phone Number')).toBeHidden();
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
  await shoot(page, 'org-detail-wide');
  await screenshotPhone(page, 'org-detail-375');

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(nameField).toHaveValue(NEW_NAME);
  await expect(website).toHaveValue('northwind.example.com/about');
  await expect(phone).toHaveValue('(212) 555-0100');
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();

  // People tab: Rita and Milo were invited and accepted (the invitation journey itself is in
  // tests/people); the Owner sees everyone with their roles.
  await addMember(
    request,
    owner.token,
    { firstName: 'Rita', lastName: 'Registered', email: rita.email, role: 'Member' },
    rita,
  );
  await addMember(
    request,
    owner.token,
    { firstName: 'Milo', lastName: 'Member', email: milo.email, role: 'Member' },
    milo,
  );
  // An unsaved edit asks before the tab changes: Return to editing keeps it, Discard leaves.
  await nameField.fill('Half typed');
  await page.getByRole('tab', { name: 'People' }).click();
  const question = page.getByRole('dialog', { name: 'You have unsaved changes.' });
  await question.getByRole('button', { name: 'Return to editing' }).click();
  await expect(nameField).toHaveValue('Half typed');
  await page.getByRole('tab', { name: 'People' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/detail/${orgId}/people$`));
  await expect(page.getByText(`3 people in ${NEW_NAME}`)).toBeVisible();
  const people = page.getByRole('list', { name: `People of ${NEW_NAME}` });
  const ritaRow = people.getByRole('listitem').filter({ hasText: 'Rita Registered' });
  await expect(ritaRow).toBeVisible();
  await expect(ritaRow).not.toContainText('Invitation');
  await expect(page.getByRole('button', { name: 'Invite users' })).toBeVisible();

  // Change Rita's role.
  const ritaRole = page.getByRole('combobox', { name: 'Role of Rita Registered' });
  await expect(ritaRole).toHaveValue('Member');
  await ritaRole.click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(page.getByText('Rita Registered is now Manager.')).toBeVisible();
  await expect(ritaRole).toHaveValue('Manager');
  await expect(page.getByText('Rita Registered is now Manager.')).toBeHidden({ timeout: 5000 });
  await shoot(page, 'org-people-wide');
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

  // Milo signs in in a browser of his own: a Member.
  const miloContext = await browser.newContext();
  const miloPage = await miloContext.newPage();
  await signInThroughUi(miloPage, milo.email, milo.password);
  await expect(miloPage.getByText(`You are in ${NEW_NAME} as Member.`)).toBeVisible();

  // The Member's Settings lead to their own settings there; the organisation's read only, without people controls.
  const miloMenu = miloPage.getByRole('navigation', { name: 'Main' });
  await expect(miloMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await miloMenu.getByRole('link', { name: 'Settings' }).click();
  await expect(miloPage).toHaveURL(new RegExp(`/org/detail/${orgId}/usersettings$`));
  await expect(miloPage.getByRole('tab', { name: 'My settings', selected: true })).toBeVisible();
  await expect(miloPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await miloPage.goto(`/org/detail/${orgId}`);
  await expect(miloPage.getByLabel('Organization name')).toHaveValue(NEW_NAME);
  await expect(miloPage.getByLabel('Organization name')).toHaveAttribute('readonly', '');
  await expect(miloPage.getByRole('radio', { name: 'Green' })).toBeDisabled();
  await expect(miloPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(
    miloPage.getByText("Only the organization's Owner and Admins can change these settings."),
  ).toBeVisible();
  await miloPage.getByRole('tab', { name: 'People' }).click();
  const miloPeople = miloPage.getByRole('list', { name: `People of ${NEW_NAME}` });
  await expect(miloPeople.getByRole('listitem')).toHaveCount(2);
  await expect(miloPeople.getByRole('listitem').filter({ hasText: 'Milo Member' })).toContainText('(you)');
  await expect(miloPeople.getByRole('listitem').filter({ hasText: 'Olga Owner' })).toContainText('Owner');
  await expect(miloPage.getByRole('button', { name: 'Invite users' })).toHaveCount(0);
  await expect(miloPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(miloPage.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);

  await miloContext.close();
});
