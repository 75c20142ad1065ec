import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useResetCode } from '../api/get-reset-code.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

const EXPIRED_PATH = '/reset-password/expired';

/**
 * `/update-password/{resetCode}`: the page of the emailed link. It first checks the code (an
 * expired or used one goes to `/reset-password/expired`), then takes the new password twice.
 */
export function UpdatePasswordPage() {
  const { resetCode = '' } = useParams();
  const navigate = useNavigate();
  const check = useResetCode(resetCode);
  const [isDone, setDone] = useState(false);
  const isExpired = isApiError(check.error) && check.error.status === 404;

  useEffect(() => {
    if (isExpired) navigate(EXPIRED_PATH, { replace: true });
  }, [isExpired, navigate]);

  const handleSaved = () => {
    notifySuccess('Your password was changed.');
    setDone(true);
  };

  if (check.isPending || isExpired) {
    return (
      <AuthCard title="Choose a new password">
        <LoadingView label="Checking your link" />
      </AuthCard>
    );
  }

  if (check.isError) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            We could not check your link just now. Please try again in a moment.
          </Alert>
          <Button onClick={() => check.refetch()} loading={check.isFetching}>
            Try again
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard title="Password changed">
        <Stack gap="md">
          <Text>Your new password is set. Sign in with it to continue.</Text>
          <Button component={Link} to="/login" fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <NewPasswordForm resetCode={resetCode} onSaved={handleSaved} onExpired={() => navigate(EXPIRED_PATH)} />
    </AuthCard>
  );
}
