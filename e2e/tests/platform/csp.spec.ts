import { expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';

/**
 * Issue 7 point 4: the built app runs under its strict Content Security Policy with no violation
 * in Chromium (console errors and `securitypolicyviolation` events), and every page carries the
 * security headers.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation of the page: Chromium's console lines and the DOM events. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // Name the culprit: the style tags without a nonce, by their first characters.
      const unnonced = [...document.querySelectorAll('style')]
        .filter((style) => !style.nonce)
        .map((style) => `${style.outerHTML.slice(0, 120)}`);
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${unnonced.join(' | ')}`);
    });
  });
  return seen;
}

/** The console lines and the DOM events of the page so far. */
async function violations(page: Page, console: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.cspViolations ?? []);
  return [...console, ...events];
}

test('the built app runs under the CSP with no violations; headers on every page', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const consoleViolations = await watchCsp(page);

  const response = await page.goto('/login');
  expect(response).not.toBeNull();
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  // The page's style nonce is the header's, and new for every response.
  const styleNonce = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  expect(styleNonce).toBeTruthy();
  const metaNonce = await page
    .locator('meta[property="csp-nonce"]')
    .evaluate((meta) => (meta as HTMLMetaElement).nonce);
  expect(metaNonce).toBe(styleNonce);
  const again = await request.get('/login');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${styleNonce}'`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const team = await createTeam(request, 'Policy Keepers');
  const meetingId = await createMeeting(request, team.owner.token, `Leadership L10 ${team.run}`, [
    team.colleaguePersonId,
  ]);
  await signInThroughUi(page, team.owner.email, team.owner.password);
  for (const url of ['/meetings', '/todos', overviewPath(meetingId)]) {
    await page.goto(url);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
  }
  await page.getByRole('toolbar', { name: 'Add items' }).getByRole('button', { name: 'Add Issue' }).click();
  const addIssue = page.getByRole('dialog', { name: 'Add Issue' });
  await expect(addIssue.getByLabel('Title')).toBeVisible();
  // The notes editor adds its own style tag: it must carry the nonce.
  await expect(addIssue.locator('.ProseMirror')).toBeVisible({ timeout: 30_000 });
  await addIssue.locator('.ProseMirror').click();
  await page.keyboard.type('Notes under a strict policy');

  expect(await violations(page, consoleViolations)).toEqual([]);
});

test('the API answers carry the headers too, and the app cannot be framed', async ({ request }) => {
  const res = await request.get('/api/v2/version');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['strict-transport-security']).toBeUndefined();
});
