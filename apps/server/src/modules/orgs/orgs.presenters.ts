import type { TOrg, TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { holdsLicense } from '@cairn/domain/people/licence';
import { permissionStringsOf } from '@cairn/domain/permissions/matrix';
import type { TOrgRow } from './orgs.repository.ts';
import type { TPersonRow } from './people.repository.ts';

/** An organisation row as the API answers it (ZOrg). */
export function presentOrg(row: TOrgRow): TOrg {
  return {
    id: row.id,
    name: row.name,
    themeColor: row.themeColor,
    logoUrl: row.logoUrl,
    ownerPersonId: row.ownerPersonId,
    timeZone: row.timeZone,
    weekStart: row.weekStart,
    website: row.website,
    phone: row.phone,
    requireTwoFactor: row.requireTwoFactor,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A person row as the API answers it (ZPerson), with the role's permission strings and whether
 * they hold a licence, given their organisation's free domains (`licence.ts`).
 */
export function presentPerson(row: TPersonRow, freeDomains: readonly string[] = []): TPerson {
  return {
    id: row.id,
    orgId: row.orgId,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.role,
    hasLicense: holdsLicense(row, freeDomains),
    hasAccepted: row.hasAccepted,
    upgradeRequestStatus: row.upgradeRequestStatus,
    permissions: permissionStringsOf(row),
    version: row.version,
  };
}
