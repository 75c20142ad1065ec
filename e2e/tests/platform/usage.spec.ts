import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, signInApi, signInThroughUi } from '../../support/accounts.ts';
import { ADMIN, setFeatureFlags } from '../../support/admin.ts';
import { createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';

type TUsage = { pageViews: { area: string; views: number }[]; activeByDay: { people: number }[] };

/** The admin's figures through the API, to compare before and after. */
async function usageNow(request: APIRequestContext): Promise<TUsage> {
  const token = await signInApi(request, ADMIN.email, ADMIN.password);
  const res = await request.get('/api/v2/admin/usage', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { usage: TUsage }).usage;
}
const viewsOf = (usage: TUsage, area: string) => usage.pageViews.find((row) => row.area === area)?.views ?? 0;

/** Hides the page as a tab switch does: the reporter sends its batch then. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

/** Menu entries a person browses, with where each leads. */
const PAGES: [string, RegExp][] = [
  ['To-Dos', /\/todos$/],
  ['Rocks', /\/rocks$/],
  ['Issues', /\/issues$/],
  ['To-Dos', /\/todos$/],
];

test.beforeAll(async ({ request }) => {
  await setFeatureFlags(request, { ProductAnalytics: true, DataCollection: true });
});

test('pages a person opens are counted by area at home, the administrator sees them, and an opted-out person is not counted', async ({
  page,
  browser,
  request,
}) => {
  const before = await usageNow(request);
  const team = await createTeam(request, 'Usage Co');
  await signInThroughUi(page, team.owner.email, team.owner.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of PAGES) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/v2/usage/page-views'));
  await hidePage(page);
  expect((await sent).status()).toBe(200);

  const after = await usageNow(request);
  expect(viewsOf(after, 'todos') - viewsOf(before, 'todos')).toBe(2);
  expect(viewsOf(after, 'rocks') - viewsOf(before, 'rocks')).toBe(1);
  expect(viewsOf(after, 'issues') - viewsOf(before, 'issues')).toBe(1);
  expect(after.activeByDay.at(-1)?.people ?? 0).toBeGreaterThan(before.activeByDay.at(-1)?.people ?? 0);

  // The administrator finds the figures in the avatar menu.
  const adminPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInThroughUi(adminPage, ADMIN.email, ADMIN.password);
  await adminPage.getByRole('button', { name: /Account menu for/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Usage' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/usage$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await expect(adminPage.getByRole('row', { name: /To-Dos/ })).toBeVisible();
  await expect(adminPage.getByTestId('usage-active-summary')).toContainText('Active today:');
  await shoot(adminPage, 'admin-usage');
  await adminPage.setViewportSize({ width: 375, height: 812 });
  await expect(adminPage.getByRole('row', { name: /Rocks/ })).toBeVisible();
  await shoot(adminPage, 'admin-usage-375');

  // Someone else is told the page is not theirs.
  await page.goto('/admin/usage');
  await expect(
    page.getByText('Only the instance administrator can see the usage of this instance.'),
  ).toBeVisible();

  // Opting out in Manage account > Preferences: nothing more is counted of this person.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const counting = page.getByRole('switch', { name: "Count my visits in this Cairn's usage figures" });
  await expect(counting).toBeChecked();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/v2/account/usage-counting'));
  await counting.click();
  expect((await saved).status()).toBe(200);
  await expect(counting).not.toBeChecked();
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'manage-account-usage-counting', { fullPage: false });
  await page.keyboard.press('Escape');
  // Closing returns to the page underneath after its exit animation: wait for it before browsing.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/usage$/);

  const optedOut = await usageNow(request);
  let reports = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v2/usage/page-views')) reports += 1;
  });
  for (const [name, path] of PAGES.slice(1, 3)) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  await hidePage(page);
  await page.waitForTimeout(500);
  expect(reports).toBe(0);
  const later = await usageNow(request);
  expect(viewsOf(later, 'rocks')).toBe(viewsOf(optedOut, 'rocks'));
  expect(viewsOf(later, 'issues')).toBe(viewsOf(optedOut, 'issues'));
});
