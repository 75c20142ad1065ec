import { expect, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../../support/accounts.ts';
import { overviewPath } from '../../support/items.ts';
import { createMeeting, createTeam } from '../../support/meetings.ts';
import { shoot, shootBothWidths } from '../../support/screenshots.ts';

test('the add popups show their field messages after an edit; Escape asks about unsaved changes', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Careful Typists');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  await expect(page.getByRole('heading', { level: 1, name: l10 })).toBeVisible();

  // Add To-Do: no message on a fresh form; Required after the title is typed and cleared, and
  // after the owners are removed; the due date must be a date.
  await page.keyboard.press('Alt+KeyT');
  const todo = page.getByRole('dialog', { name: 'Add To-Do' });
  await expect(todo.getByText('Required', { exact: true })).toHaveCount(0);
  await todo.getByLabel('Title').fill('x');
  await todo.getByLabel('Title').fill('');
  // Backspace in the owners field removes the preselected owner.
  await todo.getByRole('combobox', { name: 'Owners' }).press('Backspace');
  await expect(todo.getByText('Required', { exact: true }).first()).toBeVisible();
  await expect(todo.getByRole('button', { name: 'Add To-Do' })).toBeDisabled();
  await shootBothWidths(page, 'todo-add-errors', { fullPage: false });

  // Escape with something typed asks first; Return to editing keeps it.
  await todo.getByLabel('Title').fill('Keep me');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'You have unsaved changes.' });
  await expect(question).toBeVisible();
  await shoot(page, 'unsaved-changes', { fullPage: false });
  await question.getByRole('button', { name: 'Return to editing' }).click();
  await expect(todo.getByLabel('Title')).toHaveValue('Keep me');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'You have unsaved changes.' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(todo).toBeHidden();

  // Add Headline: the same rules.
  await page.keyboard.press('Alt+KeyH');
  const headline = page.getByRole('dialog', { name: 'Add Headline' });
  await headline.getByLabel('Title').fill('x');
  await headline.getByLabel('Title').fill('');
  await expect(headline.getByText('Required', { exact: true })).toBeVisible();
  await expect(headline.getByRole('button', { name: 'add headline' })).toBeDisabled();
  await shootBothWidths(page, 'headline-add-errors', { fullPage: false });
});

test('a to-do changed by someone else while it is edited: the save answers 409, the typed title stays, Reload then saves it', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Concurrent Editors');
  const l10 = `Leadership L10 ${team.run}`;
  const l10Id = await createMeeting(request, team.owner.token, l10, [team.colleaguePersonId]);
  const created = await request.post('/api/v2/todos', {
    headers: bearer(team.owner.token),
    data: { title: `Book the offsite ${team.run}`, ownerIds: [team.ownerPersonId], tractionId: l10Id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [original] = ((await created.json()) as { todos: { id: string; version: number; title: string }[] })
    .todos;
  if (!original) throw new Error('no to-do created');

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.goto(overviewPath(l10Id));
  const todos = page.getByRole('region', { name: 'To-Dos' });
  await todos.getByRole('button', { name: `Edit ${original.title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit To-Do' });
  const typed = `Book the offsite in Lisbon ${team.run}`;
  await edit.getByLabel('Title').fill(typed);

  // Meanwhile the colleague's change lands first (through the API, as another client would).
  const changed = await request.put(`/api/v2/todo/${original.id}`, {
    headers: bearer(team.owner.token),
    data: {
      title: original.title,
      ownerId: team.ownerPersonId,
      dueDate: '2030-01-31',
      version: original.version,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('Someone else changed this to-do');
  await expect(edit.getByLabel('Title')).toHaveValue(typed);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shootBothWidths(page, 'todo-edit-stale', { fullPage: false });
  // Reload takes their due date into the untouched field and keeps the typed title.
  await edit.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByLabel('Title')).toHaveValue(typed);
  await expect(edit.getByLabel('Due date')).toHaveValue('2030-01-31');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(todos.getByRole('button', { name: `Edit ${typed}` })).toBeVisible();
  const saved = await request.get(`/api/v2/todo/${original.id}`, { headers: bearer(team.owner.token) });
  expect(((await saved.json()) as { todo: { title: string; dueDate: string } }).todo).toMatchObject({
    title: typed,
    dueDate: '2030-01-31',
  });
});
