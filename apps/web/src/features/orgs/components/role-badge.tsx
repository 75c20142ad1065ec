import type { TRole } from '@cairn/domain/permissions/roles';
import { ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { Badge } from '@mantine/core';

const ROLE_COLORS: Record<TRole, string> = {
  Owner: 'brand',
  Admin: 'indigo',
  Manager: 'teal',
  Member: 'gray',
  Observer: 'gray',
  Implementer: 'grape',
};

/** A person's role as a small badge ('Free Observer' for observers, 000 §6). */
export function RoleBadge({ role }: { role: TRole }) {
  return (
    <Badge
      color={ROLE_COLORS[role]}
      variant={role === 'Observer' ? 'outline' : 'light'}
      radius="sm"
      tt="none"
    >
      {ROLE_LABELS[role]}
    </Badge>
  );
}
