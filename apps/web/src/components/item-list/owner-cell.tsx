import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { FORMER_MEMBER } from '@cairn/domain/people/people.constants';
import { Table } from '@mantine/core';
import { formatPersonName } from '../../lib/person-name.ts';
import { PersonAvatar } from '../person-avatar/person-avatar.tsx';
import classes from './item-table.module.css';

/**
 * An item row's owner cell: the avatar inline before the name, both in the cell itself (no group
 * box, no paragraph: issue 38).
 */
export function OwnerCell({ owner }: { owner: TPerson | undefined }) {
  const name = owner ? formatPersonName(owner) : FORMER_MEMBER;
  return (
    <Table.Td fz="sm" className={classes.owner}>
      <PersonAvatar
        component="span"
        person={owner}
        size={26}
        color="initials"
        name={name}
        className={classes.ownerAvatar}
      />
      {name}
    </Table.Td>
  );
}
