import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { createMeetingItems, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';

const shot = process.env.PHONE_SHOT_SUFFIX ?? '';

test('at 375 px the meeting lists are cards: the whole title, status, owner, due date and the menu in view', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Phone Team');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const titles = {
    rock: 'Hire a head of sales for the northern region',
    todo: 'Send the quarterly scorecard to every department head',
    issue: 'Onboarding of new customers takes far too long',
    headline: 'Record month in October for the support team',
  };
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.ownerPersonId, meetingId: l10Id },
    titles,
  );

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();
  for (const [region, title] of [
    ['Rocks', titles.rock],
    ['To-Dos', titles.todo],
    ['Issues', titles.issue],
    ['Headlines', titles.headline],
  ] as const) {
    await expect(page.getByRole('region', { name: region }).getByText(title)).toBeVisible();
  }
  await shoot(page, `phone-lists${shot}-375`);
  if (shot) return;

  // Each row is a card: the title in full, the row menu inside the screen.
  const issues = page.getByRole('region', { name: 'Issues' });
  const titleBox = await issues.getByText(titles.issue).boundingBox();
  expect(titleBox?.height ?? 0).toBeGreaterThan(0);
  for (const region of ['Rocks', 'Headlines', 'Issues']) {
    const menu = page.getByRole('region', { name: region }).getByRole('button', { name: /^Actions for / });
    const box = await menu.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The header's add buttons are one Add menu beside the Owner's Invite icon; the help button sits
  // above the footer.
  const toolbar = page.getByRole('toolbar', { name: 'Add items' });
  await expect(toolbar.getByRole('button')).toHaveCount(2);
  await expect(toolbar.getByRole('button', { name: 'Invite people' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Issue' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Issue' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Add Issue' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Issue' })).toBeHidden();
  const help = await page.getByRole('button', { name: 'Help' }).boundingBox();
  const footer = await page.locator('footer').boundingBox();
  expect((help?.y ?? 0) + (help?.height ?? 0)).toBeLessThanOrEqual(footer?.y ?? 0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'phone-lists-wide');
});
