import { expect, type Page, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { createMeetingItems, overviewPath } from '../../support/items.ts';
import { liveRegistered } from '../../support/live.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot } from '../../support/screenshots.ts';

const widget = (page: Page, title: string) => page.getByRole('region', { name: `${title} widget` });

test('a person finds their week on the default dashboard, adds a widget, and it stays', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Dashboard Co');
  const meetingId = await createMeeting(request, team.owner.token, `Leadership ${team.run}`, [
    team.colleaguePersonId,
  ]);
  const titles = {
    rock: `Open two offices ${team.run}`,
    issue: `Hiring is slow ${team.run}`,
    headline: `Won the Acme deal ${team.run}`,
    todo: `Send the board pack ${team.run}`,
  };
  await createMeetingItems(request, team.owner.token, { ownerId: team.ownerPersonId, meetingId }, titles);

  await signInThroughUi(page, team.owner.email, team.owner.password);
  // The default dashboard: my to-dos, rocks and issues, my meetings, my measurables.
  for (const title of ['To-Dos', 'Rocks', 'Issues', 'Meetings', 'Measurables']) {
    await expect(widget(page, title)).toBeVisible();
  }
  await expect(widget(page, 'To-Dos').getByText(titles.todo)).toBeVisible();
  await expect(widget(page, 'Rocks').getByText(titles.rock)).toBeVisible();
  await expect(widget(page, 'Issues').getByText(titles.issue)).toBeVisible();
  await expect(widget(page, 'Meetings').getByRole('link', { name: `Leadership ${team.run}` })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await shoot(page, 'dashboard-default');

  // Add a Headlines widget of mine: it lists the headlines to review. The status options wait for
  // the HeadlineStatusFilter flag (000 §6, off by default).
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Headlines' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mine' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'To review' })).toHaveCount(0);
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v2/dashboard') && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(widget(page, 'Headlines').getByText(titles.headline)).toBeVisible();
  expect((await saved).status()).toBe(200);

  // Focus scrolled back up stops below the sticky header, not under it (WCAG 2.4.11).
  const todoBox = widget(page, 'To-Dos').getByRole('checkbox', { name: `Complete ${titles.todo}` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await todoBox.focus();
  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  expect((await todoBox.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);

  // Ticking a to-do in the widget completes it everywhere.
  await todoBox.click();
  await expect(page.getByText(`Done: ${titles.todo}`)).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.post('/api/v2/todos/search', {
        headers: bearer(team.owner.token),
        data: { filters: { 'text-search': [titles.todo] } },
      });
      return ((await res.json()) as { items: { status: string }[] }).items[0]?.status;
    })
    .toBe('Done');

  // After a reload the widget is still there.
  await page.reload();
  await expect(widget(page, 'Headlines')).toBeVisible();
  await shoot(page, 'dashboard-added');
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(widget(page, 'Headlines')).toBeVisible();
  await shoot(page, 'dashboard-768');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(widget(page, 'Headlines')).toBeVisible();
  await shoot(page, 'dashboard-375');
  // Back to a desktop width, the grid lays the widgets out side by side again (it once kept
  // measuring the phone's removed column and drew every widget on top of the first).
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expect
    .poll(async () => {
      const [todos, rocks] = await Promise.all([
        widget(page, 'To-Dos').boundingBox(),
        widget(page, 'Rocks').boundingBox(),
      ]);
      return todos && rocks ? rocks.x >= todos.x + todos.width : false;
    })
    .toBe(true);

  // The meeting page shows the to-do done as well.
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the week at a glance, a widget dragged to a new place, and an issue from another device arriving live', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Week Co');
  const created = await request.post('/api/v2/meetings', {
    headers: bearer(team.owner.token),
    data: {
      title: `Weekly L10 ${team.run}`,
      inviteeIds: [team.colleaguePersonId],
      schedule: { weekday: 2, time: '09:00', timeZone: 'UTC' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meetingId = ((await created.json()) as { meeting: { id: string } }).meeting.id;

  await page.setViewportSize({ width: 1440, height: 1400 });
  const registered = liveRegistered(page, { method: 'register' });
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await registered;
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('link', { name: `Weekly L10 ${team.run}` })).toBeVisible();
  await expect(week.getByText('issues I own in it')).toBeVisible();
  await expect(week.getByText('numbers to enter for last week')).toBeVisible();

  // Drag the Meetings widget by its grip to the top left: the layout is saved and stays.
  const grip = widget(page, 'Meetings').locator('.widget-drag-handle');
  const target = widget(page, 'To-Dos');
  const from = await grip.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('widgets are not on screen');
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v2/dashboard') && res.request().method() === 'PUT',
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 100, from.y - 100, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 10, { steps: 10 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  const stored = await request.get('/api/v2/dashboard', { headers: bearer(team.owner.token) });
  const meetings = (
    (await stored.json()) as { dashboard: { widgetSettings: { i: string; x: number; y: number }[] } }
  ).dashboard.widgetSettings.find((w) => w.i === 'meetings');
  expect(meetings).toMatchObject({ x: 0, y: 0 });

  // Resize the Rocks widget from its corner: saved, and the same size after a reload.
  type TStored = { dashboard: { widgetSettings: { i: string; w: number; h: number }[] } };
  const sizeOf = async (id: string) => {
    const answer = await request.get('/api/v2/dashboard', { headers: bearer(team.owner.token) });
    return ((await answer.json()) as TStored).dashboard.widgetSettings.find((w) => w.i === id);
  };
  const rocksBefore = await sizeOf('rocks-mine');
  if (!rocksBefore) throw new Error('the default dashboard has no Rocks widget');
  const corner = page
    .locator('.react-grid-item', { has: widget(page, 'Rocks') })
    .locator('.react-resizable-handle-se');
  await corner.scrollIntoViewIfNeeded();
  const handle = await corner.boundingBox();
  if (!handle) throw new Error('the Rocks widget has no resize corner');
  const resized = page.waitForResponse(
    (res) => res.url().endsWith('/api/v2/dashboard') && res.request().method() === 'PUT',
  );
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 60, handle.y + 60, { steps: 5 });
  await page.mouse.move(handle.x + 200, handle.y + 160, { steps: 10 });
  await page.mouse.up();
  expect((await resized).status()).toBe(200);
  const rocksAfter = await sizeOf('rocks-mine');
  // Wider only when the grid has room on its right; always taller.
  expect(rocksAfter?.w).toBeGreaterThanOrEqual(rocksBefore.w);
  expect(rocksAfter?.h).toBeGreaterThan(rocksBefore.h);
  // The reload opens a new socket: the live step below needs its registration.
  const registeredAgain = liveRegistered(page, { method: 'register' });
  await page.reload();
  await registeredAgain;
  await expect(widget(page, 'Rocks')).toBeVisible();
  const box = await widget(page, 'Rocks').boundingBox();
  expect(box?.height).toBeGreaterThan(rocksBefore.h * 38);

  // An issue raised from another device (the API, as the owner) shows in the widget at once.
  const title = `Churn is up ${team.run}`;
  const issue = await request.post('/api/v2/issues', {
    headers: bearer(team.owner.token),
    data: { ownerId: team.ownerPersonId, title, tractionId: meetingId, entityType: 'meeting' },
  });
  expect(issue.status(), await issue.text()).toBe(201);
  await expect(widget(page, 'Issues').getByText(title)).toBeVisible();
  await expect(week.getByText('issues I own in it')).toBeVisible();
  await shoot(page, 'dashboard-week');
});
