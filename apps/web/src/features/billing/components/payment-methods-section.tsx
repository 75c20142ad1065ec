import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useMakePrimaryCard, useRemoveCard } from '../api/billing-mutations.ts';
import { usePaymentMethods } from '../api/billing-queries.ts';
import { AddCardForm } from './add-card-form.tsx';

/** The cards on file: the primary one marked, make another primary, remove, add a card. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const makePrimary = useMakePrimaryCard();
  const remove = useRemoveCard();
  const [isAdding, setAdding] = useState(false);
  const cards = methods.data ?? [];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('billing.methods.title')}</Title>
          <Button variant="light" size="xs" onClick={() => setAdding(true)}>
            {t('billing.methods.add')}
          </Button>
        </Group>
        {methods.isPending ? <Text c="dimmed">{t('billing.methods.loading')}</Text> : null}
        {!methods.isPending && cards.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('billing.methods.none')}
          </Text>
        ) : null}
        {cards.map((card) => (
          <Group key={card.id} justify="space-between" wrap="wrap" gap="xs" data-testid="payment-method">
            <Stack gap={0}>
              <Group gap="xs">
                <Text fw={500}>
                  {t('billing.card.ending', { brand: card.cardType, lastFour: card.lastFour })}
                </Text>
                {card.isPrimary ? (
                  <Badge size="sm" variant="light">
                    {t('billing.methods.primary')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('billing.methods.expires', {
                  month: String(card.expiryMonth).padStart(2, '0'),
                  year: card.expiryYear,
                })}{' '}
                · {card.address.addressLine1}, {card.address.city} {card.address.postalCode}{' '}
                {card.address.countryCode}
              </Text>
            </Stack>
            <Group gap="xs">
              {card.isPrimary ? null : (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() =>
                    makePrimary.mutate(card.id, {
                      onSuccess: (a) => notifySuccess(a.messages[0]?.text ?? ''),
                    })
                  }
                >
                  {t('billing.methods.makePrimary')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t('billing.methods.removeLabel', {
                  brand: card.cardType,
                  lastFour: card.lastFour,
                })}
                onClick={() =>
                  remove.mutate(card.id, { onSuccess: (a) => notifySuccess(a.messages[0]?.text ?? '') })
                }
              >
                {t('billing.methods.remove')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <PopupPanel
        title={t('billing.methods.add')}
        opened={isAdding}
        onClose={() => setAdding(false)}
        size="lg"
      >
        <AddCardForm canChoosePrimary={cards.length > 0} onAdded={() => setAdding(false)} />
      </PopupPanel>
    </Card>
  );
}
