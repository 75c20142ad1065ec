import { expect, type Page, test } from '@playwright/test';
import { createOrg, invitePaidMember, registerUser } from '../../support/accounts.ts';
import { liveRegistered } from '../../support/live.ts';
import { uniqueEmail } from '../../support/outbox.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

const WIDE = { width: 1440, height: 900 };

/**
 * Opens the Invite Users popup, adds a Member, and checks what the Price column, the cost panel
 * and the note say for the subscription's status (001 §2, §4); screenshots at 1440 and 375 px.
 */
async function checkInvitePrice(page: Page, expected: { price: string; note: RegExp }, shot: string) {
  await page.setViewportSize(WIDE);
  await page.getByRole('button', { name: 'Invite people' }).click();
  const popup = page.getByRole('dialog', { name: 'Invite Users' });
  await popup.getByLabel(/^First name/).fill('Nina');
  await popup.getByLabel(/^Last name/).fill('New');
  await popup.getByLabel(/^Email/).fill(uniqueEmail('nina'));
  await popup.getByRole('button', { name: 'Add to list' }).click();
  const table = popup.getByRole('table', { name: 'People to invite' });
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(expected.price);
  await expect(popup.getByLabel('Cost')).toContainText(`adds ${expected.price} a month`);
  await expect(popup.getByTestId('invite-price-note')).toHaveText(expected.note);
  await shootBothWidths(page, shot, { fullPage: false });
  await page.setViewportSize(WIDE);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();
}

/** The checkout's card and Texas billing address. */
async function fillCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await box('Name on card').fill('Olive Owner');
  await box('Card number').fill(cardNumber);
  await box('Expiry month').fill('12');
  await box('Expiry year').fill('2030');
  await box('Security code').fill('123');
  await box('Address line 1').fill('1 Congress Ave');
  await box('City').fill('Austin');
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await box('Zip Code').fill('78701');
}

test('an Owner invites a person (the trial starts), is refused a declined card, subscribes with the approved card and the coupon a discount link kept, sees the invoice, cancels and renews, and views the payment page', async ({
  page,
  request,
}) => {
  // A long journey on a machine that runs several suites at once.
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Olive', lastName: 'Owner' });
  const orgId = await createOrg(request, owner.token, `Billing Works ${run}`);
  await invitePaidMember(request, owner.token, 'Paul');

  // The machine runs several suites at once: the journey's first pages get longer to load.
  const slow = { timeout: 30_000 };
  await page.setViewportSize(WIDE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible(slow);
  // A discount link keeps its code for checkout (000 §2.1 /discount/{code}).
  await page.goto('/discount/WELCOME20');
  await expect(
    page.getByText('Your code WELCOME20 is saved: it fills the coupon box at checkout.'),
  ).toBeVisible(slow);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/org/detail/${orgId}/billing`);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible(slow);
  await expect(page.getByText('Free trial')).toBeVisible(slow);
  await expect(page.getByText(/\d+ days left/)).toBeVisible();
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-trial');
  // During the trial a paid invitation adds nothing yet.
  await checkInvitePrice(
    page,
    {
      price: '$0.00',
      note: /Paid people cost nothing during your free trial\. After it, each costs \$15\.00 a month/,
    },
    'billing-invite-trial',
  );

  // Checkout: the declined card is refused with its text, and nothing is stored.
  await page.getByRole('link', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByText(/Save 17%/)).toBeVisible(slow);
  await fillCard(page, '4000000000000002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-checkout-declined', { fullPage: false });

  // The approved card, the annual plan and the coupon.
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText(/Visa ending 4242/)).toBeVisible();
  await dialog.getByRole('radio', { name: /Annual/ }).check();
  // Two paid people (the Owner and Paul) x $150.00, Texas tax 8.25%.
  await expect(dialog.getByText('$300.00').first()).toBeVisible();
  await expect(dialog.getByText('$24.75').first()).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Coupon' })).toHaveValue('WELCOME20');
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-checkout', { fullPage: false });
  await dialog.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText('Thank you: your subscription is active.')).toBeVisible(slow);
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

  // On the annual plan a paid invitation adds $150.00 / 12 a month.
  await checkInvitePrice(
    page,
    { price: '$12.50', note: /Each paid person adds \$12\.50 a month to your subscription/ },
    'billing-invite-price',
  );

  // A second tab on the Billing tab follows the change live (docs/live-updates.md).
  const other = await page.context().newPage();
  await other.setViewportSize(WIDE);
  // Events sent before its socket is registered never reach it: wait for that first.
  const otherRegistered = liveRegistered(other, { method: 'register', orgId });
  await other.goto(`/org/detail/${orgId}/billing`);
  await expect(other.getByText('Active', { exact: true })).toBeVisible(slow);
  await otherRegistered;
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Ends at the period’s end')).toBeVisible();
  await expect(other.getByText('Ends at the period’s end')).toBeVisible(slow);
  await other.close();
  await expect(page.getByText('Access until')).toBeVisible();
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // The payment page (000 §2.1 /view-payment) over home: the same plan, card and invoice.
  await page.goto('/view-payment');
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByText('Annual plan')).toBeVisible(slow);
  await expect(payment.getByText(/Visa ending 4242/)).toBeVisible();
  await expect(payment.getByTestId('invoice')).toContainText('$259.80');
  await page.setViewportSize(WIDE);
  await shootBothWidths(page, 'billing-view-payment', { fullPage: false });
});
