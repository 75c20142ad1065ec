import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { FEATURE_FLAG_NAMES } from '../flags/feature-flags.ts';
import { ZJobListEnvelope } from './jobs.ts';
import {
  ZFeatureFlagsAnswer,
  ZHealthAnswer,
  ZHoldDatabaseAnswer,
  ZHoldDatabaseBody,
  ZInstanceAnswer,
  ZInvestigationBannerAnswer,
  ZInvestigationBannerBody,
  ZOutboxAnswer,
  ZVersionAnswer,
} from './platform.schemas.ts';

const tag = 'platform';
const ZFlagOverrides = z.partialRecord(z.enum(FEATURE_FLAG_NAMES as [string, ...string[]]), z.boolean());

/** The instance: its build version, feature flags, background jobs and (tests only) mail. */
export const PLATFORM_ENDPOINTS = {
  version: defineEndpoint({
    method: 'GET',
    path: '/version',
    access: 'public',
    tag,
    summary: 'Read the version of this Cairn instance',
    answer: ZVersionAnswer,
  }),
  /** For load balancers and service managers: 503 when the database does not answer within 2 s. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag,
    summary: 'Check the health of the instance',
    description:
      'For load balancers and service managers: 200 when the database answers, 503 when it does not answer within 2 s.',
    answer: ZHealthAnswer,
    isHealthCheck: true,
  }),
  /** The defaults merged with the instance administrator's overrides. */
  featureFlags: defineEndpoint({
    method: 'GET',
    path: '/app-configuration/feature-flags',
    access: 'public',
    tag,
    summary: 'Read the feature flags',
    description: "The defaults merged with the instance administrator's overrides.",
    answer: ZFeatureFlagsAnswer,
  }),
  /** The instance administrator's overrides; answers every flag as it now is. */
  setFeatureFlags: defineEndpoint({
    method: 'PUT',
    path: '/app-configuration/feature-flags',
    access: 'session',
    tag,
    summary: 'Override feature flags',
    description: 'Instance administrators only; answers every flag as it now is.',
    body: z.object({ featureFlags: ZFlagOverrides }),
    answer: ZFeatureFlagsAnswer,
  }),
  /** Support, social links, maintenance and the investigation banner: readable before sign-in. */
  instance: defineEndpoint({
    method: 'GET',
    path: '/app-configuration/instance',
    access: 'public',
    tag,
    summary: 'Read what the instance tells everyone',
    description:
      "Where to get help (the operator's SUPPORT_URL, SUPPORT_EMAIL and, with the ZendeskSupport or SalesforceCloudPrechat flag, SUPPORT_CHAT_URL), the footer's social links, whether the operator has taken the instance down for maintenance, and the investigation banner while its flag is on.",
    answer: ZInstanceAnswer,
  }),
  /** The investigation banner's text, for the instance administrator who writes it. */
  investigationBanner: defineEndpoint({
    method: 'GET',
    path: '/app-configuration/investigation-banner',
    access: 'session',
    tag,
    summary: "Read the investigation banner's text",
    description:
      'Instance administrators only: the text, shown to everyone while the InvestigationBanner flag is on.',
    answer: ZInvestigationBannerAnswer,
  }),
  setInvestigationBanner: defineEndpoint({
    method: 'PUT',
    path: '/app-configuration/investigation-banner',
    access: 'session',
    tag,
    summary: "Set the investigation banner's text",
    description:
      'Instance administrators only. Plain text up to 300 characters; an empty text clears it. Shown to everyone while the InvestigationBanner flag is on.',
    body: ZInvestigationBannerBody,
    bodyExample: { text: 'We are looking into slow meeting pages. Your data is safe.' },
    answer: ZInvestigationBannerAnswer,
  }),
  /** The recent background jobs and their status, for the instance administrator. */
  jobs: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs',
    access: 'session',
    tag,
    summary: 'List recent background jobs',
    description: 'Instance administrators only: the recent jobs (mail, reminders) and their status.',
    answer: ZJobListEnvelope,
  }),
  /** Every mail the app sent: only with CAIRN_TEST_OUTBOX=1, for the test suites. */
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    tag: 'dev',
    summary: 'Read the test outbox',
    description: 'Every mail the app sent. Served only with CAIRN_TEST_OUTBOX=1, for the test suites.',
    query: z.object({ to: z.string().optional() }),
    answer: ZOutboxAnswer,
  }),
  /** Holds the database on purpose: only with CAIRN_TEST_HOOKS=1, for the watchdog and shutdown tests. */
  holdDatabase: defineEndpoint({
    method: 'POST',
    path: '/dev/hold-database',
    access: 'public',
    tag: 'dev',
    summary: 'Hold the database (tests only)',
    description:
      'Holds the database on purpose, for the watchdog and shutdown tests. Served only with CAIRN_TEST_HOOKS=1.',
    body: ZHoldDatabaseBody,
    answer: ZHoldDatabaseAnswer,
  }),
} as const;
