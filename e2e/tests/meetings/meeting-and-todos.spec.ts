import { expect, test } from '@playwright/test';
import { addMember, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shoot } from '../../support/screenshots.ts';

test('an Owner creates a meeting with an edited agenda, adds a shared to-do and completes it', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Olivia', lastName: 'Owner' });
  const colleague = await registerUser(request, { firstName: 'Carl', lastName: `Colleague${run}` });
  await createOrg(request, owner.token, `Meeting Makers ${run}`);
  await addMember(
    request,
    owner.token,
    {
      firstName: colleague.firstName,
      lastName: colleague.lastName,
      email: colleague.email,
      role: 'Member',
    },
    colleague,
  );
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
  const title = `Weekly L10 ${run}`;
  const todoTitle = `Send the scorecard ${run}`;

  await signInThroughUi(page, owner.email, owner.password);

  // Meetings from the left menu: no meeting yet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await page.getByRole('link', { name: 'New meeting' }).click();

  const form = page.getByRole('dialog', { name: 'New meeting' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('checkbox', { name: colleagueName }).check();
  await expect(form.getByRole('checkbox', { name: colleagueName })).toBeChecked();

  // The agenda starts as Level 10 (90 minutes).
  await expect(form.getByTestId('agenda-total')).toHaveText('Total: 90 minutes');
  await form.getByLabel('Name of section 1').fill('Good news');
  await expect(form.getByLabel('Minutes of Good news')).toBeVisible();
  await form.getByLabel('Minutes of IDS').fill('45');
  await form.getByRole('button', { name: 'Add section' }).click();
  await form.getByLabel('Name of section 8').fill('Kudos');
  await form.getByLabel('Minutes of Kudos').fill('5');
  await form.getByRole('button', { name: 'Remove Scorecard' }).click();
  await expect(form.getByLabel('Name of section 1')).toHaveValue('Good news');
  await expect(form.getByLabel(/^Name of section \d+$/)).toHaveCount(7);
  // 5 (Good news) + 5 + 5 + 5 + 45 (IDS) + 5 + 5 (Kudos)
  const total = 5 + 5 + 5 + 5 + 45 + 5 + 5;
  await expect(form.getByTestId('agenda-total')).toHaveText(`Total: ${total} minutes`);
  // The popup scrolls inside itself: bring the agenda's total under the sticky header into view.
  await form.getByTestId('agenda-total').evaluate((total) => total.scrollIntoView({ block: 'center' }));
  await shoot(page, 'meeting-new-agenda');

  // Creating the meeting opens it; Back returns to the list, where it now shows.
  await form.getByRole('button', { name: 'Create meeting' }).click();
  await expect(page.getByText(`${title} created.`)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/traction\/[^/]+\/[^/]+/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Meetings' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(`${title} created.`)).toBeHidden({ timeout: 5000 });
  await shoot(page, 'meeting-list');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  // Transitions finish at once, so the shot shows the settled phone layout (the menu closes with an animation).
  await shoot(page, 'meeting-list-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The overview shows the edited agenda in order, with its total.
  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/traction\/[^/]+\/[^/]+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const agenda = page.getByRole('list', { name: 'Agenda' });
  await expect(agenda.getByRole('listitem')).toHaveText([
    /Good news\s*5 min/,
    /Rock review\s*5 min/,
    /Headlines\s*5 min/,
    /To-do list\s*5 min/,
    /IDS\s*45 min/,
    /Conclude\s*5 min/,
    /Kudos\s*5 min/,
  ]);
  await expect(page.getByText(`${total} minutes in total`)).toBeVisible();
  await shoot(page, 'meeting-overview');

  // A Meeting To-Do for the Owner and the colleague, from the sub-header: Add To-Do opens it at once.
  await page.getByRole('toolbar', { name: 'Add items' }).getByRole('button', { name: 'Add To-Do' }).click();
  const addTodo = page.getByRole('dialog', { name: 'Add To-Do' });
  await addTodo.getByLabel('Title').fill(todoTitle);
  // Opened from the meeting's page, the popup preselects that meeting.
  await expect(addTodo.getByRole('combobox', { name: 'Meeting' })).toHaveValue(title);
  const owners = addTodo.getByRole('combobox', { name: 'Owners' });
  await owners.click();
  await owners.fill(colleague.lastName);
  await page.getByRole('option', { name: colleagueName }).click();
  // The colleague replaces the default owner (issue 35); adding oneself again makes two to-dos.
  await owners.fill('Olivia');
  await page.getByRole('option', { name: 'Olivia Owner' }).click();
  await owners.press('Escape');
  await expect(addTodo.getByText(colleagueName)).toBeVisible();
  await expect(addTodo.getByText('Olivia Owner')).toBeVisible();
  await expect(addTodo.getByText('Makes 2 to-dos, one for each owner.')).toBeVisible();
  await addTodo.getByRole('button', { name: 'Add To-Do' }).click();
  await expect(addTodo).toBeHidden();
  await expect(page.getByText(`Created: ${todoTitle}`)).toBeVisible();

  // My To-Dos: complete it inline.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'To-Dos' }).click();
  await expect(page).toHaveURL(/\/todos$/);
  // The URL changes before the lazy page has loaded; the meeting page (with its own To-Dos
  // table listing both owners' copies) stays in view until then.
  await expect(page.getByRole('heading', { level: 1, name: 'My To-Dos' })).toBeVisible();
  const todos = page.getByRole('table', { name: 'To-Dos' });
  const complete = todos.getByRole('checkbox', { name: `Complete ${todoTitle}` });
  await expect(complete).toBeVisible();
  await expect(complete).not.toBeChecked();
  await expect(page.getByText(`Created: ${todoTitle}`)).toBeHidden({ timeout: 5000 });
  await shoot(page, 'my-todos');
  // A completed to-do stays in view (its toast offers Undo for 5 s), then leaves the Open list
  // and shows, ticked, under Done.
  await complete.click();
  await expect(page.getByRole('heading', { name: 'No open to-dos' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: 'Done (1)' })).toBeAttached();
  await page.getByRole('radiogroup', { name: 'Status of to-dos' }).getByText('Done (1)').click();
  await expect(page.getByRole('radio', { name: 'Done (1)' })).toBeChecked();
  await expect(todos.getByRole('checkbox', { name: `Complete ${todoTitle}` })).toBeChecked();
  // The list's filter is in the address: a reload keeps Done, and Back returns to Open.
  await expect(page).toHaveURL(/[?&]todos\.status=done/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Done (1)' })).toBeChecked();
  await expect(todos.getByRole('checkbox', { name: `Complete ${todoTitle}` })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('radio', { name: /^Open/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'No open to-dos' })).toBeVisible();
});
