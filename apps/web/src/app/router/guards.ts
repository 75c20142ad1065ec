import type { TFeatureFlags } from '@cairn/domain/flags/feature-flags';
import { loginPathFor, redirectTargetFrom } from '../../lib/navigation/redirect.ts';
import type { TSession } from '../../lib/session/session-query.ts';
import {
  needsOrganisation,
  SSO_REGISTER_PATH,
  SSO_REQUIRED_PATH,
  type TAppRoute,
  TWO_FACTOR_SETUP_PATH,
} from './route-table.ts';

/** Where a route's visitor may go: show it, wait, go elsewhere, or the not-found page. */
export type TAccessDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; state?: { isAfterSignIn: true } }
  | { kind: 'not-found' };

/** What the guard knows about the visit. */
export type TAccessInput = {
  route: TAppRoute;
  /** undefined while the session loads, null when nobody is signed in. */
  session: TSession | undefined;
  flags: TFeatureFlags;
  location: { pathname: string; search: string; hash: string };
};

/** Home: after sign-in and after an organisation change (002 §2). */
const HOME_PATH = '/';
/** Where a signed-in person without an organisation goes (000 §2.2, NewToolsUser of 002 §1). */
const NO_ORG_WELCOME_PATH = '/welcome/tools/user';

/**
 * THE route guard (000 §2.2, 002 §2), the one place that decides access:
 * - a route behind an off flag is not found;
 * - public routes show at once; the sign-in page sends a signed-in user on to `?redirect=`;
 * - everything else waits for the session, and an unsigned visitor goes to /login?redirect={path};
 * - entry routes need no organisation; an organisation route (home too) without one goes to the
 *   welcome route, whose set-up guide says so and offers to create one;
 * - when the organisation requires two-factor sign-in and the person has not set it up, its
 *   pages lead to the set-up page (the server refuses their calls with 403 TWO_FACTOR_REQUIRED);
 *   the Manage account popup stays open to them.
 * - an account a first single sign-on made goes to /register-sso until it accepts the policy, and
 *   a member who signed in with a password where the organisation requires single sign-on goes to
 *   /sso-required from its pages (the server answers 403 SSO_TERMS_REQUIRED / SSO_REQUIRED).
 * The maintenance flag is checked above the routes (see `MaintenanceGate`).
 */
export function decideAccess({ route, session, flags, location }: TAccessInput): TAccessDecision {
  if (route.flag && !flags[route.flag]) return { kind: 'not-found' };
  if (route.kind === 'public') {
    if (route.isSignedOutOnly && session) {
      // Signing in lands here too: home then opens the person's chosen first page.
      return {
        kind: 'redirect',
        to: redirectTargetFrom(location.search, HOME_PATH),
        state: { isAfterSignIn: true },
      };
    }
    return { kind: 'render' };
  }
  if (session === undefined) return { kind: 'loading' };
  if (session === null) return { kind: 'redirect', to: loginPathFor(location) };
  if (session.user.ssoTermsPending) {
    return { kind: 'redirect', to: `${SSO_REGISTER_PATH}?email=${encodeURIComponent(session.user.email)}` };
  }
  if (route.kind === 'entry') return { kind: 'render' };
  if (session.ssoRequired && (route.kind === 'account' || needsOrganisation(route))) {
    return { kind: 'redirect', to: SSO_REQUIRED_PATH };
  }
  if (mustSetUpTwoFactor(session) && (route.kind === 'account' || needsOrganisation(route))) {
    return { kind: 'redirect', to: TWO_FACTOR_SETUP_PATH };
  }
  if (needsOrganisation(route) && !session.orgId) return { kind: 'redirect', to: NO_ORG_WELCOME_PATH };
  return { kind: 'render' };
}

/** The session's organisation requires two-factor sign-in and the person has not turned it on. */
function mustSetUpTwoFactor(session: NonNullable<TSession>): boolean {
  return Boolean(session.org?.requireTwoFactor && !session.user.twoFactorEnabled);
}
