import { expect, type Page, test } from '@playwright/test';
import { createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { uniqueEmail } from '../../support/outbox.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

const WIDE = { width: 1440, height: 900 };

/** The checkout's card and Texas billing address. */
async function fillCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name on card').fill('Olive Owner');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Month').fill('12');
  await dialog.getByLabel('Year').fill('2030');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByLabel('Address line 1').fill('1 Congress Ave');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await dialog.getByLabel('Zip Code').fill('78701');
}

test('an Owner invites a person (the trial starts), is refused a declined card, subscribes with the approved card and a coupon, sees the invoice, cancels and renews', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Olive', lastName: 'Owner' });
  const orgId = await createOrg(request, owner.token, `Billing Works ${run}`);
  const invited = await request.post('/api/v2/subscription/add', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      baseUrl: 'http://localhost',
      invitees: [{ firstName: 'Paul', lastName: 'Paid', email: uniqueEmail('paul'), role: 'Member' }],
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);

  await page.setViewportSize(WIDE);
  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/org/detail/${orgId}/billing`);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(page.getByText('Free trial')).toBeVisible();
  await expect(page.getByText(/\d+ days left/)).toBeVisible();
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-trial');

  // Checkout: the declined card is refused with its text, and nothing is stored.
  await page.getByRole('link', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByText(/Save 17%/)).toBeVisible();
  await fillCard(page, '4000000000000002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-checkout-declined', false);

  // The approved card, the annual plan and the coupon.
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText(/Visa ending 4242/)).toBeVisible();
  await dialog.getByRole('radio', { name: /Annual/ }).check();
  // Two paid people (the Owner and Paul) x $150.00, Texas tax 8.25%.
  await expect(dialog.getByText('$300.00')).toBeVisible();
  await expect(dialog.getByText('$24.75')).toBeVisible();
  await dialog.getByLabel('Coupon').fill('WELCOME20');
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-checkout', false);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText('Thank you: your subscription is active.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Annual plan')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toHaveCount(1);
  // $300 less 20% is $240, plus 8.25% tax: $259.80.
  await expect(invoice).toContainText('$259.80');
  await expect(page.getByText('WELCOME20')).toBeVisible();
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-active');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Ends at the period’s end')).toBeVisible();
  await expect(page.getByText('Access until')).toBeVisible();
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
