import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { latestVerificationCode, uniqueEmail } from './outbox.ts';

/** The password every journey's users start with (meets the policy of 002 §5). */
export const PASSWORD = 'Level-Ten-Meeting-10';

/** A verified user made through the API, with the bearer token of the session verification opened. */
export type TTestUser = {
  userId: string;
  token: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

type TUserInput = { firstName: string; lastName: string; email?: string; password?: string };

/** `Authorization` header for an API client session. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Registers and verifies a user through the API (code read from the dev outbox), so that a journey
 * can start from a signed-up user without walking the registration form again.
 */
export async function registerUser(request: APIRequestContext, input: TUserInput): Promise<TTestUser> {
  const email = input.email ?? uniqueEmail(input.firstName.toLowerCase());
  const password = input.password ?? PASSWORD;
  const registered = await request.post('/api/v2/account/register', {
    data: { firstName: input.firstName, lastName: input.lastName, email, password, acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const verificationCode = await latestVerificationCode(request, email);
  const verified = await request.post('/api/v2/account/register/verification/verify', {
    data: { email, verificationCode },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, userId } = (await verified.json()) as { token: string; userId: string };
  return { userId, token, email, password, firstName: input.firstName, lastName: input.lastName };
}

/** Opens a new session through the API (`POST session`) and answers its bearer token. */
export async function signInApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/v2/session', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Creates an organisation as the user (who becomes its Owner); answers its id. */
export async function createOrg(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/v2/orgs', { headers: bearer(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { org: { id: string } }).org.id;
}

/**
 * Adds a person to the caller's current organisation (`PUT org/add-member`) and, given the
 * invitee's session, invites them (`POST invitations`) and accepts the mailed link as them: a
 * person joins only by accepting (issue 15). Answers the person id.
 */
export async function addMember(
  request: APIRequestContext,
  token: string,
  person: {
    firstName: string;
    lastName: string;
    email: string;
    role: 'Admin' | 'Manager' | 'Member' | 'Observer';
  },
  invitee?: { token: string },
): Promise<string> {
  const res = await request.put('/api/v2/org/add-member', { headers: bearer(token), data: person });
  expect(res.status(), await res.text()).toBe(200);
  const personId = ((await res.json()) as { id: string }).id;
  if (!invitee) return personId;
  const sent = await request.post('/api/v2/invitations', {
    headers: bearer(token),
    data: { invitees: [{ id: personId, email: person.email.toLowerCase() }], baseUrl: 'http://localhost' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = linkIn(
    await waitForMail(request, person.email.toLowerCase(), 'invited you'),
    '/welcome/invitation/',
  );
  const [invitationId, key] = link.split('/welcome/invitation/')[1].split('/');
  const accepted = await request.post(`/api/v2/invitation/${invitationId}/${key}/accept`, {
    headers: bearer(invitee.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return personId;
}

/** The HTTP status of `GET session` for a bearer token: 200 while the session lives, 401 after. */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v2/session', { headers: bearer(token) });
  return res.status();
}

/** Signs in through the sign-in page and waits for the app shell. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
}

/** Invites a paid Member through the API (`POST subscription/add`): the organisation's free trial starts. */
export async function invitePaidMember(
  request: APIRequestContext,
  token: string,
  firstName: string,
): Promise<void> {
  const invited = await request.post('/api/v2/subscription/add', {
    headers: bearer(token),
    data: {
      baseUrl: 'http://localhost',
      invitees: [
        { firstName, lastName: 'Paid', email: uniqueEmail(firstName.toLowerCase()), role: 'Member' },
      ],
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);
}
