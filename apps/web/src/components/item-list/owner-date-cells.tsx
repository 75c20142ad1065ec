import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Table, Text } from '@mantine/core';
import { OwnerCell } from './owner-cell.tsx';

/** An item row's owner cell and its date cell (e.g. the created or due date, already formatted). */
export function OwnerDateCells({ owner, date }: { owner: TPerson | undefined; date: string }) {
  return (
    <>
      <Table.Td>
        <OwnerCell owner={owner} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date}
        </Text>
      </Table.Td>
    </>
  );
}
