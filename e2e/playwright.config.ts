import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { AI_SERVERS } from './support/ai-ports.ts';
import { writeE2eLearningPack } from './support/learning-pack.ts';
import { OIDC_TEST } from './support/oidc-provider-port.ts';
import { OPERATOR_ENV } from './support/operator-settings.ts';
import { SMTP_SINK } from './support/smtp-ports.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Journeys that change instance-wide feature flags: they run last, one at a time, after the rest. */
const INSTANCE_FLAG_JOURNEYS = [
  '**/platform/feature-flags-page.spec.ts',
  '**/platform/live-and-errors.spec.ts',
  '**/account/preferences.spec.ts',
  '**/items/headlines.spec.ts',
  '**/pdf/pdf-downloads.spec.ts',
  '**/assistant/ask-ai.spec.ts',
  '**/assistant/chat-without-model.spec.ts',
  '**/meetings/quarterly-session.spec.ts',
  '**/account/single-sign-on.spec.ts',
  '**/platform/operator-pieces.spec.ts',
  // Compares the instance-wide usage counts before and after: no other journey may browse meanwhile.
  '**/platform/usage.spec.ts',
];
/** Journeys against the second Cairn, the one with a (stub) model: their own project and server. */
const AI_MODEL_JOURNEYS = ['**/assistant/chat-with-model.spec.ts'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
const aiDataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-ai-'));

/** What both Cairn servers share: test mode, the sink's SMTP and the test outbox. */
const serverEnv = (serverPort: number, dir: string) => ({
  PORT: String(serverPort),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  CAIRN_DATA_DIR: dir,
  APP_URL: `http://localhost:${serverPort}`,
  SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0000',
  // Mail travels over real SMTP to the sink; the test outbox keeps a copy the journeys read.
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK.smtpPort}`,
  CAIRN_TEST_OUTBOX: '1',
});
// An operator's learning pack, read by the server at start (the learning journey opens its video).
writeE2eLearningPack(dataDir);

/** Journeys run in Debian's Chromium against the built app on a fresh PGlite data folder. */
export default defineConfig({
  testDir: './tests',
  // Registers the instance administrator before any journey (see support/admin.ts).
  globalSetup: './global-setup.ts',
  // A journey drives two browsers through several pages; on a 2-core machine under load a minute
  // was too tight for the longest (rocks with delegation, scorecards), so they get two.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time (each journey makes its own team, so they share the server safely).
  // The three journeys that once failed in two workers were one real bug (the dashboard grid,
  // fixed) and its neighbours; 53 of 54 passed in two workers at a load average of 17-20, the
  // one failure a journey's own mistake. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
  projects: [
    {
      name: 'chromium',
      testIgnore: [...INSTANCE_FLAG_JOURNEYS, ...AI_MODEL_JOURNEYS],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'instance-flags',
      testMatch: INSTANCE_FLAG_JOURNEYS,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'ai-model',
      testMatch: AI_MODEL_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${AI_SERVERS.appPort}`,
      },
    },
  ],
  webServer: [
    {
      command: 'sh ../scripts/with-node.sh node support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_SINK.httpPort}/`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_SINK.smtpPort), SMTP_SINK_HTTP_PORT: String(SMTP_SINK.httpPort) },
    },
    {
      // The OpenID Connect provider single sign-on signs in at, on loopback (never the internet).
      command: 'sh ../scripts/with-node.sh node ../apps/server/src/test/oidc-test-provider.ts',
      url: `http://127.0.0.1:${OIDC_TEST.port}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: {
        OIDC_TEST_PORT: String(OIDC_TEST.port),
        OIDC_TEST_REDIRECT_URI: `http://localhost:${port}/api/v2/sso/callback/oidc`,
        OIDC_TEST_CLIENT_ID: OIDC_TEST.clientId,
        OIDC_TEST_CLIENT_SECRET: OIDC_TEST.clientSecret,
      },
    },
    {
      // Node 24 runs the TypeScript server as it is; with-node.sh finds one where the system's is older.
      command: 'sh ../scripts/with-node.sh node ../apps/server/src/server.mjs',
      url: `http://localhost:${port}/api/v2/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(port, dataDir),
        // The webhook journey's receiver listens on loopback, which deliveries refuse unless allowed.
        WEBHOOK_ALLOW_PRIVATE: '1',
        // Billing on the deterministic test provider (no network, no money): the billing journey
        // subscribes with its test cards. Other journeys only see a trial start when they invite.
        BILLING_PROVIDER: 'test',
        // The operator's support and social links (the help panel and footer show them).
        ...OPERATOR_ENV,
        // Single sign-on against the loopback provider; offered only once a journey turns the
        // MicrosoftSso flag on, so every other journey signs in with its password as before.
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_TEST.port}`,
        OIDC_CLIENT_ID: OIDC_TEST.clientId,
        OIDC_CLIENT_SECRET: OIDC_TEST.clientSecret,
        OIDC_NAME: OIDC_TEST.name,
      },
    },
    {
      // The scripted OpenAI-compatible model of the AI journeys (support/ai-stub.ts).
      command: 'sh ../scripts/with-node.sh node support/ai-stub.ts',
      url: `http://127.0.0.1:${AI_SERVERS.stubPort}/v1/models`,
      reuseExistingServer: false,
      env: { AI_STUB_PORT: String(AI_SERVERS.stubPort) },
    },
    {
      // A second Cairn, connected to the stub: the chat journeys run here.
      command: 'sh ../scripts/with-node.sh node ../apps/server/src/server.mjs',
      url: `http://localhost:${AI_SERVERS.appPort}/api/v2/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(AI_SERVERS.appPort, aiDataDir),
        AI_BASE_URL: `http://127.0.0.1:${AI_SERVERS.stubPort}/v1`,
        AI_MODEL: 'e2e-stub',
      },
    },
  ],
});
