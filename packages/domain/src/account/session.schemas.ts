import { z } from 'zod';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../billing/billing.constants.ts';
import { WEEK_STARTS } from '../common/clock.ts';
import { ZEnvelope } from '../errors.ts';
import { ZOrgTerms } from '../i18n/org-terms.schemas.ts';
import { UPGRADE_REQUEST_STATUSES } from '../people/people.constants.ts';
import { PERMISSION_SCOPES, PERMISSION_VERBS } from '../permissions/actions.ts';
import { ROLES } from '../permissions/roles.ts';

/** A role's `verb|scope` permission string (000 §3), e.g. `Update|Billing`. */
export const ZPermissionString = z.templateLiteral([
  z.enum(PERMISSION_VERBS),
  '|',
  z.enum(PERMISSION_SCOPES),
]);

/** The signed-in user as the session answers it (spec 002 §3). */
export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The account's avatar (`POST account/avatar`), or null for initials. */
  avatarUrl: z.string().nullable(),
  defaultOrgId: z.string().nullable(),
  /** The user's organisations: the org switcher's names and logos (`logoUrl` null: initials). */
  orgs: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
  navBarOpen: z.boolean().nullable(),
  /**
   * The person's locale (issue 33): their choice in account settings, else the browser's language
   * (the request's Accept-Language) when Cairn has a pack for it, else `en` with the browser's region.
   * Texts, dates and numbers follow it.
   */
  userLocale: z.string(),
  /** The stored choice behind `userLocale`: null while the person follows the browser. */
  localePreference: z.string().nullable(),
  /** Per organisation of the user: whether their role holds a licence there (000 §6). */
  licenses: z.array(z.object({ orgId: z.string(), hasLicense: z.boolean() })),
  /** The role's `scope|action` strings in the current organisation (same as the answer's `permissions`). */
  permissions: z.array(ZPermissionString),
  /** Scorecard preferences in the current organisation (002 §3); the defaults without one. */
  reverseScorecard: z.boolean(),
  showAverage: z.boolean(),
  showTotal: z.boolean(),
  /** Theme and home page in the current organisation (`PUT user/theme`, `PUT user/dashboard`). */
  theme: z.number(),
  dashboard: z.number(),
  /** The instance administrator (sets feature flags for everyone). */
  isInstanceAdmin: z.boolean(),
  /** Sign-in asks for an authenticator code (issue 28 point 7). */
  twoFactorEnabled: z.boolean(),
  /** A first single sign-on made the account: it accepts the policy at `/register-sso` first (docs/sso.md). */
  ssoTermsPending: z.boolean().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * The organisation's subscription as the session carries it (000 §7 "subscription fields"): what
 * every screen needs without the billing calls (which only the Owner and `Update|Billing` may
 * make): the status notes, the trial banner, read-only access and the invite popup's price.
 */
export const ZSessionSubscription = z.object({
  /** False on an instance that bills nobody (BILLING_PROVIDER=none): no notes, no prices. */
  isBillingOn: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Whole days left of the trial (rounded down, never below 0); null without a trial. */
  trialDaysRemaining: z.number().int().nullable(),
  /** 001 §4: Trial or Suspended, payment status None and less than a day left. */
  isTrialExpired: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** What one paid person costs a month in cents (the organisation's plan, else the monthly one); null when billing is off. */
  pricePerPaidPersonCents: z.number().int().nullable(),
  currencyCode: z.string(),
  /** Stripe's publishable key, only when BILLING_PROVIDER=stripe: the card popup then uses Stripe's own card element. */
  stripePublishableKey: z.string().optional(),
});
export type TSessionSubscription = z.infer<typeof ZSessionSubscription>;

/** `GET session`: who is signed in and in which organisation. */
export const ZSessionAnswerBody = z.object({
  session: z.object({ id: z.string(), expiresAt: z.string() }),
  user: ZSessionUser,
  hasAccount: z.boolean(),
  orgId: z.string().nullable(),
  org: z
    .object({
      id: z.string(),
      name: z.string(),
      themeColor: z.string(),
      timeZone: z.string(),
      weekStart: z.enum(WEEK_STARTS),
      /** Every member must use two-factor sign-in; without it the org's routes answer 403 TWO_FACTOR_REQUIRED. */
      requireTwoFactor: z.boolean(),
      /** Members of this email domain use the organisation only after a single sign-on (docs/sso.md). */
      ssoRequiredDomain: z.string().nullable().optional(),
      /** The organisation's own words (`PUT org/terms`): only the renamed terms; `{}` keeps the language's. */
      terms: ZOrgTerms,
    })
    .nullable(),
  person: z
    .object({ id: z.string(), role: z.enum(ROLES), upgradeRequestStatus: z.enum(UPGRADE_REQUEST_STATUSES) })
    .nullable(),
  permissions: z.array(ZPermissionString),
  subscription: ZSessionSubscription.nullable(),
  /** This session signed in with a password where the organisation requires single sign-on: its calls answer 403 SSO_REQUIRED. */
  ssoRequired: z.boolean().optional(),
});
export type TSessionAnswer = z.infer<typeof ZSessionAnswerBody>;

/** `GET session`, `GET session/reload`: the session and the server's clock (002 §7 `GET time`). */
export const ZSessionAnswer = ZEnvelope.extend({ ...ZSessionAnswerBody.shape, serverTime: z.string() });

/** `PUT session/org/{id}`. */
export const ZSwitchedOrgAnswer = ZEnvelope.extend({ orgId: z.uuid() });
/** `PUT session/user/navBarPreference`. */
export const ZNavBarAnswer = ZEnvelope.extend({ open: z.boolean() });
/** `DELETE session/others`: how many other sessions ended. */
export const ZEndedSessionsAnswer = ZEnvelope.extend({ endedSessions: z.number().int() });

/** The session's subscription on an instance that bills nobody (BILLING_PROVIDER=none). */
export const BILLING_OFF_SUBSCRIPTION: TSessionSubscription = {
  isBillingOn: false,
  status: 'None',
  paymentStatus: 'None',
  trialDaysRemaining: null,
  isTrialExpired: false,
  currentPeriodEnd: null,
  pricePerPaidPersonCents: null,
  currencyCode: 'USD',
};
