import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer, createOrg, registerUser } from '../../support/accounts.ts';
import { chooseOption } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';
import { addCountMeasurable, mondayOf, scorecardIdOf } from '../scorecards/scorecard-support.ts';

/** Lazy chart chunks can take long on the shared 2-core machine: wait up to 30 s, never sleep. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The day `days` after a `YYYY-MM-DD` date. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A call that must succeed; answers its JSON. */
async function ok(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: object,
) {
  const res = await request[method](`/api/v2/${path}`, { headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The last day of the calendar quarter holding `date`. */
function quarterEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const lastMonth = month + 2 - ((month - 1) % 3);
  return new Date(Date.UTC(year, lastMonth, 0)).toISOString().slice(0, 10);
}

/** `signInThroughUi` with the 30 s wait: the home page after the seeding has been slow to show here. */
async function signInWaiting(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
}

const figure = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a leader reads six weeks of the team’s history on Insights, as charts, tables and CSV', async ({
  page,
  request,
}) => {
  // Some 60 calls of seeding before the page: more than the default 2 minutes on a loaded machine.
  test.setTimeout(360_000);
  const team = await createTeam(request, 'Insights Co');
  const token = team.owner.token;
  const meetingTitle = `Leadership ${team.run}`;
  const meetingId = await createMeeting(request, token, meetingTitle, [team.colleaguePersonId]);
  const place = { ownerIds: [team.ownerPersonId], tractionId: meetingId };
  // Six past weeks: four to-dos due each Wednesday, three of them done (75%), four in the last week.
  for (let weeksBack = 6; weeksBack >= 1; weeksBack -= 1) {
    const dueDate = plusDays(mondayOf(weeksBack), 2);
    for (let index = 0; index < 4; index += 1) {
      const { todos } = await ok(request, token, 'post', 'todos', {
        ...place,
        title: `Week -${weeksBack} #${index}`,
        dueDate,
      });
      const shouldBeDone = index < 3 || weeksBack === 1;
      if (shouldBeDone) await ok(request, token, 'put', `todo/${todos[0].id}/complete`, { isComplete: true });
    }
  }
  // This quarter's rocks: one done, one off track, one on track.
  const rockIds: string[] = [];
  for (const title of ['Open the Leeds office', 'Hire a CFO', 'Launch the app']) {
    const { rock } = await ok(request, token, 'post', 'rocks', {
      ownerId: team.ownerPersonId,
      title: `${title} ${team.run}`,
      dueDate: quarterEnd(mondayOf(0)),
      type: 'company',
      tractionIds: [meetingId],
    });
    rockIds.push(rock.id);
  }
  await ok(request, token, 'put', `rock/${rockIds[0]}/complete`, { isComplete: true });
  await ok(request, token, 'put', `rock/${rockIds[1]}/status`, { status: 'OffTrack' });
  // Issues: three raised, two solved.
  for (let index = 0; index < 3; index += 1) {
    const { issue } = await ok(request, token, 'post', 'issues', {
      ownerId: team.ownerPersonId,
      title: `Issue ${index} ${team.run}`,
      tractionId: meetingId,
      entityType: 'meeting',
    });
    if (index < 2) await ok(request, token, 'put', `issue/${issue.id}/solve`, { isSolved: true });
  }
  // A weekly number with a goal of 10, entered for six weeks: on target four times.
  const scorecardId = await scorecardIdOf(request, token, meetingId);
  const measurableId = await addCountMeasurable(
    request,
    token,
    { scorecardId, meetingId, ownerId: team.ownerPersonId },
    'Sales calls',
    10,
  );
  for (const [weeksBack, value] of [
    [6, 12],
    [5, 8],
    [4, 10],
    [3, 15],
    [2, 7],
    [1, 11],
  ] as const) {
    await ok(request, token, 'put', `scorecard/${scorecardId}/${measurableId}/add-measured-value`, {
      intervalId: mondayOf(weeksBack),
      value,
    });
  }

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInWaiting(page, team.owner.email, team.owner.password);
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveURL(/\/insights$/);

  // To-dos: 13 weeks, the table (there for screen readers) says 3 of 4, and n counts them all.
  const todos = figure(page, 'To-do completion');
  await expect(todos.getByText('n = 24')).toBeVisible();
  await todos.getByRole('button', { name: 'Show table' }).click();
  const todoTable = todos.getByRole('table', { name: 'To-do completion' });
  await expect(todoTable.getByRole('row')).toHaveCount(14);
  await expect(todoTable.getByRole('row').nth(8)).toContainText('3475');
  await expect(todoTable.getByRole('row').nth(12)).toContainText('44100');
  await expect(figure(page, 'Measurables on target').getByText('n = 6')).toBeVisible();
  await expect(figure(page, 'Issues raised and solved').getByText('n = 5')).toBeVisible();
  await expect(todos.locator('.recharts-surface').first()).toBeVisible();
  await shoot(page, 'insights-1440');

  // The CSV of a figure: a header and a line per week.
  const download = page.waitForEvent('download');
  await todos.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^to-do-completion-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Period,Done,Due,Done %');
  expect(csv).toContain(`${plusDays(mondayOf(1), 0)},4,4,100`);

  // By quarter, for the one meeting: the rocks of this quarter, one of three done.
  await page.getByText('4 quarters', { exact: true }).click();
  await expect(page).toHaveURL(/span=4q/);
  await chooseOption(page, page.getByRole('combobox', { name: 'Meeting' }), meetingTitle);
  await expect(page).toHaveURL(/span=4q/);
  await expect(page).toHaveURL(new RegExp(`meeting=${meetingId}`));
  const rocks = figure(page, 'Rocks per quarter');
  await rocks.getByRole('button', { name: 'Show table' }).click();
  await expect(rocks.getByRole('table').getByRole('row').last()).toContainText('111033');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(rocks).toBeVisible();
  await shoot(page, 'insights-375');
});

test('a new organisation sees what Insights will show once the team works', async ({ page, request }) => {
  const founder = await registerUser(request, { firstName: 'Nia', lastName: 'New' });
  await createOrg(request, founder.token, `Fresh Co ${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWaiting(page, founder.email, founder.password);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Nothing to count yet' })).toBeVisible();
  await shoot(page, 'insights-empty');
});
