import { Input, Paper } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { CardFormBody, type TAddCardFormProps } from './card-form-body.tsx';

// One Stripe.js per publishable key for the page's life (Stripe asks for it to be loaded once).
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeOf = (key: string) => {
  const known = loaded.get(key) ?? loadStripe(key);
  loaded.set(key, known);
  return known;
};

/** The add-card popup on Stripe: Stripe's card element makes the PaymentMethod in the browser. */
export default function StripeAddCardForm(props: TAddCardFormProps & { publishableKey: string }) {
  const { publishableKey, ...formProps } = props;
  return (
    <Elements stripe={stripeOf(publishableKey)}>
      <StripeCardForm {...formProps} />
    </Elements>
  );
}

function StripeCardForm(props: TAddCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [isComplete, setComplete] = useState(false);
  return (
    <CardFormBody
      {...props}
      cardFields={(errors) => (
        <Input.Wrapper label={t('billing.card.label')} required error={errors.cardNumber}>
          <Paper withBorder p="sm" data-testid="stripe-card-element">
            <CardElement
              options={{ hidePostalCode: true }}
              onChange={(event) => setComplete(event.complete)}
            />
          </Paper>
        </Input.Wrapper>
      )}
      readCard={async (address) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { errors: { cardNumber: t('billing.card.unknownError') } };
        if (!isComplete) return { errors: { cardNumber: t('billing.card.required') } };
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            address: {
              country: address.countryCode,
              line1: address.addressLine1,
              line2: address.addressLine2 || undefined,
              city: address.city,
              state: address.stateOrProvince || undefined,
              postal_code: address.postalCode,
            },
          },
        });
        if (error || !paymentMethod)
          return { errors: { cardNumber: error?.message ?? t('billing.card.unknownError') } };
        return { source: { paymentMethodId: paymentMethod.id } };
      }}
      onCleared={() => elements?.getElement(CardElement)?.clear()}
    />
  );
}
