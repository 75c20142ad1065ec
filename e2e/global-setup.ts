import { type FullConfig, request } from '@playwright/test';
import { registerUser } from './support/accounts.ts';
import { ADMIN } from './support/admin.ts';

/**
 * Runs once, after the web server is up and before any journey: registers the instance
 * administrator first (the first user to verify administers the instance), so that journeys which
 * change feature flags do not depend on which spec file happens to run first.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    await registerUser(api, ADMIN);
  } finally {
    await api.dispose();
  }
}
