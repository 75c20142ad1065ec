import { ZSsoRegisterRequest } from '@cairn/domain/account/sso.schemas';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AcceptTermsField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { NameFields } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { type TSession, useSession } from '../../../lib/session/session-query.ts';
import { useAcceptSsoTerms } from '../api/sso.ts';
import { AuthCard } from '../components/auth-card.tsx';

type TSsoRegisterValues = { firstName: string; lastName: string; acceptTerms: boolean };

/**
 * `/register-sso?email=` (002 §1 SSORegisterPage): a first single sign-on of an unknown address
 * made the account; the person checks the name the provider gave and accepts the policy, as the
 * password registration does, then goes home to create or join an organisation. The guard keeps
 * such an account here until then (docs/sso.md).
 */
export function RegisterSsoPage() {
  const { data: session } = useSession();
  if (session === undefined) return <LoadingView />;
  // Signed out (the sign-in timed out), or already accepted: nothing to do here.
  if (session === null) return <Navigate to="/login" replace />;
  if (!session.user.ssoTermsPending) return <Navigate to="/" replace />;
  return <RegisterSsoForm user={session.user} />;
}

/** The names the provider gave, editable, and the policy. */
function RegisterSsoForm({ user }: { user: NonNullable<TSession>['user'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accept = useAcceptSsoTerms();
  const email = searchParams.get('email') || user.email;
  const form = useZodForm<TSsoRegisterValues>({
    schema: ZSsoRegisterRequest,
    initialValues: { firstName: user.firstName, lastName: user.lastName, acceptTerms: false },
  });

  const handleSubmit = form.onSubmit(async ({ firstName, lastName }) => {
    try {
      await accept.mutateAsync({ firstName, lastName, acceptTerms: true });
      navigate('/', { replace: true, state: { isAfterSignIn: true } });
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <AuthCard title={t('auth.ssoRegister.title')} subtitle={t('auth.ssoRegister.subtitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('auth.field.email')} value={email} readOnly variant="filled" />
          <NameFields form={form} autoFocus />
          <AcceptTermsField form={form} />
          <Text size="xs" c="dimmed">
            {t('auth.ssoRegister.note')}
          </Text>
          <Button type="submit" fullWidth loading={accept.isPending} disabled={accept.isPending}>
            {t('auth.ssoRegister.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
