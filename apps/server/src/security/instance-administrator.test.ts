import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import {
  latestCode,
  registerAndVerify,
  registrationCookie,
  VALID_REGISTRATION,
} from '../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Issue 7 point 11: the instance administrator is the first user to *verify* (claimed in one
 * atomic statement), or the address named by CAIRN_ADMIN_EMAIL. Each case gets a fresh instance
 * (the claim is instance-wide), made before the case runs.
 */
function freshInstance(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const holder: { app: TTestApp } = { app: undefined as unknown as TTestApp };
  beforeAll(async () => {
    holder.app = await createTestApp(overrides);
  });
  afterAll(async () => holder.app.close());
  return holder;
}

/** The registration cookie of the browser that registered each address. */
const handles = new Map<string, Record<string, string>>();

const register = async (target: TTestApp, email: string, remoteAddress = '10.5.0.1') => {
  const res = await target.inject({
    method: 'POST',
    url: '/api/v2/account/register',
    payload: { ...VALID_REGISTRATION, email },
    remoteAddress,
  });
  handles.set(email, registrationCookie(res));
  return res;
};

const verify = (target: TTestApp, email: string, verificationCode: string) =>
  target.inject({
    method: 'POST',
    url: '/api/v2/account/register/verification/verify',
    payload: { email, verificationCode },
    cookies: handles.get(email),
  });

async function admins(target: TTestApp) {
  const rows = await target.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isInstanceAdmin, true));
  return rows.map((row) => row.email);
}

describe('instance administrator: the first verified user', () => {
  const instance = freshInstance();
  it('is the first user to verify, not the first to register', async () => {
    const { app } = instance;
    expect((await register(app, 'squatter@example.com')).statusCode).toBe(200);
    await registerAndVerify(app, 'first-verified@example.com');
    await registerAndVerify(app, 'second-verified@example.com');
    // The squatter verifying later changes nothing.
    expect(
      (await verify(app, 'squatter@example.com', await latestCode(app, 'squatter@example.com'))).statusCode,
    ).toBe(200);
    expect(await admins(app)).toEqual(['first-verified@example.com']);
  });
});

describe('instance administrator: concurrent verifications', () => {
  const instance = freshInstance();
  it('is exactly one user when ten register and verify at the same moment', async () => {
    const target = instance.app;
    const emails = Array.from({ length: 10 }, (_, i) => `racer${i}@example.com`);
    const registered = await Promise.all(
      emails.map((email, i) => register(target, email, `10.5.1.${i + 1}`)),
    );
    expect(registered.map((res) => res.statusCode)).toEqual(emails.map(() => 200));
    const codes = await Promise.all(emails.map((email) => latestCode(target, email)));
    const answers = await Promise.all(emails.map((email, i) => verify(target, email, codes[i])));
    expect(answers.map((res) => res.statusCode)).toEqual(emails.map(() => 200));
    expect(await admins(target)).toHaveLength(1);
  });
});

describe('instance administrator: CAIRN_ADMIN_EMAIL', () => {
  const instance = freshInstance({ adminEmail: 'operator@example.com' });
  it('is the address CAIRN_ADMIN_EMAIL names, once it verifies; nobody else claims it', async () => {
    const { app } = instance;
    await registerAndVerify(app, 'early-bird@example.com');
    expect(await admins(app)).toEqual([]);
    await registerAndVerify(app, 'Operator@Example.com');
    await registerAndVerify(app, 'late@example.com');
    expect(await admins(app)).toEqual(['operator@example.com']);
  });
});
