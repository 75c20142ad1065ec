import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_PLANS, type TPaymentPlan } from '@cairn/domain/billing/billing.constants';
import { readPlans } from '@cairn/domain/billing/billing-rules';
import { ACCESS_TOKEN_LIMITS } from '@cairn/domain/integrations/access-tokens.constants';
import { Cron } from 'croner';
import { z } from 'zod';
import { instanceConfigOf, type TInstanceConfig, ZInstanceEnv } from './config-instance.ts';
import { redactUrlCredentials } from './lib/redact.ts';

const ZUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every environment variable Cairn reads (docs/configuration.md). */
const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    APP_URL: ZUrl(['http', 'https']).optional(),
    CAIRN_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: ZUrl(['postgres', 'postgresql']).optional(),
    REDIS_URL: ZUrl(['redis', 'rediss']).optional(),
    SMTP_URL: ZUrl(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Cairn <no-reply@cairn.local>'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CAIRN_VERSION: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    TRUST_PROXY: z.string().optional(),
    CAIRN_TEST_OUTBOX: z.enum(['0', '1']).optional(),
    CAIRN_TEST_HOOKS: z.enum(['0', '1']).optional(),
    CAIRN_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    CAIRN_ADMIN_EMAIL: z.email('must be an email address').optional(),
    SERVE_SOURCE_MAPS: z.enum(['0', '1']).optional(),
    WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).optional(),
    ACCESS_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).optional(),
    BILLING_PROVIDER: z
      .enum(['none', 'test', 'stripe'], { error: 'must be none, test or stripe' })
      .default('none'),
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    STRIPE_API_BASE: ZUrl(['http', 'https']).optional(),
    BILLING_PLANS: z.string().optional(),
    AI_BASE_URL: ZUrl(['http', 'https']).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
    BACKUP_CRON: z.string().trim().optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    OIDC_ISSUER: ZUrl(['http', 'https']).optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().trim().min(1).max(40, 'must be at most 40 characters').default('single sign-on'),
  })
  .extend(ZInstanceEnv.shape);

/** The keys of Stripe's account (docs/billing.md). */
export type TStripeKeys = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a local fake or stripe-mock); null: Stripe's own. */
  apiBase: string | null;
};

