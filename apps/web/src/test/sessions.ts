import { BILLING_OFF_SUBSCRIPTION, type TSessionAnswer } from '@cairn/domain/account/session.schemas';

export const TEST_ORG_ID = '11111111-1111-4111-8111-111111111111';
const TEST_USER_ID = '22222222-2222-4222-8222-222222222222';

/** A signed-in session (Owner of one organisation) with overrides. */
export function buildTestSession(overrides: Partial<TSessionAnswer> = {}): TSessionAnswer {
  return {
    session: { id: '33333333-3333-4333-8333-333333333333', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: TEST_USER_ID,
      email: 'sam@example.com',
      username: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      defaultOrgId: TEST_ORG_ID,
      orgs: [{ id: TEST_ORG_ID, name: 'Acme', logoUrl: null }],
      navBarOpen: null,
      userLocale: 'en',
      localePreference: null,
      licenses: [{ orgId: TEST_ORG_ID, hasLicense: true }],
      permissions: [],
      reverseScorecard: false,
      showAverage: true,
      showTotal: false,
      theme: 0,
      dashboard: 1,
      isInstanceAdmin: false,
      twoFactorEnabled: false,
      avatarUrl: null,
    },
    hasAccount: true,
    orgId: TEST_ORG_ID,
    org: {
      id: TEST_ORG_ID,
      name: 'Acme',
      themeColor: '#ff7900',
      timeZone: 'UTC',
      weekStart: 'Monday',
      requireTwoFactor: false,
      terms: {},
    },
    person: { id: '44444444-4444-4444-8444-444444444444', role: 'Owner', upgradeRequestStatus: 'None' },
    permissions: [],
    subscription: BILLING_OFF_SUBSCRIPTION,
    ...overrides,
  };
}
