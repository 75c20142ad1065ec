import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import type { TBillingProvider, TCardInput } from '@cairn/domain/billing/billing-provider';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TRecord } from '../../db/run-change.ts';
import { conflict, HttpError, invalidField, notFound } from '../../http/errors.ts';
import type { TOrgActor } from '../orgs/index.ts';
import {
  deletePaymentMethod,
  findPaymentMethod,
  findSubscription,
  insertPaymentMethod,
  listPaymentMethods,
  saveSubscription,
  setPrimaryPaymentMethod,
  updatePaymentAddress,
} from './billing.repository.ts';
import { attachCardOnStripe } from './stripe-checkout.ts';
import type { TBillingDeps } from './subscription.service.ts';

/** Records a change to the organisation's cards: an `org` change with the live `org` event. */
const recordCards = (
  record: TRecord,
  orgId: string,
  action: Parameters<TRecord>[0]['action'],
  cardId: string,
) =>
  record({
    entityType: 'org',
    entityId: orgId,
    action,
    data: { paymentMethodId: cardId },
    live: { verb: 'Updated' },
  });

/** Stores the organisation's Stripe customer the first time it is made (with the first card). */
async function keepCustomerId(tx: TDbOrTx, orgId: string, customerId: string) {
  const row = await findSubscription(tx, orgId);
  if (row?.providerCustomerId === customerId) return;
  if (!(await saveSubscription(tx, orgId, row?.version, { providerCustomerId: customerId })))
    throw conflict();
}

/** Cards and their billing addresses (001 §3, §7): tokens, add, primary, remove, address, tax. */
export function createPaymentService(deps: TBillingDeps) {
  const { db, billing } = deps;

  return {
    /** `POST payment/token`: the provider's token for the card, or its refusal as 422 on the field. */
    async token(provider: TBillingProvider, card: TCardInput) {
      const answer = await provider.createCardToken(card, billing.clock.now());
      if ('error' in answer) {
        const { id, text, field } = answer.error;
        throw new HttpError(422, [{ id, type: 'error', text, field: field ?? 'cardNumber' }]);
      }
      return answer.token;
    },

    list: (orgId: string) => listPaymentMethods(db, orgId),

    /** `POST payment/add`: the card behind the token; the first card, or one marked so, is primary. */
    async add(
      actor: TOrgActor,
      provider: TBillingProvider,
      input: { token: string; address: TAddress; isPrimary: boolean },
    ) {
      const card = await provider.readCard(input.token);
      if (!card) throw invalidField('token', BILLING_TEXTS.tokenUnknown);
      const isFirst = (await listPaymentMethods(db, actor.orgId)).length === 0;
      const customerId =
        billing.stripe &&
        (await attachCardOnStripe(deps, billing.stripe.billing, actor.orgId, {
          token: input.token,
          primaryAddress: input.isPrimary || isFirst ? input.address : null,
        }));
      return runChange(deps, actor, async (tx, record) => {
        const existing = await listPaymentMethods(tx, actor.orgId);
        const isPrimary = input.isPrimary || existing.length === 0;
        if (customerId) await keepCustomerId(tx, actor.orgId, customerId);
        if (isPrimary) await setPrimaryPaymentMethod(tx, actor.orgId, null);
        const row = await insertPaymentMethod(tx, {
          orgId: actor.orgId,
          providerToken: input.token,
          ...card,
          isPrimary,
          address: input.address,
        });
        await recordCards(record, actor.orgId, 'paymentMethodAdded', row.id);
        return row;
      });
    },

    /** `POST payment/primary/{id}`: that card becomes the one charged (in stripe mode the customer's default). */
    async makePrimary(actor: TOrgActor, id: string) {
      const chosen = billing.stripe && (await findPaymentMethod(db, actor.orgId, id));
      if (billing.stripe && chosen && !chosen.isPrimary)
        await attachCardOnStripe(deps, billing.stripe.billing, actor.orgId, {
          token: chosen.providerToken,
          primaryAddress: chosen.address,
        });
      return runChange(deps, actor, async (tx, record) => {
        const card = await findPaymentMethod(tx, actor.orgId, id);
        if (!card) throw notFound('payment method');
        if (card.isPrimary) return listPaymentMethods(tx, actor.orgId);
        await setPrimaryPaymentMethod(tx, actor.orgId, id);
        await recordCards(record, actor.orgId, 'primaryPaymentMethodChanged', id);
        return listPaymentMethods(tx, actor.orgId);
      });
    },

    /** `DELETE payment/{id}`: the primary card stays while other cards exist (choose another first). */
    async remove(actor: TOrgActor, id: string) {
      return runChange(deps, actor, async (tx, record) => {
        const card = await findPaymentMethod(tx, actor.orgId, id);
        if (!card) throw notFound('payment method');
        const cards = await listPaymentMethods(tx, actor.orgId);
        if (card.isPrimary && cards.length > 1) throw invalidField('id', BILLING_TEXTS.primaryNotRemovable);
        await deletePaymentMethod(tx, actor.orgId, id);
        await recordCards(record, actor.orgId, 'paymentMethodRemoved', id);
        return listPaymentMethods(tx, actor.orgId);
      });
    },

    /** `GET payment/billing-address/{id}`: the card's address. */
    async address(orgId: string, id: string) {
      const card = await findPaymentMethod(db, orgId, id);
      if (!card) throw notFound('payment method');
      return card;
    },

    /** `POST payment/billing-address/{id}`: a new address for the card (the primary's: the Stripe customer's too). */
    async setAddress(actor: TOrgActor, id: string, address: TAddress) {
      const card = billing.stripe && (await findPaymentMethod(db, actor.orgId, id));
      if (billing.stripe && card?.isPrimary)
        await attachCardOnStripe(deps, billing.stripe.billing, actor.orgId, {
          token: card.providerToken,
          primaryAddress: address,
        });
      return runChange(deps, actor, async (tx, record) => {
        const row = await updatePaymentAddress(tx, actor.orgId, id, address);
        if (!row) throw notFound('payment method');
        await recordCards(record, actor.orgId, 'billingAddressChanged', id);
        return row;
      });
    },
  };
}
