import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every environment variable Cairn reads (docs/configuration.md). */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: ZUrl(['http', 'https']).optional(),
  CAIRN_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: ZUrl(['postgres', 'postgresql']).optional(),
  REDIS_URL: ZUrl(['redis', 'rediss']).optional(),
  SMTP_URL: ZUrl(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Cairn <no-reply@cairn.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CAIRN_VERSION: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

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

/** Keeps a generated secret in the data folder so sessions survive restarts in development. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${env[name] ?? ''}")`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.CAIRN_DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production (32+ characters)');
  }
  const webDist = path.resolve(new URL('../../web/dist', import.meta.url).pathname);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    version: e.CAIRN_VERSION ?? readPackageVersion(),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: existsSync(webDist) ? webDist : undefined,
  };
}
