import { type APIRequestContext, expect } from '@playwright/test';
import { addMember, bearer, createOrg, registerUser, type TTestUser } from './accounts.ts';

/** The caller's person id in their current organisation (`GET session`). */
async function personIdOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/v2/session', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { person: { id: string } }).person.id;
}

/** Creates a meeting through the API (`POST meetings`); answers its id. */
export async function createMeeting(
  request: APIRequestContext,
  token: string,
  title: string,
  inviteeIds: readonly string[],
): Promise<string> {
  const res = await request.post('/api/v2/meetings', { headers: bearer(token), data: { title, inviteeIds } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { meeting: { id: string } }).meeting.id;
}

/** An organisation with an Owner and a Member colleague, both signed up, for item journeys. */
export type TTeam = {
  run: string;
  owner: TTestUser;
  colleague: TTestUser;
  ownerPersonId: string;
  colleaguePersonId: string;
  colleagueName: string;
};

/** Registers an Owner with a new organisation and a Member colleague in it. */
export async function createTeam(request: APIRequestContext, orgName: string): Promise<TTeam> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const owner = await registerUser(request, { firstName: 'Olivia', lastName: 'Owner' });
  const colleague = await registerUser(request, { firstName: 'Carl', lastName: `Colleague${run}` });
  await createOrg(request, owner.token, `${orgName} ${run}`);
  const colleaguePersonId = await addMember(
    request,
    owner.token,
    {
      firstName: colleague.firstName,
      lastName: colleague.lastName,
      email: colleague.email,
      role: 'Member',
    },
    colleague,
  );
  return {
    run,
    owner,
    colleague,
    ownerPersonId: await personIdOf(request, owner.token),
    colleaguePersonId,
    colleagueName: `${colleague.firstName} ${colleague.lastName}`,
  };
}
