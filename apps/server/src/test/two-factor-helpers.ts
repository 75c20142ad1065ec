import { Secret, TOTP } from 'otpauth';
import { TEST_PASSWORD } from './factories.ts';
import { injectAs, type TTestApp, type TTestSession } from './test-app.ts';

/** The authenticator app's current code for a base32 secret (RFC 6238, by `otpauth`). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}

/** A code that is not the current one (nor the neighbouring windows'). */
export function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/**
 * Turns two-factor sign-in on for the session's user (password, then a first code). Answers the
 * secret, the recovery codes and the token of the session that replaced the given one.
 */
export async function turnOnTwoFactor(app: TTestApp, session: TTestSession, password = TEST_PASSWORD) {
  const setup = await injectAs(app, session, {
    method: 'POST',
    url: '/api/v2/account/two-factor/enable',
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`enable failed: ${setup.body}`);
  const { secret, recoveryCodes, totpUri } = setup.json() as {
    secret: string;
    recoveryCodes: string[];
    totpUri: string;
  };
  const confirmed = await injectAs(app, session, {
    method: 'POST',
    url: '/api/v2/account/two-factor/confirm',
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { secret, recoveryCodes, totpUri, token: (confirmed.json() as { token: string }).token };
}
