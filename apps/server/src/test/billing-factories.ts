import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { billingPaymentMethods, billingSubscriptions } from '../db/schema/index.ts';

type TFixture = {
  create: (app: { db: TDb }, victim: { org: { id: string } }) => Promise<string>;
  read: (app: { db: TDb }, id: string) => Promise<unknown>;
};

/** A Texas billing address (valid for every country rule, 8.25% tax on the test provider). */
export const TEXAS_ADDRESS = {
  countryCode: 'US',
  addressLine1: '1 Congress Ave',
  addressLine2: '',
  addressLine3: '',
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701',
};

/**
 * Rows of organisation A for the isolation walk of the billing routes: a primary card of A
 * (`payment/:id`, `payment/primary/:id`, `payment/billing-address/:id`) and A's active
 * subscription (`subscription/remove/:id` takes the organisation's id).
 */
export function billingRowFixtures(): Record<string, TFixture> {
  const card: TFixture = {
    create: async (app, victim) => {
      const [row] = await app.db
        .insert(billingPaymentMethods)
        .values({
          orgId: victim.org.id,
          providerToken: 'tok_test_visa_4242_122030',
          cardType: 'Visa',
          lastFour: '4242',
          expiryMonth: 12,
          expiryYear: 2030,
          isPrimary: false,
          address: TEXAS_ADDRESS,
        })
        .returning();
      return row.id;
    },
    read: async (app, id) =>
      (await app.db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.id, id)))[0],
  };
  return {
    'payment/payment': card,
    'payment/primary': card,
    'payment/billing-address': card,
    'subscription/remove': {
      create: async (app, victim) => {
        await app.db
          .insert(billingSubscriptions)
          .values({
            orgId: victim.org.id,
            status: 'Active',
            paymentStatus: 'Current',
            planHandle: 'eos-one-monthly',
          })
          .onConflictDoNothing();
        return victim.org.id;
      },
      read: async (app, id) =>
        (await app.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orgId, id)))[0],
    },
  };
}
