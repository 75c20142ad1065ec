import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { FEATURE_FLAG_NAMES } from '../flags/feature-flags.ts';

/** `GET version`: the build the server runs (the web's version check compares it). */
export const ZVersionAnswer = ZEnvelope.extend({ version: z.string() });

/** Every feature flag by name, with its value for this instance. */
const ZFeatureFlags = z.object(Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])));

/** `GET` / `PUT app-configuration/feature-flags`: the defaults merged with the administrator's choices. */
export const ZFeatureFlagsAnswer = ZEnvelope.extend({ featureFlags: ZFeatureFlags });

/** `GET dev/outbox` (test suites only): the mails sent, newest first. */
export const ZOutboxAnswer = ZEnvelope.extend({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** `GET health`: 200 with both "ok" when the database answers a trivial statement in time, else 503. */
export const ZHealthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** `POST dev/hold-database` (test suites only): how long and how the database is held on purpose. */
export const ZHoldDatabaseBody = z.object({
  /** Written as an app setting `hold:{key}` inside the held transaction, to see whether it survived. */
  key: z.string().min(1).max(60),
  seconds: z.number().min(0).max(600),
  /**
   * `slow-statement`: one statement that sleeps; `waits-for-itself`: the bug class of issue 27, a
   * statement outside the transaction that waits for a lock the transaction holds.
   */
  how: z.enum(['slow-statement', 'waits-for-itself']),
});
export const ZHoldDatabaseAnswer = ZEnvelope.extend({ key: z.string() });

/** The investigation banner's text (000 §9 flag InvestigationBanner): plain text, one or two sentences. */
export const INVESTIGATION_BANNER_MAX = 300;

/**
 * `GET app-configuration/instance`: what the operator and the instance administrator tell
 * everyone (issue 34 point 3), readable before sign-in (the maintenance page, the help panel).
 */
export const ZInstanceAnswer = ZEnvelope.extend({
  instance: z.object({
    /** MAINTENANCE=1: the operator took the whole instance down; every other call answers 503. */
    isUnderMaintenance: z.boolean(),
    /** The administrator's banner while the InvestigationBanner flag is on and a text is set; else null. */
    investigationBanner: z.string().nullable(),
    support: z.object({
      url: z.string().nullable(),
      email: z.string().nullable(),
      /** Only while the ZendeskSupport or SalesforceCloudPrechat flag is on. */
      chatUrl: z.string().nullable(),
    }),
    socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
});

/** `PUT app-configuration/investigation-banner`: an empty text clears it. */
export const ZInvestigationBannerBody = z.object({
  text: z
    .string()
    .trim()
    .max(INVESTIGATION_BANNER_MAX, `The banner is at most ${INVESTIGATION_BANNER_MAX} characters.`),
});
export const ZInvestigationBannerAnswer = ZEnvelope.extend({
  investigationBanner: z.object({ text: z.string() }),
});
