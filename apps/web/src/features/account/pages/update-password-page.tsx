import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
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
  const { t } = useTranslation();
  const { resetCode = '' } = useParams();
  const navigate = useNavigate();
  const check = useResetCode(resetCode);
  const [isDone, setDone] = useState(false);
  const isExpired = isApiError(check.error) && check.error.status === 404;

  useEffect(() => {
    if (isExpired) navigate(EXPIRED_PATH, { replace: true });
  }, [isExpired, navigate]);

  const handleSaved = () => {
    notifySuccess(t('auth.newPassword.saved'));
    setDone(true);
  };

  if (check.isPending || isExpired) {
    return (
      <AuthCard title={t('auth.newPassword.title')}>
        <LoadingView label={t('auth.newPassword.checking')} />
      </AuthCard>
    );
  }

  if (check.isError) {
    return (
      <AuthCard title={t('auth.newPassword.title')}>
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t('auth.newPassword.checkFailed')}
          </Alert>
          <Button onClick={() => check.refetch()} loading={check.isFetching}>
            {t('auth.newPassword.retry')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard title={t('auth.newPassword.doneTitle')}>
        <Stack gap="md">
          <Text>{t('auth.newPassword.doneText')}</Text>
          <Button component={Link} to="/login" fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.newPassword.title')}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.login.back')}
        </Anchor>
      }
    >
      <NewPasswordForm resetCode={resetCode} onSaved={handleSaved} onExpired={() => navigate(EXPIRED_PATH)} />
    </AuthCard>
  );
}
