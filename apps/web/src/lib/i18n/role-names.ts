import type { TRole } from '@cairn/domain/permissions/roles';
import type { TTextKey } from './i18n.ts';

/**
 * The key of each role's name (`role.name.*`: the first page carries them with the shell, as the
 * notifications name roles by the same keys). 'Free Observer' for observers, 000 §6.
 */
export const ROLE_NAME_KEYS: Readonly<Record<TRole, TTextKey>> = {
  Owner: 'role.name.owner',
  Admin: 'role.name.admin',
  Manager: 'role.name.manager',
  Member: 'role.name.member',
  Observer: 'role.name.observer',
  Implementer: 'role.name.implementer',
};
