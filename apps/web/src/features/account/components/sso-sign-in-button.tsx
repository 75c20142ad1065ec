import { Button, Divider } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSsoProvider, useStartSso } from '../api/sso.ts';

/**
 * "Sign in with {name}" under the password form, only when the operator configured a provider
 * and the instance administrator turned single sign-on on; nothing otherwise (docs/sso.md).
 */
export function SsoSignInButton({
  returnTo,
  withDivider = true,
}: {
  returnTo: string;
  withDivider?: boolean;
}) {
  const { t } = useTranslation();
  const provider = useSsoProvider();
  const start = useStartSso();
  if (!provider.data) return null;
  return (
    <>
      {withDivider ? <Divider label={t('auth.sso.or')} labelPosition="center" /> : null}
      <Button
        variant="default"
        fullWidth
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate(returnTo, { onError: (error) => notifyError(error) })}
      >
        {t('auth.sso.signInWith', { name: provider.data.name })}
      </Button>
    </>
  );
}
