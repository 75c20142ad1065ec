import { expect, type Page, test } from '@playwright/test';
import { addMember, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { OIDC_TEST } from '../../support/oidc-provider-port.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * At the loopback provider's development form: any login signs in as that address (verified,
 * unless it starts with `unverified.`). Its page asks a font of Google: refused, nothing leaves.
 */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_TEST.port}/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.beforeEach(async ({ page, request }) => {
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
  await setFeatureFlags(request, { MicrosoftSso: true });
});
test.afterAll(async ({ request }) => {
  await setFeatureFlags(request, { MicrosoftSso: false });
});

test('a newcomer signs in with single sign-on, accepts the policy on /register-sso and arrives home', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const ssoButton = page.getByRole('button', { name: `Sign in with ${OIDC_TEST.name}` });
  await expect(ssoButton).toBeVisible();
  // The password form stays first: single sign-on is an extra way in.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await shootBothWidths(page, 'sso-sign-in');

  const email = `nia.${unique()}@corp.example`;
  await ssoButton.click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/register-sso\?email=/);
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Nia');
  await shootBothWidths(page, 'sso-register');

  // Continuing without the policy is refused on the checkbox; nothing is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must agree with terms & conditions.')).toBeVisible();
  await page.getByLabel('Last name').fill('Nakamura');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /account menu for nia nakamura/i })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).not.toHaveURL(/register-sso/);
});

test('the Owner requires single sign-on for their domain; a member who used a password is led to sign in with it', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await registerUser(request, { firstName: 'Olga', lastName: 'Owner' });
  const orgId = await createOrg(request, owner.token, 'Single Sign On Works');
  const member = await registerUser(request, { firstName: 'Milo', lastName: 'Member' });
  await addMember(request, owner.token, { ...member, role: 'Member' }, { token: member.token });

  // A tampered callback is refused and says so on the sign-in page.
  await page.goto('/api/v2/sso/callback/oidc?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login\?sso=expired/);
  await expect(page.getByRole('alert')).toContainText('has expired or was opened in another browser');

  // The Owner signs in with the provider (the verified address links their account) ...
  await page.getByRole('button', { name: `Sign in with ${OIDC_TEST.name}` }).click();
  await signInAtProvider(page, owner.email);
  await expect(page.getByRole('button', { name: /account menu for olga owner/i })).toBeVisible({
    timeout: 30_000,
  });
  // ... and requires it for the domain of their own address.
  await page.goto(`/org/detail/${orgId}`);
  const domain = owner.email.split('@')[1];
  const requirement = page.getByRole('switch', { name: `Require single sign-on for @${domain}` });
  // The switch follows the server: it turns once the call succeeded.
  await requirement.click();
  await expect(page.getByText(`Members at ${domain} must now sign in with single sign-on.`)).toBeVisible();
  await expect(requirement).toBeChecked();
  await shootBothWidths(page, 'sso-org-requirement');

  // The member signs in with a password: the organisation's pages lead to single sign-on.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const memberPage = await memberContext.newPage();
  await memberPage.route(/fonts\.googleapis\.com/, (route) => route.abort());
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(memberPage).toHaveURL(/\/sso-required/);
  await expect(memberPage.getByText(/requires single sign-on for addresses at/)).toBeVisible();
  await shootBothWidths(memberPage, 'sso-required');
  await memberPage.getByRole('button', { name: `Sign in with ${OIDC_TEST.name}` }).click();
  await signInAtProvider(memberPage, member.email);
  await expect(memberPage.getByRole('button', { name: /account menu for milo member/i })).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage).not.toHaveURL(/sso-required/);
  await memberContext.close();

  // The Owner's password still works (they can never be locked out), and turns it off.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughUi(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/org/detail/${orgId}`);
  await ownerPage.getByRole('switch', { name: `Require single sign-on for @${domain}` }).click();
  await expect(ownerPage.getByText('Single sign-on is no longer required.')).toBeVisible();
  await ownerContext.close();
});
