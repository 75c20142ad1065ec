import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { baseColumns } from './columns.ts';

/** An organisation (tenant). */
export const orgs = pgTable('orgs', {
  ...baseColumns(),
  name: text('name').notNull(),
  themeColor: text('theme_color').notNull().default('#ff7900'),
  /** The uploaded logo's URL (`/api/v2/org/{id}/logo/{hash}`), or null: initials are shown. */
  logoUrl: text('logo_url'),
  /** IANA zone every "today" of the organisation is judged in (overdue, this week's period). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The first day of the organisation's week: scorecard weeks and calendars start on it. */
  weekStart: text('week_start', { enum: ['Monday', 'Sunday'] })
    .notNull()
    .default('Monday'),
  ownerPersonId: uuid('owner_person_id'),
  /** The company's website as typed (002 §5 URL rule), or null. */
  website: text('website'),
  /** The company's phone number in E.164 (ten US digits when saved before issue 35), or null. */
  phone: text('phone'),
  /** Email domains whose people take no paid seat (000 §6; `PUT subscription/domains`). */
  freeDomains: text('free_domains').array().notNull().default(sql`'{}'::text[]`),
  /** Every member must sign in with two-factor to use the organisation (set by the Owner). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Personal access tokens work in the organisation (the Owner may turn them off). */
  allowAccessTokens: boolean('allow_access_tokens').notNull().default(true),
  /**
   * The email domain whose members must sign in with single sign-on here (set by the Owner; null:
   * none). The Owner is never held to it, so cannot be locked out (docs/sso.md).
   */
  ssoRequiredDomain: text('sso_required_domain'),
  /** The organisation's own words for To-Do, Rock ... (issue 33, `PUT org/terms`): only the renamed terms. */
  terms: jsonb('terms').$type<TOrgTerms>().notNull().default({}),
});

/**
 * A person of an organisation. A person may exist before its user registers (`userId` null);
 * accepting an invitation (modules/people) links them.
 */
export const people = pgTable(
  'people',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    role: text('role', {
      enum: ['Owner', 'Admin', 'Manager', 'Member', 'Observer', 'Implementer'],
    }).notNull(),
    hasAccepted: boolean('has_accepted').notNull().default(false),
    /** The person's theme in this organisation (002 §7 `PUT user/theme`): USER_THEMES index. */
    theme: smallint('theme').notNull().default(0),
    /** What `/` opens for them here (002 §7 `PUT user/dashboard`): HOME_PAGES index. */
    homePage: smallint('home_page').notNull().default(1),
    /** An Observer's request for a licence (000 §3-§4): None, Pending, Completed or Denied. */
    upgradeRequestStatus: text('upgrade_request_status', {
      enum: ['None', 'Pending', 'Completed', 'Denied'],
    })
      .notNull()
      .default('None'),
    /**
     * Billing permission granted by the Owner (002 §3 `Update|Billing`; 001 §129): the Owner holds
     * it by role; a Free Observer never does (a downgrade clears it).
     */
    hasBillingPermission: boolean('has_billing_permission').notNull().default(false),
    /** When they put away the dashboard's first steps in this organisation (issue 35 point 11). */
    gettingStartedDismissedAt: timestamp('getting_started_dismissed_at', {
      withTimezone: true,
      mode: 'date',
    }),
  },
  (t) => [uniqueIndex('people_org_email_idx').on(t.orgId, t.email), index('people_user_idx').on(t.userId)],
);
