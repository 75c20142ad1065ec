import { ZAddPaymentRequest, ZCardTokenRequest } from '@cairn/domain/billing/billing.schemas';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import { Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddCard } from '../api/billing-mutations.ts';
import { AddressFields, EMPTY_ADDRESS } from './address-fields.tsx';
import { CardFields, EMPTY_CARD, type TCardForm } from './card-fields.tsx';
import { apiFieldErrors, failureText, zodFieldErrors } from './form-errors.ts';

/** 001 §8: a payment token error shows for 4 seconds. */
const TOKEN_ERROR_MS = 4000;

type TAddCardFormProps = {
  /** Offer "Make this my primary card" (the first card is primary anyway). */
  canChoosePrimary: boolean;
  onAdded: () => void;
  submitLabel?: string;
};

/**
 * Add a payment method (001 §2 popup): the card and its billing address. The fields are checked
 * by the domain's rules first; the provider's refusal ("Your card was declined.") shows beside the
 * card number and as an error notice for 4 seconds.
 */
export function AddCardForm({ canChoosePrimary, onAdded, submitLabel = 'Add card' }: TAddCardFormProps) {
  const add = useAddCard();
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  const [address, setAddress] = useState<TAddress>(EMPTY_ADDRESS);
  const [isPrimary, setPrimary] = useState(true);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [addressErrors, setAddressErrors] = useState<Record<string, string>>({});

  const handleSubmit = async () => {
    const cardCheck = ZCardTokenRequest.safeParse(card);
    const addressCheck = ZAddPaymentRequest.shape.address.safeParse(address);
    setCardErrors(zodFieldErrors(cardCheck.error));
    setAddressErrors(zodFieldErrors(addressCheck.error));
    if (!cardCheck.success || !addressCheck.success) return;
    try {
      await add.mutateAsync({ card, address: addressCheck.data, isPrimary: !canChoosePrimary || isPrimary });
      setCard(EMPTY_CARD);
      onAdded();
    } catch (error) {
      setCardErrors(apiFieldErrors(error));
      setAddressErrors(apiFieldErrors(error, 'address'));
      notifications.show({
        color: 'red',
        title: 'ERROR',
        message: failureText(error),
        autoClose: TOKEN_ERROR_MS,
      });
    }
  };

  return (
    <Stack gap="sm">
      <CardFields value={card} onChange={setCard} errors={cardErrors} />
      <Divider label="Billing address" labelPosition="left" mt="xs" />
      <AddressFields value={address} onChange={setAddress} errors={addressErrors} />
      {canChoosePrimary ? (
        <Checkbox
          label="Make this my primary card"
          checked={isPrimary}
          onChange={(event) => setPrimary(event.currentTarget.checked)}
        />
      ) : null}
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          Cards are kept by the payment provider; Cairn keeps only the brand and the last four digits.
        </Text>
        <Button onClick={() => void handleSubmit()} loading={add.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
