import type { TSessionSubscription } from '@cairn/domain/account/session.schemas';
import { TRIAL_DAYS } from '@cairn/domain/billing/billing.constants';
import { Paper, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

type TBilledSubscription = TSessionSubscription & { pricePerPaidPersonCents: number };

/** The session's subscription when this instance bills, else null (no price column, no note). */
export function billedSubscription(subscription: TSessionSubscription | null | undefined) {
  if (!subscription?.isBillingOn || subscription.pricePerPaidPersonCents === null) return null;
  return subscription as TBilledSubscription;
}

/**
 * The invite popup's note, which changes with the subscription's status (001 §4): with no
 * subscription the invitation starts the free trial, during the trial paid people cost nothing
 * yet, after an expired trial or with a paid plan each paid person adds the plan's price.
 */
export function InvitePriceNote({ subscription }: { subscription: TBilledSubscription }) {
  const { t } = useTranslation();
  const price = formatMoney(subscription.pricePerPaidPersonCents, subscription.currencyCode);
  const key =
    subscription.status === 'None'
      ? 'people.invite.noteNone'
      : subscription.isTrialExpired
        ? 'people.invite.noteExpired'
        : subscription.status === 'Trial'
          ? 'people.invite.noteTrial'
          : 'people.invite.notePaid';
  return (
    <Text size="sm" c="dimmed" data-testid="invite-price-note">
      {t(key, { price, days: TRIAL_DAYS })}
    </Text>
  );
}

/** The cost panel (001 §2): the paid people in the list and what they add a month now. */
export function InviteCostPanel(props: { paidCount: number; addedCents: number; currencyCode: string }) {
  const { t } = useTranslation();
  if (props.paidCount === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('people.invite.costLabel')}>
      <Text size="sm">
        {t('people.invite.cost', {
          paid: props.paidCount,
          amount: formatMoney(props.addedCents, props.currencyCode),
        })}
      </Text>
    </Paper>
  );
}
