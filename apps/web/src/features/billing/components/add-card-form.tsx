import { ZCardTokenRequest } from '@cairn/domain/billing/billing.schemas';
import { Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session/session-query.ts';
import { CardFields, EMPTY_CARD, type TCardForm } from './card-fields.tsx';
import { CardFormBody, type TAddCardFormProps } from './card-form-body.tsx';
import { zodFieldErrors } from './form-errors.ts';

// Stripe.js is fetched only on a Cairn that bills with Stripe, and only when this popup opens.
const StripeAddCardForm = lazy(() => import('./stripe-add-card-form.tsx'));

/**
 * Add a payment method (001 §2 popup). With Stripe (the session carries its publishable key) the
 * card is typed into Stripe's own element and never reaches Cairn; otherwise into Cairn's fields,
 * checked by the domain's rules first, for the `test` provider's token.
 */
export function AddCardForm(props: TAddCardFormProps) {
  const { data: session } = useSession();
  const publishableKey = session?.subscription?.stripePublishableKey;
  if (publishableKey)
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <StripeAddCardForm {...props} publishableKey={publishableKey} />
      </Suspense>
    );
  return <TestAddCardForm {...props} />;
}

function TestAddCardForm(props: TAddCardFormProps) {
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  return (
    <CardFormBody
      {...props}
      cardFields={(errors) => <CardFields value={card} onChange={setCard} errors={errors} />}
      readCard={async () => {
        const check = ZCardTokenRequest.safeParse(card);
        return check.success ? { source: { card: check.data } } : { errors: zodFieldErrors(check.error) };
      }}
      onCleared={() => setCard(EMPTY_CARD)}
    />
  );
}
