import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Table } from '@mantine/core';
import { OwnerCell } from './owner-cell.tsx';

/** An item row's owner cell and its date cell (e.g. the created or due date, already formatted). */
export function OwnerDateCells({ owner, date }: { owner: TPerson | undefined; date: string }) {
  return (
    <>
      <OwnerCell owner={owner} />
      {/* The date in the cell itself, no paragraph inside (issue 38). */}
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Table.Td>
    </>
  );
}
