import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, LocationProbe, renderFeature } from '../../test-support/render-feature.tsx';
import { BASE_HANDLERS, buildTodo, TODO_ID } from '../test-support.ts';
import { TodoList } from './todo-list.tsx';

const EMPTY = { title: 'No open to-dos', text: 'Add one with Add To-Do.' };

function renderList(todos = [buildTodo()], canChange = true) {
  const api = mockApi({
    ...BASE_HANDLERS,
    [`PUT /todo/${TODO_ID}/complete`]: { body: { todo: buildTodo({ status: 'Done', version: 3 }) } },
  });
  renderFeature(
    <>
      <TodoList todos={todos} isPending={false} canChange={canChange} empty={EMPTY} />
      <LocationProbe />
    </>,
    {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    },
  );
  return { api, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('TodoList', { timeout: 30_000 }, () => {
  it('completes a to-do inline with its version', async () => {
    const { api, user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Complete Call the bank' }));
    await waitFor(() => expect(api.callsTo(`PUT /todo/${TODO_ID}/complete`)).toHaveLength(1));
    expect(api.callsTo(`PUT /todo/${TODO_ID}/complete`)[0]?.body).toEqual({ isComplete: true, version: 2 });
  });

  it('keeps a completed to-do in view, done, with Undo in its toast; Undo sends it back to not done', async () => {
    const { api, user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Complete Call the bank' }));
    expect(await screen.findByText('Done: Call the bank')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Complete Call the bank' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo(`PUT /todo/${TODO_ID}/complete`)).toHaveLength(2));
    expect(api.callsTo(`PUT /todo/${TODO_ID}/complete`)[1]?.body).toEqual({ isComplete: false, version: 3 });
  });

  it('marks open to-dos due before today as overdue, and no others', () => {
    renderList([
      buildTodo({ id: 'a0000000-0000-4000-8000-000000000001', title: 'Late', dueDate: '2020-01-01' }),
      buildTodo({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Later', dueDate: '2099-01-01' }),
      buildTodo({
        id: 'a0000000-0000-4000-8000-000000000003',
        title: 'Done late',
        dueDate: '2020-01-01',
        status: 'Done',
      }),
    ]);
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    const late = screen.getByText('Late').closest('tr');
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(screen.getByText('Later').closest('tr')).not.toHaveAttribute('data-overdue');
    expect(screen.getByText('Done late').closest('tr')).not.toHaveAttribute('data-overdue');
  });

  it('says what to do when empty', () => {
    renderList([]);
    expect(screen.getByText('No open to-dos')).toBeInTheDocument();
    expect(screen.getByText('Add one with Add To-Do.')).toBeInTheDocument();
  });

  it('opens Edit To-Do on a click on the title: the popup goes into the address', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Call the bank' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/?edit=todo-${TODO_ID}`);
  });
});
