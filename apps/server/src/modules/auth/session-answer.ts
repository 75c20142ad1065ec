import { DEFAULT_PERSON_PREFERENCES } from '@cairn/domain/account/person-preferences';
import type { TSessionAnswer, TSessionSubscription } from '@cairn/domain/account/session.schemas';
import { holdsLicense } from '@cairn/domain/people/licence';
import { permissionStringsOf } from '@cairn/domain/permissions/matrix';
import type { TScorecardPreferences } from '@cairn/domain/scorecards/scorecards.schemas';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { requestLocale } from '../languages/index.ts';
import { DEFAULT_SCORECARD_PREFERENCES } from '../scorecards/index.ts';
import { resolvedContexts } from './resolve-actor.ts';

/**
 * Builds the `GET session` answer for the request's actor (spec 002 §3, §7), with the person's
 * scorecard preferences in the current organisation (read by the caller: they need a query).
 */
export function sessionAnswer(
  request: FastifyRequest,
  preferences: TScorecardPreferences = DEFAULT_SCORECARD_PREFERENCES,
  /** The account's avatar URL (read by the caller: it needs a query). */
  avatarUrl: string | null = null,
  /** The organisation's subscription (read by the caller: it needs a query); null without an organisation. */
  subscription: TSessionSubscription | null = null,
): TSessionAnswer {
  const actor = actorOf(request);
  const context = resolvedContexts.get(request);
  if (!context) throw unauthenticated();
  const { user, memberships, session } = context;
  const current = memberships.find((m) => m.orgId === actor.orgId);
  return {
    session: { id: actor.sessionId, expiresAt: session.expiresAt.toISOString() },
    user: {
      id: user.id,
      email: user.email,
      username: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl,
      defaultOrgId: user.defaultOrgId,
      orgs: memberships.map((m) => ({ id: m.orgId, name: m.orgName, logoUrl: m.orgLogoUrl })),
      navBarOpen: user.navBarOpen,
      userLocale: requestLocale(request, user.userLocale),
      localePreference: user.userLocale,
      licenses: memberships.map((m) => ({
        orgId: m.orgId,
        hasLicense: holdsLicense({ role: m.role, email: user.email }, m.freeDomains),
      })),
      permissions: current ? permissionStringsOf(current) : [],
      ...preferences,
      theme: current?.theme ?? DEFAULT_PERSON_PREFERENCES.theme,
      dashboard: current?.dashboard ?? DEFAULT_PERSON_PREFERENCES.dashboard,
      isInstanceAdmin: user.isInstanceAdmin,
      twoFactorEnabled: user.twoFactorEnabled,
      ssoTermsPending: user.ssoTermsPending,
    },
    hasAccount: true,
    orgId: current?.orgId ?? null,
    org: current
      ? {
          id: current.orgId,
          name: current.orgName,
          themeColor: current.themeColor,
          timeZone: current.timeZone,
          weekStart: current.weekStart,
          requireTwoFactor: current.requireTwoFactor,
          ssoRequiredDomain: current.ssoRequiredDomain,
          terms: current.terms,
        }
      : null,
    person: current
      ? { id: current.personId, role: current.role, upgradeRequestStatus: current.upgradeRequestStatus }
      : null,
    permissions: current ? permissionStringsOf(current) : [],
    subscription: current ? subscription : null,
    ssoRequired: Boolean(actor.lacksRequiredSso),
  };
}
