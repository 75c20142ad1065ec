import { Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList, stubViewport } from '../../test/match-media.ts';
import { TestMantine } from '../../test/render.tsx';
import { PHONE_ROWS } from '../phone-rows.tsx';
import { ItemTable } from './item-table.tsx';

const titles = (count: number, name = 'To-do') =>
  Array.from({ length: count }, (_, index) => `${name} ${index + 1}`);

function Rows({ rows }: { rows: readonly string[] }) {
  return (
    <TestMantine>
      <ItemTable
        label="To-dos"
        columns={[{ label: 'Title' }]}
        isPending={false}
        empty={{ title: 'No to-dos', text: 'Add one.' }}
        rows={rows}
        renderRow={(title) => (
          <Table.Tr key={title}>
            <Table.Td>
              <button type="button">{`Edit ${title}`}</button>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TestMantine>
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

beforeEach(() => stubViewport('phone'));
afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => fakeMediaQueryList(query, false));
});

describe('ItemTable on a phone', () => {
  it('shows the first rows and "Show all (N)"; the button, from the keyboard, shows the rest and focuses the first of them', async () => {
    render(<Rows rows={titles(12)} />);
    expect(bodyRows()).toHaveLength(PHONE_ROWS);
    expect(screen.queryByRole('button', { name: 'Edit To-do 6' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const showAll = screen.getByRole('button', { name: 'Show all (12)' });
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit To-do 6' })).toHaveFocus();
  });

  it('keeps showing all for that list when its rows change (a filter, a search, a page)', async () => {
    const { rerender } = render(<Rows rows={titles(12)} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show all (12)' }));
    rerender(<Rows rows={titles(9, 'Done')} />);
    expect(bodyRows()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('offers no button when every row fits', () => {
    render(<Rows rows={titles(PHONE_ROWS)} />);
    expect(bodyRows()).toHaveLength(PHONE_ROWS);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
