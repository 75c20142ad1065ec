import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OwnerDateCells } from './owner-date-cells.tsx';

const ada = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatarUrl: null,
} as TPerson;

describe('OwnerDateCells', () => {
  it('holds the avatar, the name and the date in the cells themselves', () => {
    renderWithProviders(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <OwnerDateCells owner={ada} date="Nov 29" />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const [owner, date] = screen.getAllByRole('cell');
    expect(owner).toHaveTextContent('ALAda Lovelace');
    expect(owner?.childElementCount).toBe(1);
    expect(date).toHaveTextContent('Nov 29');
    expect(date?.childElementCount).toBe(0);
  });

  it('names a former member when the owner is gone', () => {
    renderWithProviders(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <OwnerDateCells owner={undefined} date="Nov 29" />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    expect(screen.getAllByRole('cell')[0]).toHaveTextContent('?Former member');
  });
});
