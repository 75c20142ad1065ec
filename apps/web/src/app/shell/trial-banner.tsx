import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Days before the trial's end from which the banner shows (the first reminder mail's). */
const SHOW_FROM_DAYS = 7;

/**
 * The free trial's banner (001 §4, issue 29), above every signed-in page: in the trial's last week
 * the Owner and the people with `Update|Billing` read the days left with a Subscribe link; once it
 * has expired they read that the rest of the team is read-only, and everyone else why their
 * changes are refused. Nothing on an unbilled instance.
 */
export function TrialBanner({ session }: { session: NonNullable<TSessionAnswer> }) {
  const { t } = useTranslation();
  const subscription = session.subscription;
  if (!subscription?.isBillingOn || !session.orgId) return null;
  const isEndingSoon =
    subscription.status === 'Trial' &&
    subscription.trialDaysRemaining !== null &&
    subscription.trialDaysRemaining <= SHOW_FROM_DAYS;
  if (!subscription.isTrialExpired && !isEndingSoon) return null;
  const managesBilling = session.person?.role === 'Owner' || session.permissions.includes('Update|Billing');
  const text = !subscription.isTrialExpired
    ? t('shell.trialBanner.endsSoon', { days: subscription.trialDaysRemaining ?? 0 })
    : managesBilling
      ? t('shell.trialBanner.ended')
      : t('shell.trialBanner.endedReadOnly');
  return (
    <Alert
      role="status"
      color={subscription.isTrialExpired ? 'red' : 'orange'}
      variant="light"
      radius={0}
      icon={<IconHourglass size={18} aria-hidden />}
      title={t('shell.trialBanner.title')}
      px={{ base: 'md', sm: 'xl' }}
      data-testid="trial-banner"
    >
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{text}</Text>
        {managesBilling ? (
          <Anchor component={Link} to={`/org/detail/${session.orgId}/billing`} size="sm" fw={600}>
            {t('shell.trialBanner.subscribe')}
          </Anchor>
        ) : null}
      </Group>
    </Alert>
  );
}
