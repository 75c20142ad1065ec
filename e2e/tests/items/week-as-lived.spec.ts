import { expect, type Locator, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { chooseOption, createItem, overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';
import {
  cellOf,
  mondayOf,
  openScorecard,
  rowOf,
  scorecardIdOf,
  shootScorecard,
} from '../scorecards/scorecard-support.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** The shared 2-core machine under load has taken more than the default 10 s to show a page. */
const expectSoon = expect.configure({ timeout: 30_000 });

/**
 * A popup as the screen shows it, scrolled to `focus` (its footer), at 1440 and at 375 px (each
 * checked with axe), then back to 1440.
 */
async function shootPopup(page: Page, name: string, focus: Locator) {
  await focus.scrollIntoViewIfNeeded();
  await shoot(page, name, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await focus.scrollIntoViewIfNeeded();
  await shoot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Issue 35 ("The week as a team lives it"): the traps a team fell into in its first week. */
test('double clicks send once, a disabled save says why, owners and to-do counts, robots.txt', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Acme Outdoor Co.');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  await signInThroughUi(page, team.owner.email, team.owner.password);

  // Point 1: a double click on Create meeting makes one meeting and no "name taken" message.
  const title = `Quarterly planning ${team.run}`;
  await page.goto('/meeting/new');
  const form = page.getByRole('dialog', { name: 'New meeting' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Create meeting' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/There's a meeting with this name|already/i)).toBeHidden();
  const search = await request.post('/api/v2/meetings/search', {
    headers: bearer(team.owner.token),
    data: { startIndex: 0, endIndex: 100, filters: {} },
  });
  const meetings = (await search.json()).items as { title: string }[];
  expect(meetings.filter((meeting) => meeting.title === title)).toHaveLength(1);

  // Point 3: picking the owner already chosen keeps them; a disabled Add Rock says why.
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();
  await page.keyboard.press('Alt+KeyR');
  const addRock = page.getByRole('dialog', { name: 'Add Rock' });
  await addRock.getByLabel('Title').fill('Open the Leeds office');
  await chooseOption(page, addRock.getByRole('combobox', { name: 'Type', exact: true }), 'Company');
  const owner = addRock.getByRole('combobox', { name: 'Owner', exact: true });
  await expect(owner).toHaveValue('Olivia Owner');
  await chooseOption(page, owner, 'Olivia Owner');
  await expect(owner).toHaveValue('Olivia Owner');
  await expect(addRock.getByRole('button', { name: 'Add Rock' })).toBeEnabled();
  await addRock.getByLabel('Title').fill('');
  const add = addRock.getByRole('button', { name: 'Add Rock' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Fill in every field marked * (and fix any in red) first.');
  await shootPopup(page, 'issue35-add-rock-disabled-reason', addRock.getByText('Fill in every field marked'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(addRock).toBeHidden();

  // Point 4: choosing a colleague replaces the default owner; the popup says how many to-dos.
  await page.keyboard.press('Alt+KeyT');
  const addTodo = page.getByRole('dialog', { name: 'Add To-Do' });
  await addTodo.getByLabel('Title').fill('Call the bank');
  await expect(addTodo.getByText('Makes 1 to-do.')).toBeVisible();
  await chooseOption(page, addTodo.getByRole('combobox', { name: 'Owners' }), team.colleagueName);
  await expect(addTodo.getByText('Makes 1 to-do.')).toBeVisible();
  await chooseOption(page, addTodo.getByRole('combobox', { name: 'Owners' }), 'Olivia Owner');
  await expect(addTodo.getByText('Makes 2 to-dos, one for each owner.')).toBeVisible();
  await addTodo.getByRole('combobox', { name: 'Owners' }).press('Escape');
  await shootPopup(page, 'issue35-add-todo-owners', addTodo.getByRole('combobox', { name: 'Owners' }));

  // Point 13: a real robots.txt, not the app's page.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Disallow: /');
});

/** Issue 35 points 2, 7 and 12: the leadership team meeting, numbers as typed, a team in one room. */
test('the first meeting is suggested as the leadership team, the V/TO marks it and links its rocks; numbers as typed; everyone in the room at once, remembered', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const team = await createTeam(request, 'First Week Co.');
  await signInThroughUi(page, team.owner.email, team.owner.password);

  // Point 2: the organisation's first meeting is offered as its leadership team meeting.
  await page.goto('/meeting/new');
  const form = page.getByRole('dialog', { name: 'New meeting' });
  const leadership = form.getByRole('checkbox', { name: 'Leadership team meeting' });
  await expectSoon(leadership).toBeChecked();
  await shootPopup(page, 'issue35-first-meeting-leadership', leadership);
  // This team decides later, on the V/TO.
  await leadership.uncheck();
  await form.getByRole('checkbox', { name: team.colleagueName }).check();
  const title = `Weekly L10 ${team.run}`;
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Create meeting' }).click();
  await expectSoon(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const meetingId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await createItem(request, team.owner.token, 'rocks', {
    title: 'Hire two engineers',
    ownerId: team.ownerPersonId,
    dueDate: '2030-03-31',
    type: 'company',
    tractionIds: [meetingId],
  });

  // The V/TO's rocks say what is missing and mark it there; the meeting's company rocks are offered.
  await page.getByRole('link', { name: 'V/TO' }).first().click();
  const company = page.getByRole('region', { name: /Vision\/Traction Organizer/ });
  await company.getByRole('button', { name: 'New V/TO' }).click();
  const dialog = page.getByRole('dialog', { name: 'New V/TO' });
  await dialog.getByLabel('V/TO name').fill('This quarter');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await page.getByRole('tab', { name: 'Traction' }).click();
  const rocks = page.getByRole('region', { name: 'Rocks' });
  await expectSoon(rocks.getByText('Company rocks need the leadership team meeting')).toBeVisible();
  await expectSoon(rocks.getByRole('textbox', { name: 'New rock' })).toHaveCount(0);
  await shoot(page, 'issue35-vto-no-leadership');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'issue35-vto-no-leadership-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await rocks.getByRole('button', { name: 'Mark as leadership team' }).click();
  await chooseOption(
    page,
    rocks.getByRole('combobox', { name: 'Link a company rock' }),
    'Hire two engineers',
  );
  await expectSoon(rocks.getByText('Hire two engineers')).toBeVisible();
  await expectSoon(rocks.getByRole('textbox', { name: 'New rock' })).toBeVisible();
  await shoot(page, 'issue35-vto-rock-linked');

  // Point 7: 3.8 h against "< 4 h" with 0 decimals reads 3.8 h, not 4 h; a range goal reads "10 – 20".
  const scorecardId = await scorecardIdOf(request, team.owner.token, meetingId);
  const measurable = async (data: object) => {
    const res = await request.post(`/api/v2/scorecard/${scorecardId}/add-measurable`, {
      headers: bearer(team.owner.token),
      data: { ownerId: team.ownerPersonId, tractionId: meetingId, decimalPlaces: 0, ...data },
    });
    expectSoon(res.status(), await res.text()).toBe(201);
    return (await res.json()).measurable.id as string;
  };
  const hours = await measurable({
    title: 'Response time',
    comparison: 'Less',
    goalValue: 4,
    unitOfMeasure: 'Hours',
  });
  await measurable({ title: 'Demos', comparison: 'Between', goalValue: 10, goalValueMax: 20 });
  const entered = await request.put(`/api/v2/scorecard/${scorecardId}/${hours}/add-measured-value`, {
    headers: bearer(team.owner.token),
    data: { intervalId: mondayOf(0), value: 3.8 },
  });
  expectSoon(entered.status(), await entered.text()).toBe(200);
  await openScorecard(page, meetingId, title);
  await expectSoon(cellOf(page, 'Response time', 0)).toContainText('3.8 h');
  await expectSoon(rowOf(page, 'Demos')).toContainText('10 – 20');
  await shootScorecard(page, 'issue35-scorecard-as-typed');

  // Point 12: the scribe marks everyone in the room at once; the next meeting starts with them there.
  await page.goto(`/meeting/live/${meetingId}`);
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Start meeting' }).click();
  const attendees = page.getByRole('region', { name: 'Attendees' });
  await expectSoon(attendees.getByText('Invited, not here')).toBeVisible();
  await attendees.getByRole('button', { name: "Everyone's here" }).click();
  await expectSoon(attendees.getByText('In the room')).toBeVisible();
  await expectSoon(attendees.getByText('Invited, not here')).toHaveCount(0);
  await shoot(page, 'issue35-live-everyone-here');
  // The meeting ends (its own journey is live-meeting-run.spec.ts); next week's opens.
  const ended = await request.post('/api/v2/live-meeting/end', {
    headers: bearer(team.owner.token),
    data: { meetingThreadId: meetingId },
  });
  expectSoon(ended.status(), await ended.text()).toBe(200);
  await page.goto(`/meeting/live/${meetingId}`);
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await expectSoon(attendees.getByText('In the room')).toBeVisible();
  await expectSoon(attendees.getByText(team.colleagueName)).toBeVisible();
});
