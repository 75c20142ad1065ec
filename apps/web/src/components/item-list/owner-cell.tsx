import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { FORMER_MEMBER } from '@cairn/domain/people/people.constants';
import { Text } from '@mantine/core';
import { formatPersonName } from '../../lib/person-name.ts';
import { PersonAvatar } from '../person-avatar/person-avatar.tsx';
import classes from './item-table.module.css';

/** An item's owner in a list: avatar and name on one line, the avatar inline (no group box: issue 38). */
export function OwnerCell({ owner }: { owner: TPerson | undefined }) {
  const name = owner ? formatPersonName(owner) : FORMER_MEMBER;
  return (
    <Text size="sm" lineClamp={1} className={classes.owner}>
      <PersonAvatar
        component="span"
        person={owner}
        size={26}
        color="initials"
        name={name}
        className={classes.ownerAvatar}
      />
      {name}
    </Text>
  );
}
