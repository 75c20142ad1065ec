/**
 * The loopback OpenID Connect provider the single sign-on journey signs in at
 * (apps/server/src/test/oidc-test-provider.ts), on a port derived from the app's so parallel
 * runs differ; the e2e server is configured with it (OIDC_*), its button named `OIDC_TEST.name`.
 */
const appPort = Number(process.env.E2E_PORT ?? 3100);

export const OIDC_TEST = {
  port: appPort + 24_000,
  clientId: 'cairn-e2e',
  clientSecret: 'cairn-e2e-secret-cairn-e2e-secret',
  name: 'Test ID',
} as const;
