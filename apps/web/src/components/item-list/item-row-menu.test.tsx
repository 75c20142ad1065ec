import { Table, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ItemRowMenu } from './item-row-menu.tsx';

function renderRows(onDrop: () => void) {
  const action = { label: 'Drop to Issues', icon: null, onClick: onDrop, shortcut: 'i' };
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>
            <button type="button">Open the Leeds office</button>
            <TextInput aria-label="Rename" />
          </Table.Td>
          <ItemRowMenu title="Open the Leeds office" actions={[action]} />
        </Table.Tr>
        <Table.Tr>
          <Table.Td>
            <button type="button">Another row</button>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>,
  );
}

describe('ItemRowMenu shortcuts', () => {
  it('runs an action by its key while the focus is in its row, never while typing or elsewhere', async () => {
    const onDrop = vi.fn();
    renderRows(onDrop);
    const user = userEvent.setup({ delay: null });

    screen.getByRole('button', { name: 'Another row' }).focus();
    await user.keyboard('i');
    expect(onDrop).not.toHaveBeenCalled();

    screen.getByRole('textbox', { name: 'Rename' }).focus();
    await user.keyboard('i');
    expect(onDrop).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Open the Leeds office' }).focus();
    await user.keyboard('{Control>}i{/Control}');
    expect(onDrop).not.toHaveBeenCalled();
    await user.keyboard('I');
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it('shows the key beside the entry in the menu', async () => {
    renderRows(vi.fn());
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Actions for Open the Leeds office' }));
    expect(await screen.findByRole('menuitem', { name: /Drop to Issues/ })).toHaveTextContent('I');
  });
});
