import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import {
  costInCents,
  formatMoney,
  isTrialExpired,
  trialDaysRemaining,
} from '@cairn/domain/billing/billing-rules';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ModalLink, useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCancelSubscription, useRenewSubscription } from '../api/billing-mutations.ts';
import { usePlans } from '../api/billing-queries.ts';

const STATUS_LABELS: Record<TSubscription['status'], string> = {
  None: 'No subscription',
  Trial: 'Free trial',
  Active: 'Active',
  Suspended: 'Suspended',
  Canceled: 'Canceled',
  Removed: 'Removed',
  PendingSubscription: 'Starting',
  PendingCancellation: 'Ends at the period’s end',
  Failed: 'Payment failed',
};
const STATUS_COLORS: Partial<Record<TSubscription['status'], string>> = {
  Trial: 'blue',
  Active: 'teal',
  PendingCancellation: 'yellow',
  Failed: 'red',
  Suspended: 'red',
};
const PLAN_LABELS: Record<string, string> = { 'eos-one-monthly': 'Monthly', 'eos-one-annual': 'Annual' };
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

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
  const plans = usePlans();
  const cancel = useCancelSubscription();
  const renew = useRenewSubscription();
  const openModal = useModalNavigate();
  const plan = plans.data?.paymentPlans.find((candidate) => candidate.handle === subscription.planHandle);
  const currency = plans.data?.currencyCode ?? 'USD';
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
    else notifySuccess(answer.messages[0]?.text ?? 'Your subscription continues.');
  };
  const handleCancel = async () => {
    const answer = await cancel.mutateAsync();
    notifySuccess(answer.messages[0]?.text ?? 'Canceled.');
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3}>{plan ? `${PLAN_LABELS[plan.handle] ?? plan.handle} plan` : 'Your plan'}</Title>
            <Group gap="xs">
              <Badge color={STATUS_COLORS[subscription.status] ?? 'gray'} variant="light">
                {STATUS_LABELS[subscription.status]}
              </Badge>
              {subscription.status === 'Trial' && !isExpired ? (
                <Text size="sm" c="dimmed">
                  {daysLeft} {daysLeft === 1 ? 'day' : 'days'} left
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
                Cancel subscription
              </Button>
            ) : null}
            {subscription.status === 'PendingCancellation' || subscription.paymentStatus === 'Failed' ? (
              <Button variant="default" onClick={() => void handleRenew()} loading={renew.isPending}>
                Renew
              </Button>
            ) : null}
            <Button component={ModalLink} to="/checkout">
              {isPaid ? 'Change plan' : 'Subscribe'}
            </Button>
          </Group>
        </Group>
        {isExpired ? (
          <Text c="red" size="sm" role="status">
            Your free trial has ended. Subscribe to keep working in Cairn.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label="Paid people" value={String(subscription.seatCount)} />
          <Figure
            label={plan?.interval === 'year' ? 'Cost a year' : 'Cost a month'}
            value={pricing ? formatMoney(costInCents(pricing, subscription.seatCount), currency) : '—'}
          />
          <Figure
            label={subscription.status === 'PendingCancellation' ? 'Access until' : 'Next billing date'}
            value={
              subscription.currentPeriodEnd
                ? day(subscription.currentPeriodEnd)
                : trialEnds
                  ? `Trial ends ${day(trialEnds.toISOString())}`
                  : '—'
            }
          />
          <Figure
            label="Price per person"
            value={
              pricing
                ? `${formatMoney(pricing.priceInCents, currency)} / ${pricing.interval === 'year' ? 'year' : 'month'}`
                : '—'
            }
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
