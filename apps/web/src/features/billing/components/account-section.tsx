import type { TSubscription } from '@cairn/domain/billing/billing.schemas';
import { Badge, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApplyCoupon, useSetCustomer } from '../api/billing-mutations.ts';
import { useCustomer } from '../api/billing-queries.ts';
import { apiFieldErrors } from './form-errors.ts';

/** The account email invoices go to, and the coupons applied (with a box to apply one). */
export function AccountSection({ subscription }: { subscription: TSubscription }) {
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
          <Title order={4}>Account email</Title>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Account email"
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
              Save
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={4}>Coupons</Title>
          <Group gap="xs">
            {subscription.couponCodes.map((applied) => (
              <Badge key={applied} variant="light" color="grape">
                {applied}
              </Badge>
            ))}
          </Group>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Coupon code"
              placeholder="Coupon code"
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
              Apply
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
