import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { chooseOption, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

/** The last day of a `YYYY-Qn` quarter. */
function lastDayOf(quarterKey: string): string {
  const [year, quarter] = quarterKey.split('-Q').map(Number) as [number, number];
  return new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
}

/** Signs in through the page, waiting up to 30 s for the home page (slow on the shared 2-core machine). */
async function signInWaiting(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible({ timeout: 30_000 });
}

/** A call that must succeed; answers its JSON. */
async function api(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: object,
) {
  const res = await request[method](`/api/v2/${path}`, { headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Marks a rock of step 1: its verdict, and for a rock not done, what becomes of it. */
async function decide(page: Page, title: string, verdict: 'Done' | 'Not done', next?: RegExp) {
  const row = page.getByRole('group', { name: title });
  await row.getByText(verdict, { exact: true }).click();
  if (next) await row.getByText(next).click();
}

/** Adds a new rock of step 3 through the Add Rock popup (it collects; Finish makes it). */
async function addRock(page: Page, title: string, ownerName?: string) {
  await page.getByRole('button', { name: 'Add a rock' }).click();
  const popup = page.getByRole('dialog', { name: 'Add Rock' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Title').fill(title);
  await chooseOption(page, popup.getByRole('combobox', { name: 'Type', exact: true }), 'Company');
  if (ownerName)
    await chooseOption(page, popup.getByRole('combobox', { name: 'Owner', exact: true }), ownerName);
  await popup.getByRole('button', { name: 'Add Rock' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('group', { name: title })).toBeVisible();
}

test('a team closes its quarter: three rocks closed (done, carried, dropped), two new rocks, recorded in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await setFeatureFlags(request, { QuarterlyPulsing: true });
  try {
    const team = await createTeam(request, 'Quarterly Co');
    const token = team.owner.token;
    const title = `Leadership ${team.run}`;
    const meetingId = await createMeeting(request, token, title, [team.colleaguePersonId]);
    const { quarter, nextQuarter } = await api(request, token, 'get', `meeting/${meetingId}/quarterly`);
    const rocks = ['Open the Leeds office', 'Hire a CFO', 'Launch the partner app'].map(
      (t) => `${t} ${team.run}`,
    );
    const rockIds: string[] = [];
    for (const rockTitle of rocks) {
      const { rock } = await api(request, token, 'post', 'rocks', {
        ownerId: team.colleaguePersonId,
        title: rockTitle,
        dueDate: lastDayOf(quarter),
        type: 'company',
        tractionIds: [meetingId],
      });
      rockIds.push(rock.id);
    }
    const [leeds, cfo, app] = rocks as [string, string, string];
    const quarterLabel = quarter.replace(/(\d{4})-(Q\d)/, '$2 $1');
    const nextLabel = nextQuarter.replace(/(\d{4})-(Q\d)/, '$2 $1');

    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInWaiting(page, team.owner.email, team.owner.password);
    await page.goto(overviewPath(meetingId));
    await page.getByRole('tab', { name: 'Quarterly session' }).click();
    await expect(page).toHaveURL(/\/quarterlypulsing$/);
    await expect(page.getByRole('heading', { name: `Close ${quarterLabel} with the team` })).toBeVisible();
    await shootBothWidths(page, 'quarterly-start');
    await page.getByRole('button', { name: `Start the session for ${quarterLabel}` }).click();

    // Step 1: three rocks closed, the completion following each verdict.
    await expect(page.getByRole('group', { name: leeds })).toBeVisible();
    await expect(page.getByTestId('quarterly-completion')).toHaveText('0 of 3 done (0%)');
    await decide(page, leeds, 'Done');
    await decide(page, cfo, 'Not done', new RegExp(`Carry to ${nextLabel}`));
    await decide(page, app, 'Not done', /Drop to issues/);
    await expect(page.getByTestId('quarterly-completion')).toHaveText('1 of 3 done (33%)');
    await shootBothWidths(page, 'quarterly-review');

    // Step 2: the V/TO's plans (none published yet: the way to the V/TO).
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'No published V/TO yet' })).toBeVisible();

    // Step 3: two new rocks of the next quarter through Add Rock.
    await page.getByRole('button', { name: 'Next' }).click();
    const newRocks = [`Win ten new clients ${team.run}`, `Close the books in five days ${team.run}`];
    await addRock(page, newRocks[0] as string);
    await addRock(page, newRocks[1] as string, team.colleagueName);
    await shootBothWidths(page, 'quarterly-new-rocks');

    // Step 4: attendees and summary, then Finish records it all.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('checkbox', { name: team.colleagueName })).toBeChecked();
    await expect(page.getByText('2 new rocks')).toBeVisible();
    await shootBothWidths(page, 'quarterly-finish');
    await page.getByRole('button', { name: 'Finish the session' }).click();
    const result = page.getByTestId('quarterly-result');
    await expect(result.getByRole('heading', { name: `${quarterLabel} closed` })).toBeVisible();
    await expect(result.getByText(`carried into ${nextLabel}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${quarterLabel} is closed` })).toBeVisible();
    await shootBothWidths(page, 'quarterly-result');

    // The rocks and the issue as the rest of Cairn sees them.
    const { rocks: closed } = await api(request, token, 'get', `rocks?ids=${rockIds.join(',')}`);
    expect(closed.map((rock: { status: string }) => rock.status)).toEqual(['Done', 'NotDone', 'NotDone']);
    const found = await api(request, token, 'post', 'rocks/search', {
      startIndex: 0,
      endIndex: 50,
      filters: {
        'traction-ids': [meetingId],
        'due-between': [lastDayOf(nextQuarter), lastDayOf(nextQuarter)],
      },
    });
    expect(found.items.map((rock: { title: string }) => rock.title).sort()).toEqual(
      [cfo, ...newRocks].sort(),
    );

    // The session is in the meeting's past meetings.
    await page.getByRole('tab', { name: 'Past meetings' }).click();
    await expect(page.getByText(`Quarterly session ${quarterLabel}`)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 1000 });
    await shoot(page, 'quarterly-history');

    // With the flag off the tab goes and the page says the session is off.
    await setFeatureFlags(request, { QuarterlyPulsing: false });
    await page.goto(`/traction/${meetingId}/${meetingId}/quarterlypulsing`);
    await expect(page.getByRole('heading', { name: 'The quarterly session is off' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Quarterly session' })).toHaveCount(0);
    await shoot(page, 'quarterly-off');
  } finally {
    await setFeatureFlags(request, { QuarterlyPulsing: false });
  }
});
