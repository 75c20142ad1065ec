import { TEST_CARDS } from '@cairn/domain/billing/test-provider';
import { expect } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import type { TSession } from '../../test/route-test.ts';
import type { TTestApp } from '../../test/test-app.ts';
import { addAndInvite } from '../people/invitations.test-support.ts';

type TCall = (
  session: TSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{
  statusCode: number;
  json: () => Record<string, unknown> & { messages: { id: string; field?: string; text: string }[] };
}>;

/** A Texas billing address (8.25% tax in the test provider). */
export const TEXAS = {
  countryCode: 'US',
  addressLine1: '1 Congress Ave',
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701',
};

/** The card fields of a test card number, valid until 2030. */
export const cardFields = (cardNumber: string = TEST_CARDS.approved) => ({
  cardNumber,
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  nameOnCard: 'Olive Owner',
});

/** Makes a token for the approved card and adds it (primary when it is the first) with the address. */
export async function addCard(call: TCall, session: TSession, address: object = TEXAS, isPrimary = false) {
  const token = await call(session, 'POST', '/payment/token', cardFields());
  expect(token.statusCode).toBe(200);
  const added = await call(session, 'POST', '/payment/add', {
    token: token.json().token,
    address,
    isPrimary,
  });
  expect(added.statusCode).toBe(200);
  return added.json().paymentProfile as { id: string; isPrimary: boolean };
}

/** An Owner and a Member (built as one) on a fresh trial, started by the Owner's invitation. */
export async function trialTeam(app: TTestApp) {
  const owner = await buildMember(app.db);
  const member = await buildMember(app.db, 'Member', owner.org.id);
  expect(
    (await addAndInvite(app, owner.session, [{ email: `t-${owner.org.id}@acme.test` }])).statusCode,
  ).toBe(200);
  return { owner, member };
}
