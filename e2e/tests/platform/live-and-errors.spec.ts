import { expect, type Page, test } from '@playwright/test';
import { addMember, bearer, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { liveRegistered, routeLiveSocket } from '../../support/live.ts';
import { shoot } from '../../support/screenshots.ts';

const MAINTENANCE_TITLE = "Oh Nuts! We're Temporarily Down For Maintenance";

/** Marks the page's window; `stillSamePage` answers false once the page was reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => '__e2eMark' in window);

/** The header's organisation selector, named after the current organisation. */
const orgSelector = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Organization: ${name}. Switch or create an organization` });

test('a rename by the Owner reaches another browser of the organisation without a reload', async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerUser(request, { firstName: 'Lena', lastName: 'Live' });
  const orgId = await createOrg(request, owner.token, 'Live Wire Ltd');
  const member = await registerUser(request, { firstName: 'Max', lastName: 'Watcher' });
  await addMember(
    request,
    owner.token,
    {
      firstName: 'Max',
      lastName: 'Watcher',
      email: member.email,
      role: 'Member',
    },
    member,
  );

  const memberContext = await browser.newContext();
  const watcher = await memberContext.newPage();
  const watcherRegistered = liveRegistered(watcher, { method: 'register', orgId });
  await signInThroughUi(watcher, member.email, member.password);
  await expect(orgSelector(watcher, 'Live Wire Ltd')).toBeVisible();
  await watcherRegistered;
  await markWindow(watcher);

  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/org/detail/${orgId}`);
  await page.getByLabel('Organization name').fill('Live Wire Group');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated: Live Wire Group')).toBeVisible();

  await expect(orgSelector(watcher, 'Live Wire Group')).toBeVisible();
  await expect(watcher.getByText('You are in Live Wire Group as Member.')).toBeVisible();
  // The window title carries the organisation's name, renamed live too (002 §7).
  await expect(watcher).toHaveTitle(/ · Live Wire Group$/);
  expect(await stillSamePage(watcher)).toBe(true);
  await memberContext.close();
});

test('an unknown address shows the not-found page, signed out and inside the shell', async ({
  page,
  request,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByText('/no-such-page', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Cairn');
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);

  const user = await registerUser(request, { firstName: 'Nora', lastName: 'Nowhere' });
  await createOrg(request, user.token, 'Nowhere Inc');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Nowhere Inc');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You are in Nowhere Inc as Owner.')).toBeVisible();
});

test('the style guide shows the UI kit', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Stella', lastName: 'Styles' });
  await createOrg(request, user.token, 'Style Works');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/style-guide');
  await expect(page.getByRole('heading', { name: 'Style guide', exact: true })).toBeVisible();
  for (const section of ['Typography', 'Colours', 'Buttons', 'Fields', 'Popups and toasts', 'Panels']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await shoot(page, 'style-guide-wide');
});

test('the maintenance flag takes open pages down and brings them back, live', async ({ page, request }) => {
  const user = await registerUser(request, { firstName: 'Mia', lastName: 'Maintenance' });
  await createOrg(request, user.token, 'Downtime Co');

  // Only the instance administrator may change flags.
  const refused = await request.put('/api/v2/app-configuration/feature-flags', {
    headers: bearer(user.token),
    data: { featureFlags: { MaintenancePage: true } },
  });
  expect(refused.status()).toBe(403);

  const registered = liveRegistered(page, { method: 'registerPublic' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByText('You are in Downtime Co as Owner.')).toBeVisible();
  await registered;
  await markWindow(page);

  try {
    expect((await setFeatureFlags(request, { MaintenancePage: true })).MaintenancePage).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);

    // Whatever the address, only the maintenance page shows while the flag is on.
    const again = liveRegistered(page, { method: 'registerPublic' });
    await page.goto('/style-guide');
    await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE })).toBeVisible();
    await again;
    await markWindow(page);
  } finally {
    await setFeatureFlags(request, { MaintenancePage: false });
  }
  await expect(page.getByRole('heading', { name: 'Style guide', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
});

test('losing the network shows the connection notice, and coming back says so', async ({
  page,
  request,
  context,
}) => {
  const user = await registerUser(request, { firstName: 'Otto', lastName: 'Offline' });
  const orgId = await createOrg(request, user.token, 'Offline Outfitters');
  const liveSocket = await routeLiveSocket(context);
  const registered = liveSocket.registered({ method: 'register', orgId });
  await signInThroughUi(page, user.email, user.password);
  await registered;

  // Offline. Chromium's emulation refuses new connections but keeps an open WebSocket, so the
  // live socket that was open is dropped as a real network loss would drop it.
  await context.setOffline(true);
  await liveSocket.dropOpen();
  const lost = page.getByText('Connection lost. Attempting to reconnect...');
  await expect(lost).toBeVisible();
  // The notice stays while the retries (every 5 s, 002 §4) fail.
  await page.waitForTimeout(6000);
  await expect(lost).toBeVisible();
  await expect(page.getByText('Connection restored')).toHaveCount(0);

  const reconnected = liveSocket.registered({ method: 'register', orgId });
  await context.setOffline(false);
  await expect(page.getByText('Connection restored')).toBeVisible({ timeout: 15_000 });
  await expect(lost).toHaveCount(0);
  await reconnected;
  await expect(page.getByText('Connection restored')).toBeHidden({ timeout: 5000 });
});
