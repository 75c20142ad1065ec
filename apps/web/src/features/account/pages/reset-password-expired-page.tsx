import { ACCOUNT_TEXTS, RESET_CODE_TTL_MINUTES } from '@cairn/domain/account/account.constants';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';

/** `/reset-password/expired`: the reset link no longer works; offers to request a new one. */
export function ResetPasswordExpiredPage() {
  return (
    <AuthCard
      title="This link has expired"
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <Stack gap="md">
        <Text>{ACCOUNT_TEXTS.resetExpired}</Text>
        <Text size="sm" c="dimmed">
          Reset links work once and for {RESET_CODE_TTL_MINUTES} minutes. Ask for a new one and use the latest
          email we send.
        </Text>
        <Button component={Link} to="/reset-password" fullWidth>
          Request a new link
        </Button>
      </Stack>
    </AuthCard>
  );
}
