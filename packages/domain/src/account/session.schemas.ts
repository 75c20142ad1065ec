import type { TWeekStart } from '../common/clock.ts';
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
  userLocale: string;
};

/** `GET session`: who is signed in and in which organisation. */
export type TSessionAnswer = {
  session: { id: string; expiresAt: string };
  user: TSessionUser;
  hasAccount: boolean;
  orgId: string | null;
  org: { id: string; name: string; themeColor: string; timeZone: string; weekStart: TWeekStart } | null;
  person: { id: string; role: TRole } | null;
  permissions: TPermissionString[];
};
