import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * better-auth's core tables (user, session, account, verification) with Cairn's extra columns.
 * better-auth generates the UUID ids itself (`advanced.database.generateId: 'uuid'`).
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** The organisation a new session starts in. */
  defaultOrgId: uuid('default_org_id'),
  /** Left menu state; null until the user first toggles it. */
  navBarOpen: boolean('nav_bar_open'),
  /** The language and region chosen in account settings (`de`, `fr-CA`); null follows the browser. */
  userLocale: text('user_locale'),
  /** Left out of the instance's usage counts (account settings; docs/usage.md). */
  isUsageOptedOut: boolean('is_usage_opted_out').notNull().default(false),
  /** The instance administrator (see `instance_admin`) sets feature flags. */
  isInstanceAdmin: boolean('is_instance_admin').notNull().default(false),
  /** Per notification kind, in-app and email choices the user made (kinds absent: the defaults). */
  /** Sign-in asks for an authenticator code (better-auth's two-factor plugin sets it once a first code is confirmed). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /**
   * Made by a first single sign-on and has not accepted the policy yet (`/register-sso`): until
   * then only the session and that call answer (docs/sso.md).
   */
  ssoTermsPending: boolean('sso_terms_pending').notNull().default(false),
  notificationPreferences: jsonb('notification_preferences')
    .$type<Partial<Record<string, { inApp: boolean; email: boolean }>>>()
    .notNull()
    .default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The organisation this session works in (`PUT session/org/{id}`). */
    activeOrgId: uuid('active_org_id'),
    /** When the session last made a request (written at most once a minute, resolve-actor.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Signed in through the operator's OpenID Connect provider (an organisation may require it, docs/sso.md). */
    viaSso: boolean('via_sso').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The organisation one browser tab works in (002 §3: the session context id is kept per tab).
 * A request that sends `x-session-context-id` works in its tab's organisation; a tab that has not
 * switched yet (no row) follows the session's `activeOrgId`.
 */
export const sessionContexts = pgTable(
  'session_contexts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    activeOrgId: uuid('active_org_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.contextId] })],
);

/**
 * better-auth's two-factor plugin: one row per user who started or finished setting up an
 * authenticator app. The TOTP secret and the recovery codes are stored encrypted under
 * SESSION_SECRET (the plugin's symmetric encryption); `verified` is false until the person
 * confirms a first code, and sign-in asks for a code only once it is true.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    /** Consecutive wrong codes at sign-in (the plugin's account lock). */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * A registration waiting for its emailed code. It holds no account: the user row is made only
 * when the browser holding this registration's handle proves the address with a code mailed to
 * it, with this registration's password. Several may wait for one address (each with its own
 * code and handle); the first verified wins and the others are dropped.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** HMAC of the code (never the code itself). */
    codeHash: text('code_hash').notNull(),
    /**
     * SHA-256 of the secret handle in the registering browser's httpOnly cookie: only that browser
     * verifies (or asks a new code for) this registration. Null on rows older than the handle.
     */
    handleHash: text('handle_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email, t.createdAt),
    uniqueIndex('pending_registrations_handle_idx').on(t.handleHash),
  ],
);

/**
 * Wrong code guesses and code mails, per address and client, counted over time windows. Kept in
 * the database so every node shares the limits.
 */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `guess` (a wrong code) or `mail` (a code sent). */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_attempts_email_idx').on(t.email, t.kind, t.createdAt)],
);

/**
 * The one row naming the instance administrator, claimed by `INSERT ... ON CONFLICT DO NOTHING`
 * when a user verifies: the first claim wins even under concurrent verifications.
 */
export const instanceAdmin = pgTable(
  'instance_admin',
  {
    id: integer('id').primaryKey().default(1),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('instance_admin_one_row', sql`${t.id} = 1`)],
);
