import { BILLING_OFF } from '@cairn/domain/billing/billing.constants';
import { Alert, Button, Stack } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useSubscription } from '../api/billing-queries.ts';
import { AccountSection } from './account-section.tsx';
import { BillingSummary } from './billing-summary.tsx';
import { InvoicesTable } from './invoices-table.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';

/** True when the instance bills nobody (BILLING_PROVIDER=none): the calls answer 404 BILLING_OFF. */
export function isBillingOff(error: unknown): boolean {
  return isApiError(error) && error.messages.some((message) => message.id === BILLING_OFF);
}

/**
 * The Billing tab of the organisation settings (`/org/detail/{id}/billing`, 001 §2), also the
 * body of `/view-payment` (view-payment-modal.tsx): the plan,
 * seats and cost, status and next billing date; the cards; the account email and coupons; the
 * invoices. On an instance that bills nobody it says so, plainly.
 */
export function BillingTab() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  if (subscription.isPending) return <LoadingView label={t('billing.tab.loading')} />;
  if (subscription.isError) {
    if (isBillingOff(subscription.error))
      return (
        <Alert variant="light" color="gray" title={t('billing.off.title')} role="status">
          {t('billing.off.text')}
        </Alert>
      );
    if (isApiError(subscription.error) && subscription.error.status === 403)
      return (
        <Alert variant="light" color="gray" title={t('billing.tab.notYours')} role="status">
          {t('billing.tab.notYoursText')}
        </Alert>
      );
    return (
      <Alert variant="light" color="red" title={t('billing.tab.loadFailed')} role="alert">
        <Button
          size="xs"
          variant="white"
          onClick={() => subscription.refetch()}
          loading={subscription.isFetching}
        >
          {t('billing.tab.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <BillingSummary subscription={subscription.data} />
      <PaymentMethodsSection />
      <AccountSection subscription={subscription.data} />
      <InvoicesTable />
    </Stack>
  );
}
