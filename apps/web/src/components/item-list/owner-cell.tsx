import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { FORMER_MEMBER } from '@cairn/domain/people/people.constants';
import { Group, Text } from '@mantine/core';
import { formatPersonName } from '../../lib/person-name.ts';
import { PersonAvatar } from '../person-avatar/person-avatar.tsx';

/** An item's owner in a list: avatar and name. */
export function OwnerCell({ owner }: { owner: TPerson | undefined }) {
  const name = owner ? formatPersonName(owner) : FORMER_MEMBER;
  return (
    <Group gap="xs" wrap="nowrap">
      <PersonAvatar person={owner} size={26} color="initials" name={name} />
      <Text size="sm" lineClamp={1}>
        {name}
      </Text>
    </Group>
  );
}
