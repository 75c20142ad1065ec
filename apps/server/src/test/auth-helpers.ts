import { REGISTRATION_COOKIE } from '../modules/auth/index.ts';
import type { TTestApp } from './test-app.ts';

/** The mail kept in the outbox for an address, newest first. */
export async function readOutbox(app: TTestApp, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v2/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { items: { to: string; subject: string; text: string; html: string }[] }).items;
}

/** The newest 6-character verification code mailed to the address. */
export async function latestCode(app: TTestApp, to: string): Promise<string> {
  const mail = (await readOutbox(app, to)).find((m) => m.subject.includes('verification code'));
  const code = mail?.subject.match(/: (\S{6})$/)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

export const VALID_REGISTRATION = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Analytical-Engine-1843',
  acceptTerms: true,
};

/** The registration cookie a response set, as `inject`'s `cookies` option (empty when none). */
export function registrationCookie(res: {
  cookies: { name: string; value: string }[];
}): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === REGISTRATION_COOKIE);
  return cookie ? { [REGISTRATION_COOKIE]: cookie.value } : {};
}

/** Registers, verifies with the mailed code (from the same browser) and answers the session token. */
export async function registerAndVerify(app: TTestApp, email: string, ip = '10.0.0.1') {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/v2/account/register',
    payload: { ...VALID_REGISTRATION, email },
    remoteAddress: ip,
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const code = await latestCode(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/register/verification/verify',
    payload: { email, verificationCode: code },
    cookies: registrationCookie(reg),
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return { token: (res.json() as { token: string }).token, response: res };
}

/** Finds a Set-Cookie value by name. */
export function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0].slice(name.length + 1);
}
