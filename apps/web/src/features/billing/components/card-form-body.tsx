import { ZAddPaymentRequest } from '@cairn/domain/billing/billing.schemas';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import { Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { type TCardSource, useAddCard } from '../api/billing-mutations.ts';
import { AddressFields, EMPTY_ADDRESS } from './address-fields.tsx';
import { apiFieldErrors, failureText, zodFieldErrors } from './form-errors.ts';

/** 001 §8: a payment token error shows for 4 seconds. */
const TOKEN_ERROR_MS = 4000;

/** The card part's answer: where the card comes from, or its fields' errors. */
type TCardRead = { source: TCardSource } | { errors: Record<string, string> };

export type TAddCardFormProps = {
  /** Offer "Make this my primary card" (the first card is primary anyway). */
  canChoosePrimary: boolean;
  onAdded: () => void;
  submitLabel?: string;
};

type TCardFormBodyProps = TAddCardFormProps & {
  /** The card's own fields (Cairn's, or Stripe's element). */
  cardFields: (errors: Record<string, string>) => ReactNode;
  /** Reads the card once the address is valid: its source, or why not. */
  readCard: (address: TAddress) => Promise<TCardRead>;
  /** Clears the card's fields after it was added. */
  onCleared?: () => void;
};

/**
 * What both card forms share (001 §2 popup): the billing address, "primary", the submit and the
 * refusals. The provider's refusal ("Your card was declined.") shows beside the card number and
 * as an error notice for 4 seconds.
 */
export function CardFormBody(props: TCardFormBodyProps) {
  const { t } = useTranslation();
  const {
    canChoosePrimary,
    onAdded,
    submitLabel = t('billing.card.add'),
    cardFields,
    readCard,
    onCleared,
  } = props;
  const add = useAddCard();
  const [address, setAddress] = useState<TAddress>(EMPTY_ADDRESS);
  const [isPrimary, setPrimary] = useState(true);
  const [isReading, setReading] = useState(false);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [addressErrors, setAddressErrors] = useState<Record<string, string>>({});

  const handleSubmit = async () => {
    const addressCheck = ZAddPaymentRequest.shape.address.safeParse(address);
    setAddressErrors(zodFieldErrors(addressCheck.error));
    if (!addressCheck.success) return;
    setReading(true);
    const read = await readCard(addressCheck.data).finally(() => setReading(false));
    setCardErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    try {
      await add.mutateAsync({
        source: read.source,
        address: addressCheck.data,
        isPrimary: !canChoosePrimary || isPrimary,
      });
      onCleared?.();
      onAdded();
    } catch (error) {
      setCardErrors(apiFieldErrors(error));
      setAddressErrors(apiFieldErrors(error, 'address'));
      notifications.show({
        color: 'red',
        title: t('billing.card.errorTitle'),
        message: failureText(error, t),
        autoClose: TOKEN_ERROR_MS,
      });
    }
  };

  return (
    <Stack gap="sm">
      {cardFields(cardErrors)}
      <Divider label={t('billing.address.title')} labelPosition="left" mt="xs" />
      <AddressFields value={address} onChange={setAddress} errors={addressErrors} />
      {canChoosePrimary ? (
        <Checkbox
          label={t('billing.card.makePrimary')}
          checked={isPrimary}
          onChange={(event) => setPrimary(event.currentTarget.checked)}
        />
      ) : null}
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {t('billing.card.keptByProvider')}
        </Text>
        <Button onClick={() => void handleSubmit()} loading={isReading || add.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
