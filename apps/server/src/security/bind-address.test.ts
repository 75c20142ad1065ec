import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from '../config.ts';

/** Issue 7 points 3 (bind address) and 4 (production warnings): what a default start exposes. */

const env = (vars: Record<string, string> = {}) => ({
  CAIRN_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cairn-bind-')),
  ...vars,
});
const secret = 'production-secret-production-secret-0';

describe('the address Cairn listens on', () => {
  it('is 127.0.0.1 by default outside production, so a laptop start is not on the network', () => {
    expect(loadConfig(env()).host).toBe('127.0.0.1');
    expect(loadConfig(env({ NODE_ENV: 'test' })).host).toBe('127.0.0.1');
    expect(startupWarnings(loadConfig(env()))).toEqual([]);
  });

  it('is every interface by default in production (behind its proxy or in a container)', () => {
    expect(loadConfig(env({ NODE_ENV: 'production', SESSION_SECRET: secret })).host).toBe('0.0.0.0');
  });

  it.each(['0.0.0.0', '::'])('HOST=%s outside production prints one loud line', (host) => {
    const warnings = startupWarnings(loadConfig(env({ HOST: host })));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^WARNING: .*ALL network interfaces/);
  });
});

describe('production start-up warnings', () => {
  it('warn when APP_URL is not https and when SMTP_URL is missing', () => {
    const warnings = startupWarnings(
      loadConfig(
        env({ NODE_ENV: 'production', SESSION_SECRET: secret, APP_URL: 'http://cairn.example.com' }),
      ),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/APP_URL .* not https/);
    expect(warnings[1]).toMatch(/SMTP_URL is not set/);
  });

  it('say nothing for https with SMTP', () => {
    const config = loadConfig(
      env({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        APP_URL: 'https://cairn.example.com',
        SMTP_URL: 'smtp://mail.example.com:25',
      }),
    );
    expect(startupWarnings(config)).toEqual([]);
  });
});
