import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, PASSWORD, signInApi } from './accounts.ts';

/**
 * The instance administrator: the first user to verify on a server instance may change feature flags.
 * `global-setup.ts` registers this user before any journey runs, so it is always the first.
 */
export const ADMIN = {
  firstName: 'Ada',
  lastName: 'Administrator',
  email: 'admin@cairn.test',
  password: PASSWORD,
} as const;

/** Sets feature flags as the instance administrator (`PUT app-configuration/feature-flags`). */
export async function setFeatureFlags(
  request: APIRequestContext,
  featureFlags: Record<string, boolean>,
): Promise<Record<string, boolean>> {
  const token = await signInApi(request, ADMIN.email, ADMIN.password);
  const res = await request.put('/api/v2/app-configuration/feature-flags', {
    headers: bearer(token),
    data: { featureFlags },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { featureFlags: Record<string, boolean> }).featureFlags;
}
