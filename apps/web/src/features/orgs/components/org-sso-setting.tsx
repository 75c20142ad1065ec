import { Switch } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSsoProvider } from '../../account/index.ts';
import { useRequireSso } from '../api/require-sso.ts';
import '../texts.ts';

export type TOrgSsoSettingProps = {
  orgId: string;
  /** The domain the organisation requires single sign-on for now, or null. */
  requiredDomain: string | null;
  /** The Owner's own address: the requirement is for its domain. */
  ownerEmail: string;
};

/**
 * The Owner's "Require single sign-on for @domain" switch, shown only while single sign-on is
 * offered. Members of the domain who signed in with a password are then led to sign in with the
 * provider; the Owner never is. The server refuses an Owner who has not signed in with it yet.
 */
export function OrgSsoSetting({ orgId, requiredDomain, ownerEmail }: TOrgSsoSettingProps) {
  const { t } = useTranslation();
  const provider = useSsoProvider();
  const requireIt = useRequireSso(orgId);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!provider.data && !requiredDomain) return null;
  const domain = requiredDomain ?? ownerEmail.slice(ownerEmail.lastIndexOf('@') + 1).toLowerCase();

  const handleChange = async (checked: boolean) => {
    setRefusal(null);
    try {
      await requireIt.mutateAsync(checked ? domain : null);
      notifySuccess(checked ? t('orgs.sso.required', { domain }) : t('orgs.sso.notRequired'));
    } catch (error) {
      const onField = isApiError(error)
        ? error.messages.find((m) => m.field === 'requiredDomain')
        : undefined;
      if (onField) setRefusal(onField.text);
      else notifyError(error);
    }
  };

  return (
    <Switch
      label={t('orgs.sso.label', { domain })}
      description={t('orgs.sso.description', { name: provider.data?.name ?? '' })}
      checked={requiredDomain !== null}
      disabled={requireIt.isPending}
      onChange={(event) => handleChange(event.currentTarget.checked)}
      error={refusal ?? undefined}
    />
  );
}
