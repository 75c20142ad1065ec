import { annualSaving, costInCents } from '@cairn/domain/billing/billing-rules';
import { Alert, Button, Divider, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { formatMoney, formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useSubscribe } from '../api/billing-mutations.ts';
import { usePaymentMethods, usePlans, useSubscription, useTax } from '../api/billing-queries.ts';
import { forgetDiscountCode, keptDiscountCode } from '../kept-code.ts';
import { AddCardForm } from './add-card-form.tsx';
import { isBillingOff } from './billing-tab.tsx';
import { apiFieldErrors, failureText } from './form-errors.ts';

/** One line of the price breakdown. */
function Line({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={isStrong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Checkout (`/checkout`, 001 §2): monthly or annual (the annual saving shown), the card and its
 * billing address (added here when there is none), the price for the paid people, the tax of the
 * card's address, the total, a coupon, and Subscribe.
 */
export function CheckoutModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const navigate = useNavigate();
  const subscription = useSubscription();
  const plans = usePlans();
  const methods = usePaymentMethods();
  const subscribe = useSubscribe();
  const [planHandle, setPlanHandle] = useState<string | null>(null);
  // A code brought in by a discount or referral link waits here (kept-code.ts).
  const [coupon, setCoupon] = useState(keptDiscountCode);
  const [isChangingCard, setChangingCard] = useState(false);

  const paymentPlans = plans.data?.paymentPlans ?? [];
  const chosen = paymentPlans.find((plan) => plan.handle === planHandle) ?? paymentPlans[0];
  const seats = Math.max(1, subscription.data?.seatCount ?? 1);
  const subTotal = chosen ? costInCents(chosen, seats) : 0;
  const primary = methods.data?.find((card) => card.isPrimary);
  const tax = useTax(subTotal, primary?.address.countryCode ?? '', primary?.address.stateOrProvince ?? '');
  const currency = session?.subscription?.currencyCode ?? plans.data?.currencyCode;
  const money = (cents: number) => formatMoney(cents, currency);
  const saving = annualSaving(paymentPlans);
  const errors = apiFieldErrors(subscribe.error);

  const handleSubscribe = async () => {
    if (!chosen) return;
    try {
      const answer = await subscribe.mutateAsync({
        planHandle: chosen.handle,
        couponCodes: coupon.trim() ? [coupon.trim()] : [],
      });
      forgetDiscountCode();
      notifySuccess(answer.messages[0]?.text ?? t('billing.checkout.subscribed'));
      void navigate(`/org/detail/${session?.orgId ?? ''}/billing`);
    } catch {
      // Shown below (the refusal's own text).
    }
  };

  const isLoading = subscription.isPending || plans.isPending || methods.isPending;
  const isOff = isBillingOff(subscription.error) || isBillingOff(plans.error);
  return (
    <PopupPanel title={t('billing.checkout.title')} onClose={onClose} size="lg">
      {isLoading ? <LoadingView label={t('billing.checkout.loading')} /> : null}
      {isOff ? (
        <Alert variant="light" color="gray" title={t('billing.off.title')}>
          {t('billing.off.text')}
        </Alert>
      ) : null}
      {!isLoading && !isOff && chosen ? (
        <Stack gap="md">
          <Radio.Group label={t('billing.checkout.plan')} value={chosen.handle} onChange={setPlanHandle}>
            <Stack gap="xs" mt="xs">
              {paymentPlans.map((plan) => (
                <Radio
                  key={plan.handle}
                  value={plan.handle}
                  label={t(
                    plan.interval === 'year'
                      ? 'billing.checkout.annualOption'
                      : 'billing.checkout.monthlyOption',
                    { price: money(plan.priceInCents) },
                  )}
                  description={
                    plan.interval === 'year' && saving
                      ? t('billing.checkout.annualSaving', {
                          percent: formatNumber(saving.percent),
                          amount: money(saving.cents),
                        })
                      : undefined
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Divider label={t('billing.checkout.paymentMethod')} labelPosition="left" />
          {primary && !isChangingCard ? (
            <Group justify="space-between">
              <Text size="sm">
                {t('billing.card.ending', { brand: primary.cardType, lastFour: primary.lastFour })} ·{' '}
                {primary.address.city} {primary.address.stateOrProvince} {primary.address.countryCode}
              </Text>
              <Button size="xs" variant="subtle" onClick={() => setChangingCard(true)}>
                {t('billing.checkout.anotherCard')}
              </Button>
            </Group>
          ) : (
            <AddCardForm
              canChoosePrimary={false}
              submitLabel={t('billing.checkout.saveCard')}
              onAdded={() => setChangingCard(false)}
            />
          )}
          <Divider label={t('billing.checkout.summary')} labelPosition="left" />
          <Stack gap={4}>
            <Line
              label={t('billing.checkout.seatsLine', { count: seats, price: money(chosen.priceInCents) })}
              value={money(subTotal)}
            />
            <Line
              label={t('billing.checkout.tax')}
              value={primary ? (tax.data === undefined ? '…' : money(tax.data)) : '—'}
            />
            <Line label={t('billing.checkout.total')} value={money(subTotal + (tax.data ?? 0))} isStrong />
            <Text size="xs" c="dimmed">
              {t('billing.checkout.couponNote')}
            </Text>
          </Stack>
          <TextInput
            label={t('billing.coupon.label')}
            placeholder={t('billing.coupon.placeholder')}
            value={coupon}
            onChange={(event) => setCoupon(event.currentTarget.value)}
            error={errors['couponCodes.0']}
          />
          {subscribe.isError && !errors['couponCodes.0'] ? (
            <Alert color="red" variant="light" role="alert">
              {failureText(subscribe.error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void handleSubscribe()} loading={subscribe.isPending} disabled={!primary}>
              {t('billing.subscribe')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </PopupPanel>
  );
}
