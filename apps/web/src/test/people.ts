import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';

/** The organisation of the feature tests' session (features/test-support/render-feature.tsx). */
export const FEATURE_ORG_ID = '22222222-2222-4222-8222-222222222222';
/** The person of the feature tests' session. */
export const FEATURE_PERSON_ID = '33333333-3333-4333-8333-333333333333';

/** A person of the test organisation (a Member with a licence unless told otherwise). */
export function buildPerson(
  id: string,
  firstName: string,
  lastName: string,
  role: TRole = 'Member',
  orgId = FEATURE_ORG_ID,
): TPerson {
  return {
    id,
    orgId,
    userId: null,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    avatarUrl: null,
    role,
    hasLicense: role !== 'Observer',
    hasAccepted: true,
    upgradeRequestStatus: 'None',
    permissions: [],
    version: 1,
  };
}
