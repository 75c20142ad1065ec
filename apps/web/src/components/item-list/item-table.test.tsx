import { Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { ItemTable } from './item-table.tsx';
import { FIRST_SCREENFUL } from './use-time-sliced-count.ts';

const EMPTY = { title: 'No to-dos', text: 'Add one.' };
const titles = (count: number) => Array.from({ length: count }, (_, index) => `To-do ${index + 1}`);

/** Renders a table of `count` rows; answers the number of rows in the page after each commit. */
function renderTable(count: number) {
  const rowsPerCommit: number[] = [];
  render(
    <TestMantine>
      <Profiler id="list" onRender={() => rowsPerCommit.push(document.querySelectorAll('tbody tr').length)}>
        <ItemTable
          label="To-dos"
          columns={[{ label: 'Title' }]}
          isPending={false}
          empty={EMPTY}
          rows={titles(count)}
          renderRow={(title) => (
            <Table.Tr key={title}>
              <Table.Td>{title}</Table.Td>
            </Table.Tr>
          )}
        />
      </Profiler>
    </TestMantine>,
  );
  return rowsPerCommit;
}

describe('ItemTable', () => {
  it('draws the first screenful of rows at once and the rest in a render after (issue 38)', () => {
    const rowsPerCommit = renderTable(40);
    expect(rowsPerCommit).toEqual([FIRST_SCREENFUL, 40]);
    expect(screen.getAllByRole('row')).toHaveLength(41);
    expect(screen.getByText('To-do 40')).toBeInTheDocument();
  });

  it('draws a list shorter than a screenful whole in its first render', () => {
    expect(renderTable(FIRST_SCREENFUL - 5)[0]).toBe(FIRST_SCREENFUL - 5);
  });

  it('says what to do when there are no rows', () => {
    renderTable(0);
    expect(screen.getByText('No to-dos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
