import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { FORMER_MEMBER } from '@cairn/domain/people/people.constants';
import { Avatar, Group, Text } from '@mantine/core';
import { formatPersonName, initialsOf } from '../../lib/person-name.ts';

/** An item's owner in a list: avatar and name. */
export function OwnerCell({ owner }: { owner: TPerson | undefined }) {
  const name = owner ? formatPersonName(owner) : FORMER_MEMBER;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar size="sm" src={owner?.avatarUrl} alt={name} color="initials" name={name}>
        {owner ? initialsOf(owner) : '?'}
      </Avatar>
      <Text size="sm" lineClamp={1}>
        {name}
      </Text>
    </Group>
  );
}
