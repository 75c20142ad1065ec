import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));

/** Journeys run in Debian's Chromium against the built app on a fresh PGlite data folder. */
export default defineConfig({
  testDir: './tests',
  // Registers the instance administrator before any journey (see support/admin.ts).
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx ../apps/server/src/server.ts',
    url: `http://localhost:${port}/api/v2/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAIRN_DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0000',
    },
  },
});
