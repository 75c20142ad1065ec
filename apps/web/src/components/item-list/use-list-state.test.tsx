import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type TListState, useListState } from './use-list-state.ts';

type TStatus = 'open' | 'done';
let state: TListState<TStatus>;

function Harness() {
  state = useListState<TStatus>({
    scope: 'everyone',
    status: 'open',
    key: 'todos',
    statuses: ['open', 'done'],
  });
  const location = useLocation();
  return <output>{location.search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status').textContent;

describe('useListState (issue 8: list state in the address)', () => {
  it('reads the list from the address, so a reload or a pasted link shows the same list', () => {
    renderAt('/m?todos.status=done&todos.scope=mine&todos.q=invoice&todos.page=3&edit=todo-1');
    expect(state).toMatchObject({ status: 'done', scope: 'mine', text: 'invoice', page: 3 });
  });

  it('reads unknown or broken values as the defaults', () => {
    renderAt('/m?todos.status=lost&todos.scope=all&todos.page=-2');
    expect(state).toMatchObject({ status: 'open', scope: 'everyone', text: '', page: 1 });
  });

  it('writes changes under its own name, leaves defaults out, keeps other params, and goes back to page 1', () => {
    renderAt('/m?edit=todo-1&todos.page=2');
    act(() => state.setStatus('done'));
    expect(address()).toBe('?edit=todo-1&todos.status=done');
    act(() => state.setPage(4));
    act(() => state.setText('acme'));
    expect(address()).toBe('?edit=todo-1&todos.status=done&todos.q=acme');
    act(() => state.setStatus('open'));
    act(() => state.setText(''));
    expect(address()).toBe('?edit=todo-1');
  });
});
