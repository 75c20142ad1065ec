import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';

/** `/signed-out`: confirms the sign-out and offers to sign in again. */
export function SignedOutPage() {
  return (
    <AuthCard title="You have signed out.">
      <Stack gap="md">
        <Text c="dimmed">Your session on this device has ended. See you at the next meeting.</Text>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
