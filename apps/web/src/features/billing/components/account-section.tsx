import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import { Badge, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApplyCoupon, useSetCustomer } from '../api/billing-mutations.ts';
import { useCustomer } from '../api/billing-queries.ts';
import { apiFieldErrors } from './form-errors.ts';

/** The account email invoices go to, and the coupons applied (with a box to apply one). */
export function AccountSection({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const customer = useCustomer();
  const setCustomer = useSetCustomer();
  const applyCoupon = useApplyCoupon();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    if (customer.data) setEmail(customer.data.email);
  }, [customer.data]);

  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={4}>{t('billing.account.email')}</Title>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('billing.account.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={apiFieldErrors(setCustomer.error).email}
              style={{ flex: 1 }}
            />
            <Button
              variant="default"
              loading={setCustomer.isPending}
              disabled={!customer.data || email === customer.data.email}
              onClick={() =>
                setCustomer.mutate(email, { onSuccess: (a) => notifySuccess(a.messages[0]?.text ?? '') })
              }
            >
              {t('billing.account.save')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={4}>{t('billing.account.coupons')}</Title>
          <Group gap="xs">
            {subscription.couponCodes.map((applied) => (
              <Badge key={applied} variant="light" color="grape">
                {applied}
              </Badge>
            ))}
          </Group>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('billing.coupon.placeholder')}
              placeholder={t('billing.coupon.placeholder')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={apiFieldErrors(applyCoupon.error).code}
              style={{ flex: 1 }}
            />
            <Button
              variant="default"
              disabled={!code.trim()}
              loading={applyCoupon.isPending}
              onClick={() =>
                applyCoupon.mutate(code.trim(), {
                  onSuccess: (answer) => {
                    setCode('');
                    notifySuccess(answer.messages[0]?.text ?? '');
                  },
                })
              }
            >
              {t('billing.account.apply')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
