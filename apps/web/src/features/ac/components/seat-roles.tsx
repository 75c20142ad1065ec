import { ROLE_LINE_HEIGHT, ROLE_WRAP_CHARACTERS } from '@cairn/domain/ac/chart-layout';
import { Stack, Text } from '@mantine/core';

/**
 * A seat's roles as bullets, each wrapping at about 39 characters in 15-high lines (001 §9): the
 * card's height (`cardHeight`) leaves room for every line.
 */
export function SeatRoles({ roles }: { roles: readonly string[] }) {
  return (
    <Stack gap={0} maw={`${ROLE_WRAP_CHARACTERS + 2}ch`}>
      {roles.map((role, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: roles may repeat; the list is only ever replaced whole
        <Text key={index} size="xs" lh={`${ROLE_LINE_HEIGHT}px`} style={{ overflowWrap: 'anywhere' }}>
          • {role}
        </Text>
      ))}
    </Stack>
  );
}
