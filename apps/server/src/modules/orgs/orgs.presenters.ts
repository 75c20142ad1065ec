import type { TOrg, TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { ROLE_PERMISSION_STRINGS } from '@cairn/domain/permissions/matrix';
import { isPaidRole } from '@cairn/domain/permissions/roles';
import type { TOrgRow } from './orgs.repository.ts';
import type { TPersonRow } from './people.repository.ts';

/** An organisation row as the API answers it (ZOrg). */
export function presentOrg(row: TOrgRow): TOrg {
  return {
    id: row.id,
    name: row.name,
    themeColor: row.themeColor,
    ownerPersonId: row.ownerPersonId,
    timeZone: row.timeZone,
    weekStart: row.weekStart,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A person row as the API answers it (ZPerson), with the role's licence and permission strings. */
export function presentPerson(row: TPersonRow): TPerson {
  return {
    id: row.id,
    orgId: row.orgId,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.role,
    hasLicense: isPaidRole(row.role),
    hasAccepted: row.hasAccepted,
    upgradeRequestStatus: row.upgradeRequestStatus,
    permissions: [...ROLE_PERMISSION_STRINGS[row.role]],
    version: row.version,
  };
}
