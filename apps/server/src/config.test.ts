import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cairn-config-'));

describe('loadConfig', () => {
  it('applies defaults: port 3000, PGlite in ./data, app URL on localhost', () => {
    const config = loadConfig({ CAIRN_DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
  });

  it('takes BILLING_PROVIDER=stripe only with its three keys, and says which are missing', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), BILLING_PROVIDER: 'stripe', ...keys }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: null,
    });
    const load = () =>
      loadConfig({ CAIRN_DATA_DIR: dataDir(), BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('BILLING_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET');
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), BILLING_PROVIDER: 'test', ...keys }).stripe).toBeNull();
  });

  it('reads BACKUP_CRON and BACKUP_KEEP (default 7); no schedule without the cron', () => {
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir() })).toMatchObject({ backupCron: null, backupKeep: 7 });
    const config = loadConfig({ CAIRN_DATA_DIR: dataDir(), BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '14' });
    expect(config).toMatchObject({ backupCron: '0 3 * * *', backupKeep: 14 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://localhost'],
    ['SMTP_URL', 'nope'],
    ['APP_URL', 'localhost:3000'],
    ['NODE_ENV', 'staging'],
    ['SESSION_SECRET', 'short'],
    ['SERVE_SOURCE_MAPS', 'yes'],
    ['BACKUP_CRON', 'every night'],
    ['BACKUP_CRON', '61 3 * * *'],
    ['BACKUP_KEEP', '0'],
  ])('stops with one line naming %s for a bad value', (name, value) => {
    expect(() => loadConfig({ CAIRN_DATA_DIR: dataDir(), [name]: value })).toThrowError(ConfigError);
    try {
      loadConfig({ CAIRN_DATA_DIR: dataDir(), [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAIRN_DATA_DIR: dataDir() })).toThrowError(
      /SESSION_SECRET/,
    );
  });

  it('keeps the test outbox off unless CAIRN_TEST_OUTBOX=1, and refuses it in production', () => {
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir() }).testOutbox).toBe(false);
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), CAIRN_TEST_OUTBOX: '1' }).testOutbox).toBe(true);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), CAIRN_DATA_DIR: dataDir() };
    expect(() => loadConfig({ ...production, CAIRN_TEST_OUTBOX: '1' })).toThrowError(/CAIRN_TEST_OUTBOX/);
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=1', () => {
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir() }).serveSourceMaps).toBe(false);
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), SERVE_SOURCE_MAPS: '0' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ CAIRN_DATA_DIR: dir });
    const second = loadConfig({ CAIRN_DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
  });

  it('reads the OIDC provider: all three of issuer, client id and secret or none, one line naming them', () => {
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir() }).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/',
      OIDC_CLIENT_ID: 'cairn',
      OIDC_CLIENT_SECRET: 'shh',
    };
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), ...oidc }).oidc).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'cairn',
      clientSecret: 'shh',
      name: 'single sign-on',
    });
    expect(loadConfig({ CAIRN_DATA_DIR: dataDir(), ...oidc, OIDC_NAME: 'Microsoft' }).oidc?.name).toBe(
      'Microsoft',
    );
    expect(() => loadConfig({ CAIRN_DATA_DIR: dataDir(), OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrowError(
      /^Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all$/,
    );
    expect(() =>
      loadConfig({ CAIRN_DATA_DIR: dataDir(), ...oidc, OIDC_ISSUER: 'login.example.com' }),
    ).toThrowError(/OIDC_ISSUER/);
    expect(() => loadConfig({ CAIRN_DATA_DIR: dataDir(), ...oidc, OIDC_CLIENT_SECRET: '' })).toThrowError(
      /OIDC_CLIENT_SECRET .*\(hidden\)/,
    );
  });
});
