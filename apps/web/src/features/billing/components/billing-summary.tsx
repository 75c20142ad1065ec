import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import { costInCents, isTrialExpired, trialDaysRemaining } from '@cairn/domain/billing/billing-rules';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '../../../lib/i18n/format.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { ModalLink, useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useCancelSubscription, useRenewSubscription } from '../api/billing-mutations.ts';
import { usePlans } from '../api/billing-queries.ts';

/** A status's name by its code (the domain keeps the codes, the packs the words). */
const STATUS_KEYS: Record<TSubscription['status'], TTextKey> = {
  None: 'billing.status.none',
  Trial: 'billing.status.trial',
  Active: 'billing.status.active',
  Suspended: 'billing.status.suspended',
  Canceled: 'billing.status.canceled',
  Removed: 'billing.status.removed',
  PendingSubscription: 'billing.status.pendingSubscription',
  PendingCancellation: 'billing.status.pendingCancellation',
  Failed: 'billing.status.failed',
};
const STATUS_COLORS: Partial<Record<TSubscription['status'], string>> = {
  Trial: 'blue',
  Active: 'teal',
  PendingCancellation: 'yellow',
  Failed: 'red',
  Suspended: 'red',
};
const PLAN_KEYS: Record<string, TTextKey> = {
  'eos-one-monthly': 'billing.summary.planMonthly',
  'eos-one-annual': 'billing.summary.planAnnual',
};
const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** One labelled figure of the summary. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/**
 * The plan, its status, the paid seats and what they cost (001 §9: price x paid people), the next
 * billing date or the trial's end, and the actions the status allows: checkout, cancel, renew.
 */
export function BillingSummary({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const plans = usePlans();
  const cancel = useCancelSubscription();
  const renew = useRenewSubscription();
  const openModal = useModalNavigate();
  const plan = plans.data?.paymentPlans.find((candidate) => candidate.handle === subscription.planHandle);
  const currency = session?.subscription?.currencyCode ?? plans.data?.currencyCode;
  const monthly = plans.data?.paymentPlans.find((candidate) => candidate.interval === 'month');
  const pricing = plan ?? monthly;
  const now = new Date();
  const trialEnds = subscription.trialEndsAt ? new Date(subscription.trialEndsAt) : null;
  const isExpired = isTrialExpired({ ...subscription, trialEndsAt: trialEnds }, now);
  const daysLeft = Math.max(0, Math.floor(trialDaysRemaining(trialEnds, now)));
  const isPaid = subscription.status === 'Active' || subscription.status === 'PendingCancellation';

  const handleRenew = async () => {
    const answer = await renew.mutateAsync();
    if (answer.shouldRedirectToCheckout) openModal('/checkout');
    else notifySuccess(answer.messages[0]?.text ?? t('billing.summary.continues'));
  };
  const handleCancel = async () => {
    const answer = await cancel.mutateAsync();
    notifySuccess(answer.messages[0]?.text ?? t('billing.summary.canceled'));
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3}>
              {plan
                ? PLAN_KEYS[plan.handle]
                  ? t(PLAN_KEYS[plan.handle])
                  : t('billing.summary.planOther', { plan: plan.handle })
                : t('billing.summary.yourPlan')}
            </Title>
            <Group gap="xs">
              <Badge color={STATUS_COLORS[subscription.status] ?? 'gray'} variant="light">
                {t(STATUS_KEYS[subscription.status])}
              </Badge>
              {subscription.status === 'Trial' && !isExpired ? (
                <Text size="sm" c="dimmed">
                  {t('billing.summary.daysLeft', { count: daysLeft })}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group gap="sm">
            {subscription.status === 'Active' ? (
              <Button
                variant="default"
                color="red"
                onClick={() => void handleCancel()}
                loading={cancel.isPending}
              >
                {t('billing.summary.cancel')}
              </Button>
            ) : null}
            {subscription.status === 'PendingCancellation' || subscription.paymentStatus === 'Failed' ? (
              <Button variant="default" onClick={() => void handleRenew()} loading={renew.isPending}>
                {t('billing.summary.renew')}
              </Button>
            ) : null}
            <Button component={ModalLink} to="/checkout">
              {isPaid ? t('billing.summary.changePlan') : t('billing.subscribe')}
            </Button>
          </Group>
        </Group>
        {isExpired ? (
          <Text c="red" size="sm" role="status">
            {t('billing.summary.trialEnded')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('billing.summary.paidPeople')} value={String(subscription.seatCount)} />
          <Figure
            label={plan?.interval === 'year' ? t('billing.summary.costYear') : t('billing.summary.costMonth')}
            value={pricing ? formatMoney(costInCents(pricing, subscription.seatCount), currency) : '—'}
          />
          <Figure
            label={
              subscription.status === 'PendingCancellation'
                ? t('billing.summary.accessUntil')
                : t('billing.summary.nextBillingDate')
            }
            value={
              subscription.currentPeriodEnd
                ? day(subscription.currentPeriodEnd)
                : trialEnds
                  ? t('billing.summary.trialEnds', { date: day(trialEnds.toISOString()) })
                  : '—'
            }
          />
          <Figure
            label={t('billing.summary.pricePerPerson')}
            value={
              pricing
                ? t(pricing.interval === 'year' ? 'billing.summary.perYear' : 'billing.summary.perMonth', {
                    price: formatMoney(pricing.priceInCents, currency),
                  })
                : '—'
            }
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
