import { expect, test } from '@playwright/test';
import { bearer, createOrg, registerUser, signInApi, signInThroughUi } from '../../support/accounts.ts';
import { ADMIN, setFeatureFlags } from '../../support/admin.ts';
import { OPERATOR } from '../../support/operator-settings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

const BANNER = 'We are looking into slow meeting pages. Your data is safe.';

/** Writes the investigation banner's text as the instance administrator. */
async function writeBanner(request: Parameters<typeof signInApi>[0], text: string) {
  const token = await signInApi(request, ADMIN.email, ADMIN.password);
  const res = await request.put('/api/v2/app-configuration/investigation-banner', {
    headers: bearer(token),
    data: { text },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Issue 34 point 3: the shell's pieces the operator and the administrator set, as a person sees them.
test("the operator's support, social links and investigation banner, and the Invite icon", async ({
  page,
  request,
}) => {
  const owner = await registerUser(request, { firstName: 'Olive', lastName: 'Operator' });
  await createOrg(request, owner.token, 'Signal Co');
  await signInThroughUi(page, owner.email, owner.password);

  // The footer names the operator's social links, each in a new tab.
  const social = page.getByRole('navigation', { name: 'Follow us' });
  for (const link of OPERATOR.socialLinks) {
    const anchor = social.getByRole('link', { name: link.name });
    await expect(anchor).toHaveAttribute('href', link.url);
    await expect(anchor).toHaveAttribute('target', '_blank');
  }

  // Help: the operator's help centre and address; the chat only once its flag is on.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute(
    'href',
    OPERATOR.supportUrl,
  );
  await expect(help.getByRole('link', { name: OPERATOR.supportEmail })).toBeVisible();
  await expect(help.getByRole('link', { name: 'Chat with support' })).toHaveCount(0);
  try {
    await setFeatureFlags(request, { ZendeskSupport: true });
    // The change reaches the open page live (AppConfigUpdated).
    await expect(help.getByRole('link', { name: 'Chat with support' })).toHaveAttribute(
      'href',
      OPERATOR.supportChatUrl,
    );
  } finally {
    await setFeatureFlags(request, { ZendeskSupport: false });
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The Invite icon opens Invite Users from any page.
  await page.getByRole('button', { name: 'Invite people' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();

  // The administrator's banner shows above every page while its flag is on, as text.
  try {
    await writeBanner(request, BANNER);
    await setFeatureFlags(request, { InvestigationBanner: true });
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('We are looking into a problem');
    await shootBothWidths(page, 'investigation-banner');
  } finally {
    await setFeatureFlags(request, { InvestigationBanner: false });
    await writeBanner(request, '');
  }
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('the administrator writes the banner under its switch', async ({ page, request }) => {
  await writeBanner(request, '');
  await signInThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/feature-flags');
  const text = page.getByRole('textbox', { name: 'Banner text' });
  await text.fill(BANNER);
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText('Banner text saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save text' })).toBeDisabled();
  await text.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shootBothWidths(page, 'investigation-banner-form', { fullPage: false });
  await writeBanner(request, '');
});