/** Stripe's three keys when BILLING_PROVIDER=stripe (refused at start when one is missing), else null. */
function stripeKeysOf(e: z.infer<typeof ZEnv>): TStripeKeys | null {
  if (e.BILLING_PROVIDER !== 'stripe') return null;
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: BILLING_PROVIDER=stripe needs ${missing.join(', ')} (docs/billing.md, "Going live with Stripe")`,
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    apiBase: e.STRIPE_API_BASE ?? null,
  };
}

/** Fastify's `trustProxy`: off, every hop, a hop count, or the proxies' addresses and CIDRs. */
export type TTrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY as Fastify accepts them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4; // a netmask such as 255.255.255.0
}

/**
 * Reads TRUST_PROXY: unset, empty or `false` trusts nobody (the peer's address is the client's);
 * `true` trusts every hop (only behind a proxy that overwrites X-Forwarded-For); a number trusts
 * that many hops; otherwise a comma list of proxy addresses, CIDRs or proxy-addr's range names.
 */
export function parseTrustProxy(raw: string | undefined): TTrustProxy | undefined {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : undefined;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option: a hop count becomes the function Fastify itself
 * builds for one (its types take no number).
 */
export function trustProxyOption(
  value: TTrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** The addresses that mean "every interface" for `listen`. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

export type TConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  version: string;
  logLevel: string;
  /** Which peers' X-Forwarded-For is believed (TRUST_PROXY); false by default. */
  trustProxy: TTrustProxy;
  /** Test suites only (CAIRN_TEST_OUTBOX=1): keep every mail in the outbox and serve `GET dev/outbox`. */
  testOutbox: boolean;
  /** Test suites only (CAIRN_TEST_HOOKS=1): serve `POST dev/hold-database`, which holds the database on purpose. */
  testHooks: boolean;
  /** The database watchdog's limit (CAIRN_STATEMENT_TIMEOUT_MS, docs/decisions/0011). */
  statementTimeoutMs: number;
  /** CAIRN_ADMIN_EMAIL (lower-cased): only this address becomes instance administrator, once verified. */
  adminEmail: string | undefined;
  /** SERVE_SOURCE_MAPS=1: the web build writes source maps and the server serves them; else neither. */
  serveSourceMaps: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may go to loopback, private and link-local addresses (an operator's own network). */
  webhookAllowPrivate: boolean;
  /** Requests one personal access token may make per minute (ACCESS_TOKEN_RATE_LIMIT). */
  accessTokenRatePerMinute: number;
  /** BILLING_PROVIDER: `none` (not billed, the default), `test` (the deterministic provider) or `stripe` (docs/billing.md). */
  billingProvider: 'none' | 'test' | 'stripe';
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET when the provider is `stripe`; else null. */
  stripe: TStripeKeys | null;
  /** BILLING_PLANS or the default plans (eos-one-monthly 1500, eos-one-annual 15000 cents, USD). */
  billingPlans: { currencyCode: string; paymentPlans: TPaymentPlan[] };
  /** The OpenAI-compatible model (AI_BASE_URL, AI_API_KEY, AI_MODEL); null: none (docs/assistant.md). */
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  /** Assistant requests one person may make per day (AI_DAILY_LIMIT). */
  aiDailyLimit: number;
  /** BACKUP_CRON: when the scheduled backup runs (a cron expression, UTC); null: never (docs/operations.md). */
  backupCron: string | null;
  /** BACKUP_KEEP: how many scheduled backups stay in CAIRN_DATA_DIR/backups (default 7). */
  backupKeep: number;
  /** Support, social links and maintenance, as the operator set them (config-instance.ts). */
  instance: TInstanceConfig;
  /**
   * The operator's OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, and
   * OIDC_NAME for the button); null: no single sign-on (docs/sso.md).
   */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir: string | undefined;
};

/** Thrown with one line naming the variable that is wrong. */
export class ConfigError extends Error {}

function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Why croner refuses a cron expression, or null when it reads it. */
function cronExpressionProblem(expression: string): string | null {
  try {
    new Cron(expression, { paused: true, timezone: 'UTC' }).stop();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The embedded data folder CAIRN_DATA_DIR names (default ./data), absolute; for commands that must not write into it first. */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CAIRN_DATA_DIR || './data');
}

/** The Cairn version this code reports (CAIRN_VERSION, else package.json's). */
export function cairnVersionOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.CAIRN_VERSION || readPackageVersion();
}

/** Keeps a generated secret in the data folder so sessions survive restarts in development. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A rejected value as the error may show it: secrets never, URL passwords masked. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (name === 'SESSION_SECRET' || name === 'AI_API_KEY' || name === 'OIDC_CLIENT_SECRET') return '(hidden)';
  return redactUrlCredentials(value);
}

/**
 * What an operator should read at start-up: production without https or without SMTP, and a
 * development or test server that listens on every interface (its data is reachable).
 */
export function startupWarnings(config: TConfig): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production') {
    if (!config.appUrl.startsWith('https:')) {
      warnings.push(
        `WARNING: APP_URL ${config.appUrl} is not https: cookies are not Secure and passwords cross the network in clear text.`,
      );
    }
    if (!config.smtpUrl) {
      warnings.push(
        'WARNING: SMTP_URL is not set: verification codes and reset links are only printed to this console and nobody receives them.',
      );
    }
  } else if (ALL_INTERFACES.has(config.host)) {
    warnings.push(
      `WARNING: HOST is ${config.host}: this ${config.nodeEnv} server listens on ALL network interfaces; set HOST=127.0.0.1 to keep it on this machine.`,
    );
  }
  return warnings;
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got "${shownValue(name, env[name])}")`,
    );
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === undefined) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be true, false, a hop count or comma-separated proxy addresses/CIDRs (got "${e.TRUST_PROXY}")`,
    );
  }
  const dataDir = path.resolve(e.CAIRN_DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production (32+ characters)');
  }
  if (e.NODE_ENV === 'production' && e.CAIRN_TEST_OUTBOX === '1') {
    throw new ConfigError(
      'Invalid configuration: CAIRN_TEST_OUTBOX is for the test suites and refused in production',
    );
  }
  if (e.NODE_ENV === 'production' && e.CAIRN_TEST_HOOKS === '1') {
    throw new ConfigError(
      'Invalid configuration: CAIRN_TEST_HOOKS is for the test suites and refused in production',
    );
  }
  let billingPlans = DEFAULT_PLANS;
  try {
    billingPlans = readPlans(e.BILLING_PLANS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: BILLING_PLANS ${(error as Error).message}`);
  }
  const stripe = stripeKeysOf(e);
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL and AI_MODEL are set together or not at all');
  }
  const backupCron = e.BACKUP_CRON ? e.BACKUP_CRON : null;
  const cronProblem = backupCron ? cronExpressionProblem(backupCron) : null;
  if (cronProblem) {
    throw new ConfigError(
      `Invalid configuration: BACKUP_CRON is not a cron expression such as "0 3 * * *" (${cronProblem}) (got "${backupCron}")`,
    );
  }
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all',
    );
  }
  let instance: TInstanceConfig;
  try {
    instance = instanceConfigOf(e);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: SOCIAL_LINKS ${(error as Error).message}`);
  }
  const webDist = path.resolve(new URL('../../web/dist', import.meta.url).pathname);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    version: e.CAIRN_VERSION ?? readPackageVersion(),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : null,
    aiDailyLimit: e.AI_DAILY_LIMIT,
    testOutbox: e.CAIRN_TEST_OUTBOX === '1',
    testHooks: e.CAIRN_TEST_HOOKS === '1',
    statementTimeoutMs: e.CAIRN_STATEMENT_TIMEOUT_MS,
    adminEmail: e.CAIRN_ADMIN_EMAIL?.trim().toLowerCase(),
    serveSourceMaps: e.SERVE_SOURCE_MAPS === '1',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    accessTokenRatePerMinute: e.ACCESS_TOKEN_RATE_LIMIT ?? ACCESS_TOKEN_LIMITS.defaultRatePerMinute,
    billingProvider: e.BILLING_PROVIDER,
    stripe,
    billingPlans,
    backupCron,
    backupKeep: e.BACKUP_KEEP,
    instance,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
          }
        : null,
    webDistDir: existsSync(webDist) ? webDist : undefined,
  };
}
