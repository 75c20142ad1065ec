import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInThroughUi, type TTestUser } from '../../support/accounts.ts';
import { createMeetingItems } from '../../support/items.ts';
import { liveRegistered } from '../../support/live.ts';
import { waitForMail } from '../../support/mail.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Signs a person in, in a browser context of their own, and opens the live meeting once its room is joined. */
async function openLive(browser: Browser, user: TTestUser, meetingId: string, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  const registered = liveRegistered(page, { method: 'registerMeeting', orgId: meetingId });
  await page.goto(`/meeting/live/${meetingId}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await registered;
  return page;
}

const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a team runs its whole Level 10 meeting: the scribe leads, the others follow, a dropped connection loses no click, the TV follows, and the summary and recap arrive', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const team = await createTeam(request, 'Live Run');
  const title = `Leadership L10 ${team.run}`;
  const meetingId = await createMeeting(request, team.owner.token, title, [team.colleaguePersonId]);
  await createMeetingItems(
    request,
    team.owner.token,
    { ownerId: team.colleaguePersonId, meetingId },
    {
      rock: 'Open the Leeds office',
      issue: 'Hiring is slow',
      headline: 'Acme renewed',
      todo: 'Call the bank',
    },
  );

  const scribe = await openLive(browser, team.owner, meetingId);
  await scribe.getByRole('button', { name: 'Join meeting' }).click();
  await scribe.getByRole('button', { name: 'Start meeting' }).click();
  await expect(sectionHeading(scribe, 'Segue')).toBeVisible();

  const colleague = await openLive(browser, team.colleague, meetingId);
  await expect(sectionHeading(colleague, 'Segue')).toBeVisible();
  await colleague.getByRole('button', { name: 'Join meeting' }).click();
  const tv = await openLive(browser, team.owner, meetingId, '?display=tv');
  await tv.setViewportSize({ width: 1920, height: 1080 });

  // Segue: the scribe gives the floor; everyone sees who speaks.
  await scribe.getByRole('button', { name: `Give the floor to ${team.colleagueName}` }).click();
  await expect(colleague.getByRole('button', { name: new RegExp(`^${team.colleagueName}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await shootBothWidths(scribe, 'live-meeting-segue');
  await scribe.setViewportSize({ width: 1440, height: 900 });

  // Scorecard, then Rock review: the colleague drops a rock to Issues; everyone hears of it.
  await scribe.getByRole('button', { name: 'Next section' }).click();
  await expect(sectionHeading(colleague, 'Scorecard')).toBeVisible();
  await shootBothWidths(colleague, 'live-meeting-scorecard');
  await scribe.getByRole('button', { name: 'Next section' }).click();
  await expect(sectionHeading(colleague, 'Rock review')).toBeVisible();
  await expect(colleague.getByText('Open the Leeds office')).toBeVisible();
  await shootBothWidths(colleague, 'live-meeting-rocks');
  // By its key: I drops the row the keyboard is on.
  await colleague.getByRole('button', { name: 'Actions for Open the Leeds office' }).focus();
  await colleague.keyboard.press('i');
  await expect(scribe.getByText('Issue added to the IDS list.')).toBeVisible();

  // Headlines and To-dos follow on every screen, the TV included.
  await scribe.keyboard.press('n');
  await expect(sectionHeading(tv, 'Headlines')).toBeVisible();
  await expect(colleague.getByText('Acme renewed')).toBeVisible();
  await shootBothWidths(colleague, 'live-meeting-headlines');
  await scribe.getByRole('button', { name: 'Next section' }).click();
  await expect(sectionHeading(colleague, 'To-do list')).toBeVisible();
  await expect(colleague.getByText('Call the bank')).toBeVisible();
  await shootBothWidths(colleague, 'live-meeting-todos');

  // The colleague's connection drops: a reaction waits, then lands when it returns.
  await colleague.context().setOffline(true);
  await colleague.getByRole('button', { name: 'Applause' }).click();
  await expect(colleague.getByText('Reconnecting… 1 change waiting')).toBeVisible();
  await colleague.context().setOffline(false);
  await expect(colleague.getByText('Reconnecting… 1 change waiting')).toBeHidden({ timeout: 20_000 });
  await expect(scribe.getByText(`${team.colleagueName}: Applause`)).toBeVisible();

  // IDS: the scribe picks the top issues and solves the first; the colleague sees it solved.
  await scribe.getByRole('button', { name: 'Next section' }).click();
  await expect(sectionHeading(colleague, 'IDS')).toBeVisible();
  await scribe.getByRole('button', { name: 'Pick Hiring is slow' }).click();
  await scribe.getByRole('button', { name: 'Pick Open the Leeds office' }).click();
  await expect(colleague.getByRole('list', { name: 'Top issues' }).getByText('Hiring is slow')).toBeVisible();
  await scribe.getByRole('button', { name: 'Start solving' }).click();
  await expect(colleague.getByText('Now discussing')).toBeVisible();
  await scribe.getByRole('button', { name: 'Solved', exact: true }).click();
  await expect(
    colleague.getByRole('list', { name: 'Solved in this meeting' }).getByText('Hiring is slow'),
  ).toBeVisible();
  await shootBothWidths(scribe, 'live-meeting-ids');
  await scribe.setViewportSize({ width: 1440, height: 900 });
  await shoot(tv, 'live-meeting-tv', { fullPage: false });

  // Conclude: each rates; the average shows on every screen.
  await scribe.getByRole('button', { name: 'Next section' }).click();
  await expect(sectionHeading(colleague, 'Conclude')).toBeVisible();
  await colleague.getByRole('radiogroup', { name: 'Your rating' }).getByText('9', { exact: true }).click();
  await scribe.getByRole('radiogroup', { name: 'Your rating' }).getByText('8', { exact: true }).click();
  await expect(colleague.getByText('Average 8.5')).toBeVisible();
  await expect(scribe.getByText('Average 8.5')).toBeVisible();
  await shootBothWidths(scribe, 'live-meeting-conclude');
  await scribe.setViewportSize({ width: 1440, height: 900 });

  // End: everyone lands on the summary; the recap goes out.
  await scribe.getByRole('button', { name: 'End meeting' }).click();
  await scribe.getByRole('dialog').getByRole('button', { name: 'End meeting' }).click();
  for (const page of [scribe, colleague]) {
    await expect(page).toHaveURL(new RegExp(`/traction/${meetingId}/${meetingId}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Issues solved' }).getByText('Hiring is slow'),
    ).toBeVisible();
  }
  await expect(scribe.getByText('8.5').first()).toBeVisible();
  await shootBothWidths(scribe, 'live-meeting-summary');
  const recap = await waitForMail(request, team.colleague.email, `Meeting recap: ${title}`);
  expect(recap.text).toContain('Hiring is slow');

  // The Past meetings tab lists it and leads back to the summary.
  await scribe.getByRole('link', { name: 'Past meetings' }).click();
  await expect(scribe.getByRole('table', { name: 'Past meetings' }).getByRole('row')).toHaveCount(2);
  await shootBothWidths(scribe, 'live-meeting-history');
});
