import { DEFAULT_PERSON_PREFERENCES } from '@cairn/domain/account/person-preferences';
import type { TTrialState } from '@cairn/domain/billing/billing-rules';
import { DEFAULT_TIME_ZONE, DEFAULT_WEEK_START, type TWeekStart } from '@cairn/domain/common/clock';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import type { TUpgradeRequestStatus } from '@cairn/domain/people/people.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  billingSubscriptions,
  orgs,
  people,
  sessionContexts,
  sessions,
  users,
} from '../../db/schema/index.ts';

/** One membership of the signed-in user. */
export type TMembership = {
  personId: string;
  role: TRole;
  orgId: string;
  orgName: string;
  /** The organisation's logo (the org switcher shows it), or null. */
  orgLogoUrl: string | null;
  themeColor: string;
  timeZone: string;
  weekStart: TWeekStart;
  /** The person's theme and home page there (person-preferences.routes.ts). */
  theme: number;
  dashboard: number;
  /** Their upgrade request there, when they are a Free Observer (000 §4). */
  upgradeRequestStatus: TUpgradeRequestStatus;
  /** Billing permission granted by the Owner there. */
  hasBillingPermission: boolean;
  /** The organisation's free email domains (whether the person holds a licence there). */
  freeDomains: string[];
  /** The Owner requires two-factor sign-in of every member there. */
  requireTwoFactor: boolean;
  /** The email domain whose members must sign in with single sign-on there (docs/sso.md), or null. */
  ssoRequiredDomain: string | null;
  /** The organisation's own words for To-Do, Rock ... there (`PUT org/terms`). */
  terms: TOrgTerms;
  /**
   * What the trial read-only gate judges (001 §4, docs/decisions/0037): status None without a row.
   * Every subscription write is recorded as an `org` change, which invalidates this context.
   */
  subscription: TTrialState;
};

/** Everything a request needs about its session, read in one round trip. */
export type TSessionContext = {
  session: {
    id: string;
    userId: string;
    activeOrgId: string | null;
    expiresAt: Date;
    /** When the session last made a request (null before the first since it was made). */
    lastSeenAt: Date | null;
    /** Signed in through the OpenID Connect provider. */
    viaSso: boolean;
  };
  user: typeof users.$inferSelect;
  memberships: TMembership[];
};

/**
 * Builds the session lookup for one database: sessions x users x people x orgs (x subscription) in a single
 * prepared query (one row per membership), because every guarded request runs it.
 */
export function createSessionContextQuery(db: TDb) {
  const query = db
    .select({
      sessionId: sessions.id,
      activeOrgId: sessions.activeOrgId,
      tabOrgId: sessionContexts.activeOrgId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      viaSso: sessions.viaSso,
      user: users,
      personId: people.id,
      role: people.role,
      theme: people.theme,
      dashboard: people.homePage,
      upgradeRequestStatus: people.upgradeRequestStatus,
      hasBillingPermission: people.hasBillingPermission,
      orgId: orgs.id,
      orgName: orgs.name,
      orgLogoUrl: orgs.logoUrl,
      themeColor: orgs.themeColor,
      timeZone: orgs.timeZone,
      weekStart: orgs.weekStart,
      freeDomains: orgs.freeDomains,
      requireTwoFactor: orgs.requireTwoFactor,
      ssoRequiredDomain: orgs.ssoRequiredDomain,
      terms: orgs.terms,
      subscriptionStatus: billingSubscriptions.status,
      paymentStatus: billingSubscriptions.paymentStatus,
      trialEndsAt: billingSubscriptions.trialEndsAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      sessionContexts,
      and(
        eq(sessionContexts.sessionId, sessions.id),
        eq(sessionContexts.contextId, sql.placeholder('contextId')),
      ),
    )
    .leftJoin(people, eq(people.userId, sessions.userId))
    .leftJoin(orgs, eq(orgs.id, people.orgId))
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.orgId, orgs.id))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(people.createdAt))
    .prepare('cairn_session_context');

  /** `contextId`: the tab's `x-session-context-id`, whose organisation wins over the session's. */
  return async (token: string, contextId: string | null = null): Promise<TSessionContext | null> => {
    const rows = await query.execute({ token, now: new Date(), contextId: contextId ?? '' });
    if (rows.length === 0) return null;
    const first = rows[0];
    const memberships: TMembership[] = [];
    for (const row of rows) {
      if (!row.personId || !row.orgId || !row.role) continue;
      memberships.push({
        personId: row.personId,
        role: row.role,
        orgId: row.orgId,
        orgName: row.orgName ?? '',
        orgLogoUrl: row.orgLogoUrl ?? null,
        themeColor: row.themeColor ?? '',
        timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
        weekStart: row.weekStart ?? DEFAULT_WEEK_START,
        theme: row.theme ?? DEFAULT_PERSON_PREFERENCES.theme,
        dashboard: row.dashboard ?? DEFAULT_PERSON_PREFERENCES.dashboard,
        upgradeRequestStatus: row.upgradeRequestStatus ?? 'None',
        hasBillingPermission: row.hasBillingPermission ?? false,
        freeDomains: row.freeDomains ?? [],
        requireTwoFactor: row.requireTwoFactor ?? false,
        ssoRequiredDomain: row.ssoRequiredDomain ?? null,
        terms: row.terms ?? {},
        subscription: {
          status: row.subscriptionStatus ?? 'None',
          paymentStatus: row.paymentStatus ?? 'None',
          trialEndsAt: row.trialEndsAt ?? null,
        },
      });
    }
    return {
      session: {
        id: first.sessionId,
        userId: first.user.id,
        activeOrgId: first.tabOrgId ?? first.activeOrgId,
        expiresAt: first.expiresAt,
        lastSeenAt: first.lastSeenAt,
        viaSso: first.viaSso,
      },
      user: first.user,
      memberships,
    };
  };
}
