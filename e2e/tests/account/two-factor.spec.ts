import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  addMember,
  bearer,
  createOrg,
  registerUser,
  sessionStatus,
  signInApi,
  signInThroughUi,
} from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

/** The current code an authenticator app shows for the key the page gave as text (RFC 6238, by `otpauth`). */
const codeFor = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate();

/** Email and password on the sign-in page; two-factor sign-in then asks for a code. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByLabel('Code')).toBeVisible();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/(login|signed-out)/);
}

test('a person turns on two-factor sign-in from the key shown as text, signs in with a code and with a recovery code, and ends another session', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await registerUser(request, { firstName: 'Tove', lastName: 'Totp' });
  const orgId = await createOrg(request, user.token, 'Two Factor Works');
  // A second session, as if signed in on another computer.
  const otherSession = await signInApi(request, user.email, user.password);

  await signInThroughUi(page, user.email, user.password);
  await page.goto(`/user/detail/${user.userId}/security`);
  const dialog = page.getByRole('dialog', { name: 'Manage account' });
  await expect(dialog.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  // The tabs stay mounted (the login tab has a password field too): work in the security tab.
  const panel = dialog.getByRole('tabpanel', { name: 'Security' });
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();

  // Turning on: the password, then the QR code with its key as text and the recovery codes.
  await panel.getByLabel('Current password').fill(user.password);
  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await panel.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const recoveryCodes = await panel
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await shootBothWidths(page, 'two-factor-setup', { fullPage: false });

  // A wrong code is refused on its field; the app's code turns it on.
  await panel.getByLabel(/Enter the 6-digit code/).fill('000000');
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByText(/This code is not correct/)).toBeVisible();
  await panel.getByLabel(/Enter the 6-digit code/).fill(codeFor(key));
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByText('On', { exact: true })).toBeVisible();

  // The sessions list: this device and the other one; ending the other takes effect at once.
  const sessions = panel.getByRole('table', { name: 'Your sessions' });
  // Header, this browser, and the two API sessions (registration and the second sign-in).
  await expect(sessions.getByRole('row')).toHaveCount(4);
  await expect(sessions.getByText('This device')).toBeVisible();
  await shootBothWidths(page, 'account-security-sessions', { fullPage: false });
  // Only the other sessions have a "Sign out" of their own.
  await sessions
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect(await sessionStatus(request, otherSession)).toBe(401);
  expect(await sessionStatus(request, user.token)).toBe(401);
  await page.keyboard.press('Escape');
  await signOut(page, 'Tove Totp');

  // Signing in now asks for a code after the password.
  await passwordStep(page, user.email, user.password);
  await shootBothWidths(page, 'two-factor-sign-in');
  await page.getByLabel('Code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Tove Totp' })).toBeVisible();
  await signOut(page, 'Tove Totp');

  // A recovery code works once.
  await passwordStep(page, user.email, user.password);
  await page.getByLabel('Code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Tove Totp' })).toBeVisible();
  await signOut(page, 'Tove Totp');
  await passwordStep(page, user.email, user.password);
  await page.getByLabel('Code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/This code is not correct/)).toBeVisible();
  await page.getByLabel('Code').fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Tove Totp' })).toBeVisible();

  // As Owner (with two-factor on), require it of everyone in the organisation.
  await page.goto(`/org/detail/${orgId}`);
  const requirement = page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
  await requirement.click();
  await expect(page.getByText('Everyone must now use two-factor sign-in.')).toBeVisible();
  await expect(requirement).toBeChecked();
  await shootBothWidths(page, 'org-require-two-factor');
});

test('when the Owner requires two-factor, a member without it is led to set it up at sign-in, then works as before', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await registerUser(request, { firstName: 'Olga', lastName: 'Owner' });
  await createOrg(request, owner.token, 'Required Two Factor');
  const member = await registerUser(request, { firstName: 'Milo', lastName: 'Member' });
  await addMember(
    request,
    owner.token,
    { firstName: 'Milo', lastName: 'Member', email: member.email, role: 'Member' },
    { token: member.token },
  );
  // The Owner turns two-factor on (API, as the app would) and requires it of everyone.
  const setup = await request.post('/api/v2/account/two-factor/enable', {
    headers: bearer(owner.token),
    data: { password: owner.password },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/v2/account/two-factor/confirm', {
    headers: bearer(owner.token),
    data: { code: codeFor(secret) },
  });
  const ownerToken = ((await confirmed.json()) as { token: string }).token;
  const orgs = await request.get('/api/v2/session', { headers: bearer(ownerToken) });
  const orgId = ((await orgs.json()) as { orgId: string }).orgId;
  const required = await request.put(`/api/v2/org/${orgId}/two-factor`, {
    headers: bearer(ownerToken),
    data: { requireTwoFactor: true },
  });
  expect(required.status(), await required.text()).toBe(200);

  // The member signs in with their password and is led to the set-up page.
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByText('Required Two Factor requires two-factor sign-in for everyone.')).toBeVisible();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await shootBothWidths(page, 'two-factor-required-setup');
  await page.getByLabel(/Enter the 6-digit code/).fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'Continue to Required Two Factor' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Milo Member' })).toBeVisible();
});
