import { Badge } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';

/** Marks the organisation's leadership team meeting (at most one). */
export function LeadershipBadge() {
  return (
    <Badge
      variant="light"
      color="grape"
      size="sm"
      tt="none"
      leftSection={<IconCrown size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      Leadership team
    </Badge>
  );
}
