import { todayIn } from '@cairn/domain/common/clock';
import { addDays } from '@cairn/domain/items/calendar-date';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { BASE_HANDLERS, BEA_ID, buildTodo, MEETING_ID } from '../test-support.ts';
import { AddPersonalTodoPanel } from './add-personal-todo-panel.tsx';
import { AddTodoPanel } from './add-todo-panel.tsx';

const LOAD = { timeout: 5000 };

function renderAdd(
  handlers: Parameters<typeof mockApi>[0] = {},
  tractionId: string | null = MEETING_ID,
  role: TRole = 'Member',
) {
  const api = mockApi({ ...BASE_HANDLERS, ...handlers });
  const onClose = vi.fn();
  renderFeature(<AddTodoPanel tractionId={tractionId} onClose={onClose} />, {
    url: '/',
    path: '/',
    session: buildSession(role),
  });
  return { api, onClose, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('AddTodoPanel', { timeout: 30_000 }, () => {
  it('shows Required on a cleared title and keeps Add disabled', async () => {
    const { user } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.type(title, 'x');
    await user.clear(title);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To-Do' })).toBeDisabled();
  });

  it('needs at least one owner', async () => {
    const { user } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Call');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add To-Do' })).toBeEnabled());
    const owners = screen.getByRole('combobox', { name: /Owners/ });
    await user.click(owners);
    await user.keyboard('{Backspace}');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To-Do' })).toBeDisabled();
  });

  it('starts with the due date 7 days ahead and the given meeting', async () => {
    renderAdd();
    const due = await screen.findByLabelText(/Due date/, undefined, LOAD);
    expect(due).toHaveValue(addDays(todayIn(new Date(), 'UTC'), 7));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Meeting/ })).toHaveValue('Team sync'));
  });

  it('creates one to-do per owner with one call and closes with the server message', async () => {
    const { api, onClose, user } = renderAdd(
      {
        'POST /todos': {
          status: 201,
          body: {
            todos: [buildTodo(), buildTodo({ ownerId: BEA_ID })],
            messages: [{ id: 'ITEM_CREATED', type: 'success', text: 'Created: Call the bank' }],
          },
        },
      },
      MEETING_ID,
      'Owner',
    );
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Call the bank');
    await user.type(screen.getByRole('combobox', { name: /Owners/ }), 'Bea');
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    // The first pick replaced the default owner; adding oneself back is choosing to add more.
    await user.type(screen.getByRole('combobox', { name: /Owners/ }), 'Frances');
    await user.click(await screen.findByRole('option', { name: 'Frances Founder', hidden: true }));
    expect(screen.getByText('Makes 2 to-dos, one for each owner.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add To-Do' }));

    expect(await screen.findByText('Created: Call the bank')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const posts = api.callsTo('POST /todos');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ title: 'Call the bank', tractionId: MEETING_ID });
    expect([...((posts[0]?.body as { ownerIds?: string[] } | undefined)?.ownerIds ?? [])].sort()).toEqual(
      [PERSON_ID, BEA_ID].sort(),
    );
  });

  it('replaces the default owner with the colleague picked and says how many to-dos it makes (issue 35)', async () => {
    const { api, onClose, user } = renderAdd(
      { 'POST /todos': { status: 201, body: { todos: [buildTodo({ ownerId: BEA_ID })] } } },
      MEETING_ID,
      'Owner',
    );
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Call the bank');
    expect(await screen.findByText('Makes 1 to-do.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Owners/ }), 'Bea');
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    expect(screen.getByText('Makes 1 to-do.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add To-Do' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /todos')[0]?.body).toMatchObject({ ownerIds: [BEA_ID] });
  });

  it('offers a Member only themselves as owner (000 §6)', async () => {
    const { user } = renderAdd();
    await user.type(await screen.findByRole('combobox', { name: /Owners/ }, LOAD), 'Bea');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('keeps what was typed and shows a server field message on its field', async () => {
    const { onClose, user } = renderAdd({
      'POST /todos': {
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'X', type: 'error', field: 'title', text: 'That title is taken' }],
        },
      },
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.type(title, 'Call');
    await user.click(screen.getByRole('button', { name: 'Add To-Do' }));
    expect(await screen.findByText('That title is taken')).toBeInTheDocument();
    expect(title).toHaveValue('Call');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a meeting is needed first when the person has none', async () => {
    renderAdd({ 'POST /meetings/search': { body: { items: [], totalCount: null, totalPages: null } } }, null);
    expect(
      await screen.findByText('Adding a first To-Do requires a meeting', undefined, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a meeting' })).toBeInTheDocument();
  });
  it('sends one request on a double click of Add To-Do (issue 35)', async () => {
    const { api, onClose, user } = renderAdd({
      'POST /todos': { status: 201, body: { todos: [buildTodo()] } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Call the bank');
    const add = () => screen.getByRole('button', { name: 'Add To-Do' });
    await waitFor(() => expect(add()).toBeEnabled());
    await expectOneRequestOnDoubleClick(user, api, 'POST /todos', add, () =>
      expect(onClose).toHaveBeenCalled(),
    );
  });
});

describe('AddPersonalTodoPanel', { timeout: 30_000 }, () => {
  /** The personal panel of a Member, its create call answered. */
  const renderPersonalPanel = () => {
    const api = mockApi({
      ...BASE_HANDLERS,
      'POST /todos/personal': { status: 201, body: { todo: buildTodo({ tractionId: null }) } },
    });
    const onClose = vi.fn();
    renderFeature(<AddPersonalTodoPanel onClose={onClose} />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    return { api, onClose, user: userEvent.setup({ delay: null }) };
  };

  it('sends title and due date without a meeting', async () => {
    const { api, onClose, user } = renderPersonalPanel();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Read a book');
    await user.click(screen.getByRole('button', { name: 'Add To-Do' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.callsTo('POST /todos/personal')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ title: 'Read a book', dueDate: addDays(todayIn(new Date(), 'UTC'), 7) });
    expect(api.callsTo('POST /todos')).toHaveLength(0);
  });

  it('sends one request on a double click of Add (personal to-do, issue 35)', async () => {
    const { api, onClose, user } = renderPersonalPanel();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Book the dentist');
    const add = () => screen.getByRole('button', { name: 'Add To-Do' });
    await waitFor(() => expect(add()).toBeEnabled());
    await expectOneRequestOnDoubleClick(user, api, 'POST /todos/personal', add, () =>
      expect(onClose).toHaveBeenCalled(),
    );
  });
});
