import type { TWeekStart } from '../common/clock.ts';
import type { TUpgradeRequestStatus } from '../people/people.constants.ts';
import type { TPermissionString } from '../permissions/actions.ts';
import type { TRole } from '../permissions/roles.ts';

/** The signed-in user as the session answers it (spec 002 §3). */
export type TSessionUser = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  defaultOrgId: string | null;
  orgs: { id: string; name: string }[];
  navBarOpen: boolean | null;
  /** The browser's language (the request's Accept-Language), e.g. `en-US`; numbers and dates follow it. */
  userLocale: string;
  /** Per organisation of the user: whether their role holds a licence there (000 §6). */
  licenses: { orgId: string; hasLicense: boolean }[];
  /** The role's `scope|action` strings in the current organisation (same as the answer's `permissions`). */
  permissions: TPermissionString[];
  /** Scorecard preferences in the current organisation (002 §3); the defaults without one. */
  reverseScorecard: boolean;
  showAverage: boolean;
  showTotal: boolean;
  /** Theme and home page in the current organisation (`PUT user/theme`, `PUT user/dashboard`). */
  theme: number;
  dashboard: number;
  /** The instance administrator (sets feature flags for everyone). */
  isInstanceAdmin: boolean;
};

/** The organisation's subscription as the session carries it: "none" until billing exists. */
export type TSessionSubscription = { status: 'none'; trialDaysRemaining: null };

/** `GET session`: who is signed in and in which organisation. */
export type TSessionAnswer = {
  session: { id: string; expiresAt: string };
  user: TSessionUser;
  hasAccount: boolean;
  orgId: string | null;
  org: { id: string; name: string; themeColor: string; timeZone: string; weekStart: TWeekStart } | null;
  person: { id: string; role: TRole; upgradeRequestStatus: TUpgradeRequestStatus } | null;
  permissions: TPermissionString[];
  subscription: TSessionSubscription | null;
};
