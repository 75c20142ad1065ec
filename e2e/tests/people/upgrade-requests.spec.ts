import { expect, test } from '@playwright/test';
import { addMember, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('a Free Observer requests an upgrade; the Owner approves it from the bell; the Observer’s screen follows live', async ({
  page,
  request,
  browser,
}) => {
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Ola', lastName: 'Owner' });
  const orgId = await createOrg(request, owner.token, `Upgrade Works ${run}`);
  const observer = await registerUser(request, { firstName: 'Otto', lastName: `Observer${run}` });
  await addMember(
    request,
    owner.token,
    { firstName: observer.firstName, lastName: observer.lastName, email: observer.email, role: 'Observer' },
    observer,
  );

  // The Owner's bell starts empty.
  await signInThroughUi(page, owner.email, owner.password);
  const ownerBell = page.getByRole('button', { name: /^Notifications/ });
  await expect(ownerBell).toHaveAccessibleName('Notifications');
  await ownerBell.click();
  const ownerPanel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(ownerPanel.getByText('You are all caught up.')).toBeVisible();
  await shootBothWidths(page, 'notifications-empty');
  await page.keyboard.press('Escape');

  // The Observer asks, in a browser of their own.
  const observerContext = await browser.newContext();
  const otto = await observerContext.newPage();
  await signInThroughUi(otto, observer.email, observer.password);
  await otto.setViewportSize({ width: 1280, height: 800 });
  await expect(otto.getByRole('button', { name: 'Request Upgrade' })).toBeVisible();
  await shootBothWidths(otto, 'upgrade-request-header', { fullPage: false });
  await otto.getByRole('button', { name: 'Request Upgrade' }).click();
  const confirm = otto.getByRole('dialog', { name: 'Request an upgrade' });
  await expect(confirm).toContainText('goes to the organization owner for approval');
  await confirm.getByRole('button', { name: 'Request Upgrade' }).click();
  await expect(otto.getByText('Requested', { exact: true })).toBeVisible();
  await expect(otto.getByText('Upgrade pending approval')).toBeVisible();
  await expect(otto.getByRole('button', { name: 'Request Upgrade' })).toHaveCount(0);

  // The Owner's badge counts it without a reload; the panel asks Approve or Deny.
  await expect(ownerBell).toHaveAccessibleName('Notifications, 1 unread');
  await ownerBell.click();
  const request_ = ownerPanel.getByRole('listitem').filter({ hasText: 'asks to become a licensed user' });
  await expect(request_).toContainText(`${observer.firstName} ${observer.lastName} (Free Observer)`);
  await expect(ownerPanel.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(request_.getByText(/^\d+ seconds? ago$/)).toBeVisible();
  await shootBothWidths(page, 'notifications-panel');
  await request_.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(`${observer.firstName} ${observer.lastName} is now a licensed Member.`),
  ).toBeVisible();
  await expect(request_.getByText('Answered')).toBeVisible();
  await expect(request_.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The Observer is told at once, taken home with the new permissions, and notified in the bell.
  await expect(otto.getByText('Your permission level has changed')).toBeVisible();
  await expect(otto.getByText('Upgrade pending approval')).toHaveCount(0);
  await expect(otto).toHaveURL(/\/$/);
  const ottoBell = otto.getByRole('button', { name: /^Notifications/ });
  await expect(ottoBell).toHaveAccessibleName('Notifications, 1 unread');
  await ottoBell.click();
  const ottoPanel = otto.getByRole('dialog', { name: 'Notifications' });
  const answer = ottoPanel.getByRole('listitem').filter({ hasText: 'was approved: you are now a Member' });
  await expect(answer).toBeVisible();
  // The invitation Otto accepted by its link is there too, answered.
  await expect(ottoPanel.getByRole('listitem').filter({ hasText: 'invited you to join' })).toContainText(
    'Answered',
  );

  // Mark all as read empties the badge; remove takes it off the list.
  await otto.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(ottoBell).toHaveAccessibleName('Notifications');
  await answer.getByRole('button', { name: /^Remove:/ }).click();
  await expect(answer).toHaveCount(0);
  await observerContext.close();

  // The licence page: Otto is a paid Member now (2 paid seats); nothing pending is left.
  await page.keyboard.press('Escape');
  await page.goto(`/org/detail/${orgId}/license`);
  await expect(page.getByRole('tab', { name: 'People & licenses', selected: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `${observer.firstName} ${observer.lastName}` });
  await expect(row.getByRole('combobox', { name: /^Role of/ })).toHaveValue('Member');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Upgrade pending approval')).toHaveCount(0);
  await expect(page.getByText(/^2\s+paid seats$/)).toBeVisible();

  // The Owner lets Otto manage billing, then takes it back.
  const name = `${observer.firstName} ${observer.lastName}`;
  await row.getByRole('button', { name: `Allow ${name} to manage billing` }).click();
  await expect(row.getByText('Billing', { exact: true })).toBeVisible();
  await expect(page.getByText(`${name} can now manage billing.`)).toBeHidden();
  await shootBothWidths(page, 'licence-billing');
  await page.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('button', { name: `Remove billing permission from ${name}` }).click();
  await expect(row.getByText('Billing', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Allow ${name} to manage billing` })).toBeVisible();

  // The Owner makes Otto's email domain free: Otto takes no paid seat any more.
  const domain = observer.email.split('@')[1];
  const domains = page.getByRole('combobox', { name: 'Free email domains' });
  await domains.fill('not a domain');
  await domains.press('Enter');
  await page.getByRole('button', { name: 'Save domains' }).click();
  await expect(page.getByText('Enter a domain such as example.com.')).toBeVisible();
  // What was typed stayed after the refusal; Backspace in the empty field takes that pill off.
  await domains.press('Backspace');
  await domains.fill(domain);
  await domains.press('Enter');
  await page.getByRole('button', { name: 'Save domains' }).click();
  await expect(page.getByText('Free domains saved.')).toBeVisible();
  await expect(row.getByText('Free', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'licence-page');
});
