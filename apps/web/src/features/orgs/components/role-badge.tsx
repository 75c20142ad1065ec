import type { TRole } from '@cairn/domain/permissions/roles';
import { Badge } from '@mantine/core';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

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
  const { t } = useTranslation();
  return (
    <Badge
      color={ROLE_COLORS[role]}
      variant={role === 'Observer' ? 'outline' : 'light'}
      radius="sm"
      tt="none"
    >
      {t(ROLE_NAME_KEYS[role])}
    </Badge>
  );
}
